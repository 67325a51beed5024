package io.github.bsonrecords.spring.app;

import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.event.EventListener;
import org.springframework.data.mongodb.core.mapping.event.AfterConvertEvent;
import org.springframework.data.mongodb.core.mapping.event.BeforeConvertEvent;
import org.springframework.stereotype.Component;

/**
 * {@code @EventListener} methods for {@link Watched}'s mapping events, and one for every event (which
 * the codec paths do not count, or no record would stay on them).
 */
@Component
public class WatchListener {
    public final AtomicInteger converted = new AtomicInteger();
    public final AtomicInteger beforeConvert = new AtomicInteger();
    public final AtomicInteger everyEvent = new AtomicInteger();

    @EventListener
    public void onAfterConvert(AfterConvertEvent<Watched> event) {
        converted.incrementAndGet();
    }

    @EventListener
    public void onBeforeConvert(BeforeConvertEvent<Watched> event) {
        beforeConvert.incrementAndGet();
    }

    @EventListener
    public void onEveryEvent(ApplicationEvent event) {
        everyEvent.incrementAndGet();
    }
}
