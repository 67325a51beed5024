package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.auditing.DateTimeProvider;
import org.springframework.data.auditing.IsNewAwareAuditingHandler;
import org.springframework.data.mapping.callback.EntityCallbacks;
import org.springframework.data.mapping.context.PersistentEntities;
import org.springframework.data.mongodb.config.EnableMongoAuditing;
import org.springframework.data.mongodb.core.mapping.event.AuditingEntityCallback;
import org.springframework.data.mongodb.core.mapping.event.BeforeConvertCallback;

/**
 * Auditing and a before-convert callback, in an application of their own (they take every save of
 * every type to Spring's path): set up as a Boot application does on the module's side, by hand on
 * plain Spring Data's, with the same clock.
 */
@SpringBootTest(classes = {ParityApplication.class, HooksTest.Hooks.class},
        properties = {"spring.data.mongodb.database=" + ParityApplication.MODULE_DATABASE,
                "spring.mongodb.database=" + ParityApplication.MODULE_DATABASE})
class HooksTest extends SideBySide {
    static final Instant NOW = Instant.parse("2026-01-02T03:04:05.678Z");
    static final ObjectId ID = new ObjectId("65a1b2c3d4e5f60718293a77");

    @Configuration
    @EnableMongoAuditing(dateTimeProviderRef = "clock")
    static class Hooks {
        @Bean
        DateTimeProvider clock() {
            return () -> Optional.of(NOW);
        }

        @Bean
        BeforeConvertCallback<Note> shout() {
            return new Shout();
        }
    }

    /** Upper-cases a note's text before Spring converts it. */
    static final class Shout implements BeforeConvertCallback<Note> {
        @Override
        public Note onBeforeConvert(Note note, String collection) {
            return new Note(note.id(), note.text().toUpperCase(java.util.Locale.ROOT), note.created(), note.modified());
        }
    }

    @Override
    List<String> collections() {
        return List.of("notes");
    }

    @BeforeEach
    void plainHooks() {
        IsNewAwareAuditingHandler auditing = new IsNewAwareAuditingHandler(
                PersistentEntities.of(plain.template.getConverter().getMappingContext()));
        auditing.setDateTimeProvider(() -> Optional.of(NOW));
        plain.template.setEntityCallbacks(EntityCallbacks.create(new Shout(), new AuditingEntityCallback(() -> auditing)));
    }

    @Test
    void savesAreAuditedAndCalledBackAsPlainSpringDataDoes() {
        Note saved = sameThrough(NoteRepository.class, "save", repository -> repository.save(new Note(ID, "hello", null, null)));
        // a note with its id is not new to Spring: modified only
        assertEquals(new Note(ID, "HELLO", null, NOW), saved);
        sameStored("notes");
        sameThrough(NoteRepository.class, "save again", repository -> repository.save(new Note(ID, "again", NOW, null)));
        assertEquals(List.of("NEW", NOW, NOW), same("insert new", operations -> {
            Note inserted = operations.insert(new Note(null, "new", null, null));
            return List.of(inserted.text(), inserted.created(), inserted.modified());
        }));
        sameThrough(NoteRepository.class, "findAll", repository -> {
            List<String> texts = new ArrayList<>();
            repository.findAll().forEach(note -> texts.add(note.text() + " " + note.created() + " " + note.modified()));
            return texts;
        });
        same("stored ids aside", operations -> stored(operations, "notes").stream().map(document -> {
            document.remove("_id");
            return document;
        }).toList());
    }
}
