package io.github.bsonrecords.spring.parity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.bson.Document;

/** Stored documents as both sides are compared: without plain Spring Data's {@code _class}, which the module does not write. */
public final class StoredDocuments {
    private StoredDocuments() {
    }

    public static List<Document> withoutClass(Iterable<Document> documents) {
        List<Document> copies = new ArrayList<>();
        for (Document document : documents) {
            copies.add(withoutClass(document));
        }
        return copies;
    }

    private static Document withoutClass(Document document) {
        Document copy = new Document();
        for (Map.Entry<String, Object> entry : document.entrySet()) {
            if (!entry.getKey().equals("_class")) {
                copy.put(entry.getKey(), withoutClass(entry.getValue()));
            }
        }
        return copy;
    }

    private static Object withoutClass(Object value) {
        if (value instanceof Document document) {
            return withoutClass(document);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(StoredDocuments::withoutClass).collect(Collectors.toList());
        }
        return value;
    }
}
