package io.github.bsonrecords.spring;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Function;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.util.ClassUtils;

/**
 * The fluent {@code query(Type.class)} chain, which repositories' derived and {@code @Query} methods
 * use, with its results read through the generated codec, for the blocking ({@code ExecutableFind}) and
 * the reactive ({@code ReactiveFind}) chain alike. A proxy follows Spring's own chain call by call:
 * {@code inCollection}, {@code matching} and {@code as} the domain type keep the codec read; the ends
 * its {@link FluentTerminals} run ({@code all}, the first and the one value, a stream) run it when the
 * query qualifies. Any other step ({@code as} another type, {@code map}, {@code distinct}, {@code near})
 * hands back Spring's chain, and {@code count}, {@code exists}, {@code scroll} and {@code tail} are
 * Spring's. Being a proxy over the interfaces, it works with the methods each Spring Data version declares.
 */
final class FluentCodecFind implements InvocationHandler {
    /** The interfaces whose nested interfaces make up the chains (by name: a blocking application has no Reactor). */
    private static final Set<String> CHAINS = Set.of("org.springframework.data.mongodb.core.ExecutableFindOperation",
            "org.springframework.data.mongodb.core.ReactiveFindOperation");
    /**
     * The proxy class's constructor for each class of Spring's chain (a handful of classes): building
     * the interface set and looking the proxy class up on every step cost more than the step itself.
     */
    private static final ClassValue<MethodHandle> PROXIES = new ClassValue<>() {
        @Override
        protected MethodHandle computeValue(Class<?> springChain) {
            return proxyConstructor(springChain);
        }
    };

    private final Object spring;
    private final Class<?> domainType;
    private final String collection;
    private final Query query;
    private final CodecReadable readable;
    private final FluentTerminals terminals;
    private final Function<Class<?>, String> collectionNames;

    private FluentCodecFind(Object spring, Class<?> domainType, String collection, Query query, CodecReadable readable,
            FluentTerminals terminals, Function<Class<?>, String> collectionNames) {
        this.spring = spring;
        this.domainType = domainType;
        this.collection = collection;
        this.query = query;
        this.readable = readable;
        this.terminals = terminals;
        this.collectionNames = collectionNames;
    }

    /** {@code spring}, the template's chain for {@code domainType}, as a proxy of the same interfaces. */
    static <F> F of(F spring, Class<?> domainType, CodecReadable readable, FluentTerminals terminals,
            Function<Class<?>, String> collectionNames) {
        @SuppressWarnings("unchecked")
        F proxy = (F) proxy(new FluentCodecFind(spring, domainType, null, new Query(), readable, terminals,
                collectionNames));
        return proxy;
    }

    private FluentCodecFind next(Object nextSpring, String nextCollection, Query nextQuery) {
        return new FluentCodecFind(nextSpring, domainType, nextCollection, nextQuery, readable, terminals, collectionNames);
    }

    private static Object proxy(FluentCodecFind handler) {
        try {
            return PROXIES.get(handler.spring.getClass()).invoke((InvocationHandler) handler);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("Cannot create the codec-reading proxy over " + handler.spring.getClass(), e);
        }
    }

    /** The constructor of the proxy class over the fluent find interfaces {@code springChain} implements. */
    private static MethodHandle proxyConstructor(Class<?> springChain) {
        Set<Class<?>> interfaces = new LinkedHashSet<>();
        for (Class<?> type : ClassUtils.getAllInterfacesForClassAsSet(springChain)) {
            if (type.getEnclosingClass() != null && CHAINS.contains(type.getEnclosingClass().getName())) {
                interfaces.add(type);
            }
        }
        if (interfaces.isEmpty()) {
            throw new IllegalStateException("Not a fluent find chain of Spring Data MongoDB: " + springChain);
        }
        @SuppressWarnings("deprecation") // getProxyClass: the class once, its instances through the constructor
        Class<?> proxyClass = Proxy.getProxyClass(interfaces.iterator().next().getClassLoader(),
                interfaces.toArray(Class<?>[]::new));
        try {
            return MethodHandles.publicLookup().findConstructor(proxyClass, MethodType.methodType(void.class,
                    InvocationHandler.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalStateException("No constructor on the proxy class " + proxyClass, e);
        }
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return objectMethod(proxy, method, args);
        }
        if (method.isDefault() && isOver(method, "one", "first") || isMatchingCriteria(method)) {
            // defaults over the methods below, so that they read through the codec too
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        String name = method.getName();
        int arguments = method.getParameterCount();
        if (arguments == 0 && readable.query(query, domainType)) {
            Object result = terminals.run(name, query, domainType, collection());
            if (result != FluentTerminals.SPRINGS) {
                return result;
            }
        }
        Object next = call(spring, method, args);
        if (name.equals("inCollection") && arguments == 1) {
            return proxy(next(next, (String) args[0], query));
        }
        if (name.equals("matching") && arguments == 1 && args[0] instanceof Query matching) {
            return proxy(next(next, collection, matching));
        }
        if (name.equals("as") && arguments == 1 && args[0] == domainType
                && method.getDeclaringClass().getSimpleName().equals("FindWithProjection")) {
            return proxy(next(next, collection, query));
        }
        return next;
    }

    private String collection() {
        return collection != null ? collection : collectionNames.apply(domainType);
    }

    private static boolean isOver(Method method, String... names) {
        for (String name : names) {
            if (method.getName().equals(name) && method.getParameterCount() == 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean isMatchingCriteria(Method method) {
        return method.isDefault() && method.getName().equals("matching") && method.getParameterCount() == 1
                && method.getParameterTypes()[0] != Query.class
                && method.getDeclaringClass().getSimpleName().equals("FindWithQuery");
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private Object objectMethod(Object proxy, Method method, Object[] args) {
        return switch (method.getName()) {
            case "equals" -> proxy == args[0];
            case "hashCode" -> System.identityHashCode(proxy);
            default -> "codec-reading " + spring;
        };
    }
}
