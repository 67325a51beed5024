package io.github.bsonrecords.spring;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationListener;
import org.springframework.core.ResolvableType;
import org.springframework.data.mongodb.core.mapping.event.AbstractMongoEventListener;
import org.springframework.data.mongodb.core.mapping.event.AfterConvertCallback;
import org.springframework.data.mongodb.core.mapping.event.MongoMappingEvent;

/**
 * Whether anything in the application context wants to see a type's documents as Spring reads them:
 * an {@code AbstractMongoEventListener} overriding {@code onAfterLoad} or {@code onAfterConvert}, an
 * {@code ApplicationListener} of a {@code MongoMappingEvent}, or an {@code AfterConvertCallback}.
 * Reads of such a type stay on Spring's path, which publishes those events and calls those callbacks.
 *
 * <p>Not detected: {@code @EventListener} methods and listeners of {@code ApplicationEvent} or
 * {@code Object}. Turn the codec reads off for them with {@code spring.data.mongodb.bson-records.fast-reads=false}
 * or by listening through {@code AbstractMongoEventListener}.
 */
final class ReadHooks {
    private volatile ApplicationContext context;
    private volatile boolean eventsEnabled = true;
    private volatile boolean opaqueCallbacks;
    private volatile List<Class<?>> hookedTypes;
    private final Map<Class<?>, Boolean> byType = new ConcurrentHashMap<>();

    void context(ApplicationContext context) {
        this.context = context;
        reset();
    }

    void eventsEnabled(boolean enabled) {
        this.eventsEnabled = enabled;
        reset();
    }

    /** Callbacks set on the template by hand, which cannot be inspected: every read takes Spring's path. */
    void opaqueCallbacks() {
        this.opaqueCallbacks = true;
        reset();
    }

    boolean hooked(Class<?> type) {
        if (opaqueCallbacks) {
            return true;
        }
        return byType.computeIfAbsent(type, this::find);
    }

    private void reset() {
        hookedTypes = null;
        byType.clear();
    }

    private boolean find(Class<?> type) {
        List<Class<?>> types = hookedTypes;
        if (types == null) {
            types = scan();
            hookedTypes = types;
        }
        for (Class<?> hooked : types) {
            if (hooked.isAssignableFrom(type)) {
                return true;
            }
        }
        return false;
    }

    private List<Class<?>> scan() {
        ApplicationContext current = context;
        List<Class<?>> types = new ArrayList<>();
        if (current == null) {
            return types;
        }
        for (AfterConvertCallback<?> callback : current.getBeansOfType(AfterConvertCallback.class, false, true).values()) {
            types.add(domainOf(ResolvableType.forClass(callback.getClass()).as(AfterConvertCallback.class)));
        }
        if (!eventsEnabled) {
            return types;
        }
        for (ApplicationListener<?> listener : current.getBeansOfType(ApplicationListener.class, false, true).values()) {
            if (listener instanceof AbstractMongoEventListener<?> mongoListener) {
                if (overridesReadEvent(mongoListener.getClass())) {
                    types.add(domainOf(ResolvableType.forClass(listener.getClass()).as(AbstractMongoEventListener.class)));
                }
                continue;
            }
            ResolvableType event = ResolvableType.forClass(listener.getClass()).as(ApplicationListener.class).getGeneric(0);
            Class<?> eventClass = event.resolve();
            if (eventClass != null && MongoMappingEvent.class.isAssignableFrom(eventClass)) {
                types.add(domainOf(event.as(MongoMappingEvent.class)));
            }
        }
        return types;
    }

    private static Class<?> domainOf(ResolvableType generic) {
        Class<?> domain = generic.getGeneric(0).resolve();
        return domain == null ? Object.class : domain;
    }

    private static boolean overridesReadEvent(Class<?> listener) {
        for (Class<?> type = listener; type != AbstractMongoEventListener.class && type != null; type = type.getSuperclass()) {
            for (Method method : type.getDeclaredMethods()) {
                if (method.getName().equals("onAfterLoad") || method.getName().equals("onAfterConvert")) {
                    return true;
                }
            }
        }
        return false;
    }
}
