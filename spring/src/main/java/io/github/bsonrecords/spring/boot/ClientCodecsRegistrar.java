package io.github.bsonrecords.spring.boot;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import java.lang.reflect.Proxy;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.Ordered;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.ClassUtils;

/**
 * Registers a {@code MongoClientSettingsBuilderCustomizer} that puts the generated codecs in front of
 * the client's registry. Boot 3 and Boot 4 declare that interface in different packages, so this
 * jar, compiled against one of them, implements whichever is present with a proxy; it runs last
 * ({@link Ordered#LOWEST_PRECEDENCE}), so it wraps the registry other customizers set.
 */
class ClientCodecsRegistrar implements ImportBeanDefinitionRegistrar {
    static final String[] CUSTOMIZERS = {
        "org.springframework.boot.autoconfigure.mongo.MongoClientSettingsBuilderCustomizer",
        "org.springframework.boot.mongodb.autoconfigure.MongoClientSettingsBuilderCustomizer"};

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        ClassLoader loader = ClientCodecsRegistrar.class.getClassLoader();
        for (String name : CUSTOMIZERS) {
            if (ClassUtils.isPresent(name, loader) && !registry.containsBeanDefinition("bsonRecordsClientCodecs")) {
                Class<?> customizer = ClassUtils.resolveClassName(name, loader);
                RootBeanDefinition definition = new RootBeanDefinition();
                definition.setTargetType(customizer);
                definition.setBeanClass(customizer);
                definition.setInstanceSupplier(() -> customizer(customizer));
                registry.registerBeanDefinition("bsonRecordsClientCodecs", definition);
            }
        }
    }

    private static Object customizer(Class<?> type) {
        return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type, Ordered.class}, (proxy, method, args) ->
            switch (method.getName()) {
                case "customize" -> {
                    MongoClientSettings.Builder settings = (MongoClientSettings.Builder) args[0];
                    settings.codecRegistry(BsonRecords.registry(settings.build().getCodecRegistry()));
                    yield null;
                }
                case "getOrder" -> Ordered.LOWEST_PRECEDENCE;
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                case "toString" -> "bson-records: generated codecs first in the client's registry";
                default -> throw new UnsupportedOperationException(method.toString());
            });
    }
}
