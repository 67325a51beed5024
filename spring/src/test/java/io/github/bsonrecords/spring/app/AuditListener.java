package io.github.bsonrecords.spring.app;

import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.data.mongodb.core.mapping.event.AbstractMongoEventListener;
import org.springframework.data.mongodb.core.mapping.event.AfterConvertEvent;
import org.springframework.stereotype.Component;

@Component
public class AuditListener extends AbstractMongoEventListener<Audited> {
    public final AtomicInteger converted = new AtomicInteger();

    @Override
    public void onAfterConvert(AfterConvertEvent<Audited> event) {
        converted.incrementAndGet();
    }
}
