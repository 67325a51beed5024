package io.github.bsonrecords.spring.app;

import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.data.mongodb.core.mapping.event.AbstractMongoEventListener;
import org.springframework.data.mongodb.core.mapping.event.AfterConvertEvent;
import org.springframework.stereotype.Component;

@Component
public class AuditListener extends AbstractMongoEventListener<Audited> {
    public final AtomicInteger converted = new AtomicInteger();
    public final AtomicInteger saved = new AtomicInteger();

    @Override
    public void onBeforeSave(org.springframework.data.mongodb.core.mapping.event.BeforeSaveEvent<Audited> event) {
        saved.incrementAndGet();
    }

    @Override
    public void onAfterConvert(AfterConvertEvent<Audited> event) {
        converted.incrementAndGet();
    }
}
