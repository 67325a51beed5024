package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.SealedHierarchies;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.RecordComponentElement;

/**
 * Each BSON name once per record: a field's name and aliases may be claimed by no other field, and
 * not be the discriminator key. (The extra-elements component claims no name.)
 */
final class NameClaims implements ComponentReader {
    private final Optional<Discriminator> discriminator;
    private final Map<String, RecordComponentElement> byBsonName = new HashMap<>();

    NameClaims(Optional<Discriminator> discriminator) {
        this.discriminator = discriminator;
    }

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        if (component.extraElements()) {
            return;
        }
        String bsonName = component.bsonName();
        RecordComponentElement clash = byBsonName.putIfAbsent(bsonName, site.component());
        if (clash != null) {
            site.report(Message.DUPLICATE_BSON_NAME, clash.getSimpleName(), site.name(), bsonName);
            site.reject();
            return;
        }
        if (discriminator.isPresent() && (bsonName.equals(discriminator.get().key())
                || component.aliases().contains(discriminator.get().key()))) {
            site.report(Message.DISCRIMINATOR_KEY_CLASH, site.name(), site.record().getSimpleName(),
                    discriminator.get().key(),
                    SealedHierarchies.hierarchiesAbove(site.record()).iterator().next().getSimpleName());
        }
        for (String alias : component.aliases()) {
            RecordComponentElement claimed = byBsonName.putIfAbsent(alias, site.component());
            if (claimed != null) {
                site.report(Message.DUPLICATE_ALIAS, site.name(), alias,
                        claimed == site.component() ? "itself" : "component " + claimed.getSimpleName());
            }
        }
    }
}
