package io.github.bsonrecords.spring.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.spring.BsonRecordsReactiveMongoTemplate;
import io.github.bsonrecords.spring.parity.Note;
import io.github.bsonrecords.spring.parity.Person;
import java.util.List;
import java.util.Locale;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Publisher;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mapping.callback.ReactiveEntityCallbacks;
import org.springframework.data.mongodb.core.mapping.event.ReactiveAfterConvertCallback;
import org.springframework.data.mongodb.core.query.Query;
import reactor.core.publisher.Mono;

/**
 * A {@code ReactiveAfterConvertCallback} takes its type's reads to Spring's path, which calls it, as plain
 * reactive Spring Data does; other types keep the codec's path. In an application of its own.
 */
@SpringBootTest(classes = {ReactiveParityApplication.class, ReactiveHooksTest.Hooks.class},
        properties = {"spring.data.mongodb.database=" + ReactiveParityApplication.MODULE_DATABASE,
                "spring.mongodb.database=" + ReactiveParityApplication.MODULE_DATABASE})
class ReactiveHooksTest extends ReactiveSideBySide {
    @Configuration
    static class Hooks {
        @Bean
        ReactiveAfterConvertCallback<Note> shoutOnRead() {
            return new Shout();
        }
    }

    /** Upper-cases a note's text after Spring read it. */
    static final class Shout implements ReactiveAfterConvertCallback<Note> {
        @Override
        public Publisher<Note> onAfterConvert(Note note, Document document, String collection) {
            return Mono.just(new Note(note.id(), note.text().toUpperCase(Locale.ROOT), note.created(), note.modified()));
        }
    }

    @Override
    List<String> collections() {
        return List.of("notes");
    }

    @BeforeEach
    void plainHooks() {
        plain.template.setEntityCallbacks(ReactiveEntityCallbacks.create(new Shout()));
    }

    @Test
    void aReadCallbacksTypeReadsThroughSpringAndIsCalledBack() {
        BsonRecordsReactiveMongoTemplate codecTemplate = (BsonRecordsReactiveMongoTemplate) module;
        assertFalse(codecTemplate.readsThroughCodec(new Query(), Note.class));
        assertTrue(codecTemplate.readsThroughCodec(new Query(), Person.class));
        ObjectId id = new ObjectId();
        same("insert", operations -> operations.insert(new Note(id, "quiet", null, null)));
        List<Note> read = same("findAll", operations -> operations.findAll(Note.class));
        assertEquals("QUIET", read.get(0).text());
        same("findById", operations -> operations.findById(id, Note.class));
        same("fluent one", operations -> operations.query(Note.class).matching(new Query()).one());
    }
}
