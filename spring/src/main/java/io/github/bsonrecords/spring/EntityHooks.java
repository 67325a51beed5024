package io.github.bsonrecords.spring;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextRefreshedEvent;
import org.springframework.context.event.GenericApplicationListener;
import org.springframework.context.support.AbstractApplicationContext;
import org.springframework.core.ResolvableType;
import org.springframework.data.mapping.callback.EntityCallback;
import org.springframework.data.mongodb.core.mapping.event.AbstractMongoEventListener;
import org.springframework.data.mongodb.core.mapping.event.AfterConvertCallback;
import org.springframework.data.mongodb.core.mapping.event.AfterConvertEvent;
import org.springframework.data.mongodb.core.mapping.event.AfterLoadEvent;
import org.springframework.data.mongodb.core.mapping.event.AfterSaveCallback;
import org.springframework.data.mongodb.core.mapping.event.AfterSaveEvent;
import org.springframework.data.mongodb.core.mapping.event.BeforeConvertCallback;
import org.springframework.data.mongodb.core.mapping.event.BeforeConvertEvent;
import org.springframework.data.mongodb.core.mapping.event.BeforeSaveCallback;
import org.springframework.data.mongodb.core.mapping.event.BeforeSaveEvent;
import org.springframework.data.mongodb.core.mapping.event.MongoMappingEvent;
import org.springframework.data.mongodb.core.mapping.event.ReactiveAfterConvertCallback;

/**
 * Whether anything in the application context wants to take part in Spring's reads (or writes) of
 * a type: an {@code AbstractMongoEventListener} overriding one of the phase's methods, an
 * {@code ApplicationListener} of one of the phase's {@code MongoMappingEvent}s, an
 * {@code @EventListener} method (or another {@code GenericApplicationListener}) that takes one of the
 * phase's events for the type, or one of the phase's entity callbacks (auditing is a
 * {@code BeforeConvertCallback}). Such a type stays on Spring's path, which publishes those events
 * and calls those callbacks. What was found is looked at again when the context is refreshed, after
 * the {@code @EventListener} methods are registered.
 *
 * <p>Not counted: listeners of every event ({@code ApplicationEvent} or {@code Object}), which
 * would otherwise take every record off the codec path. For them, listen through
 * {@code AbstractMongoEventListener} or a mapping event type, or turn the codec path off
 * ({@code bson-records.codec-reads=false}, {@link BsonRecordsMongoTemplate#setCodecReadsEnabled}).
 */
final class EntityHooks {
    private final List<Class<?>> callbacks;
    private final Set<String> listenerMethods;
    private final List<Class<?>> events;
    private volatile ApplicationContext context;
    private volatile boolean eventsEnabled = true;
    private volatile boolean opaqueCallbacks;
    private volatile List<Class<?>> hookedTypes;
    private volatile List<GenericApplicationListener> eventTypeListeners = List.of();
    private final Map<Class<?>, Boolean> byType = new ConcurrentHashMap<>();
    /** What only a listener of every event takes. */
    private static final ResolvableType EVERY_EVENT = ResolvableType.forClass(ApplicationEvent.class);

    private EntityHooks(List<Class<?>> callbacks, Set<String> listenerMethods, List<Class<?>> events) {
        this.callbacks = callbacks;
        this.listenerMethods = listenerMethods;
        this.events = events;
    }

    /** What a read publishes and calls: {@code AfterLoadEvent}, {@code AfterConvertEvent}, {@code AfterConvertCallback}. */
    static EntityHooks reads() {
        return new EntityHooks(List.of(AfterConvertCallback.class), Set.of("onAfterLoad", "onAfterConvert"),
                List.of(AfterLoadEvent.class, AfterConvertEvent.class));
    }

    /**
     * What a reactive read publishes and calls: the same events, and {@code ReactiveAfterConvertCallback}
     * (the reactive template calls no other kind).
     */
    static EntityHooks reactiveReads() {
        return new EntityHooks(List.of(ReactiveAfterConvertCallback.class), Set.of("onAfterLoad", "onAfterConvert"),
                List.of(AfterLoadEvent.class, AfterConvertEvent.class));
    }

    /** What an insert publishes and calls: the before-convert, before-save and after-save events and callbacks. */
    static EntityHooks writes() {
        return new EntityHooks(List.of(BeforeConvertCallback.class, BeforeSaveCallback.class, AfterSaveCallback.class),
                Set.of("onBeforeConvert", "onBeforeSave", "onAfterSave"),
                List.of(BeforeConvertEvent.class, BeforeSaveEvent.class, AfterSaveEvent.class));
    }

    void context(ApplicationContext context) {
        this.context = context;
        reset();
        if (context instanceof ConfigurableApplicationContext configurable) {
            // @EventListener methods are registered after the singletons, so after this template
            configurable.addApplicationListener(new ApplicationListener<ContextRefreshedEvent>() {
                @Override
                public void onApplicationEvent(ContextRefreshedEvent event) {
                    reset();
                }
            });
        }
    }

    void eventsEnabled(boolean enabled) {
        this.eventsEnabled = enabled;
        reset();
    }

    /** Callbacks set on the template by hand, which cannot be inspected: every such call takes Spring's path. */
    void opaqueCallbacks() {
        this.opaqueCallbacks = true;
        reset();
    }

    boolean hooked(Class<?> type) {
        return opaqueCallbacks || byType.computeIfAbsent(type, this::find);
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
        for (GenericApplicationListener listener : eventTypeListeners) {
            for (Class<?> phase : events) {
                // the event as Spring types it for a record (a raw record type has no generics to fill)
                if (listener.supportsEventType(ResolvableType.forClassWithGenerics(phase, type))) {
                    return true;
                }
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
        for (EntityCallback<?> callback : current.getBeansOfType(EntityCallback.class, false, true).values()) {
            for (Class<?> phase : callbacks) {
                if (phase.isInstance(callback)) {
                    types.add(domainOf(ResolvableType.forClass(callback.getClass()).as(phase)));
                }
            }
        }
        eventTypeListeners = List.of();
        if (!eventsEnabled) {
            return types;
        }
        Set<ApplicationListener<?>> listeners = new LinkedHashSet<>();
        for (ApplicationListener<?> bean : current.getBeansOfType(ApplicationListener.class, false, true).values()) {
            listeners.add(bean);
        }
        if (current instanceof AbstractApplicationContext registering) {
            // @EventListener methods, and listeners added to the context rather than declared as beans
            listeners.addAll(registering.getApplicationListeners());
        }
        List<GenericApplicationListener> byEventType = new ArrayList<>();
        for (ApplicationListener<?> listener : listeners) {
            if (listener instanceof GenericApplicationListener generic) {
                if (!generic.supportsEventType(EVERY_EVENT)) {
                    byEventType.add(generic);
                }
                continue;
            }
            if (listener instanceof AbstractMongoEventListener<?>) {
                if (overridesPhase(listener.getClass())) {
                    types.add(domainOf(ResolvableType.forClass(listener.getClass()).as(AbstractMongoEventListener.class)));
                }
                continue;
            }
            ResolvableType event = ResolvableType.forClass(listener.getClass()).as(ApplicationListener.class).getGeneric(0);
            Class<?> eventClass = event.resolve();
            if (eventClass != null && MongoMappingEvent.class.isAssignableFrom(eventClass) && coversPhase(eventClass)) {
                types.add(domainOf(event.as(MongoMappingEvent.class)));
            }
        }
        eventTypeListeners = List.copyOf(byEventType);
        return types;
    }

    private boolean coversPhase(Class<?> eventClass) {
        for (Class<?> phase : events) {
            if (eventClass.isAssignableFrom(phase)) {
                return true;
            }
        }
        return false;
    }

    private static Class<?> domainOf(ResolvableType generic) {
        Class<?> domain = generic.getGeneric(0).resolve();
        return domain == null ? Object.class : domain;
    }

    private boolean overridesPhase(Class<?> listener) {
        for (Class<?> type = listener; type != AbstractMongoEventListener.class && type != null; type = type.getSuperclass()) {
            for (Method method : type.getDeclaredMethods()) {
                if (listenerMethods.contains(method.getName())) {
                    return true;
                }
            }
        }
        return false;
    }
}
