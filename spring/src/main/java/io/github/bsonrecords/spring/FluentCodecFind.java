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
import org.springframework.data.mongodb.core.ExecutableFindOperation;
import org.springframework.data.mongodb.core.ExecutableFindOperation.ExecutableFind;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.util.ClassUtils;

/**
 * The fluent {@code query(Type.class)} chain, which repositories' derived and {@code @Query} methods
 * use, with its results read through the generated codec. A proxy follows Spring's own chain call by
 * call: {@code inCollection}, {@code matching} and {@code as} the domain type keep the codec read;
 * {@code all}, {@code oneValue}, {@code firstValue} and {@code stream} (and the default methods over
 * them) run it when the query qualifies. Any other step ({@code as} another type, {@code map},
 * {@code distinct}, {@code near}) hands back Spring's chain, and {@code count}, {@code exists} and
 * {@code scroll} are Spring's. Being a proxy over the interfaces, it works with the methods each
 * Spring Data version declares.
 */
final class FluentCodecFind implements InvocationHandler {
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
    private final CodecReads reads;
    private final MongoTemplate template;

    private FluentCodecFind(Object spring, Class<?> domainType, String collection, Query query, CodecReadable readable,
            CodecReads reads, MongoTemplate template) {
        this.spring = spring;
        this.domainType = domainType;
        this.collection = collection;
        this.query = query;
        this.readable = readable;
        this.reads = reads;
        this.template = template;
    }

    static <T> ExecutableFind<T> of(ExecutableFind<T> spring, Class<T> domainType, CodecReadable readable,
            CodecReads reads, MongoTemplate template) {
        @SuppressWarnings("unchecked")
        ExecutableFind<T> proxy = (ExecutableFind<T>) proxy(
                new FluentCodecFind(spring, domainType, null, new Query(), readable, reads, template));
        return proxy;
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
            if (type.getName().startsWith(ExecutableFindOperation.class.getName() + "$")) {
                interfaces.add(type);
            }
        }
        @SuppressWarnings("deprecation") // getProxyClass: the class once, its instances through the constructor
        Class<?> proxyClass = Proxy.getProxyClass(ExecutableFindOperation.class.getClassLoader(),
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
            String target = collection();
            switch (name) {
                case "all":
                    return reads.find(query, domainType, target);
                case "firstValue":
                    return reads.find(query, domainType, target, 1).stream().findFirst().orElse(null);
                case "oneValue":
                    return reads.oneValue(query, domainType, target);
                case "stream":
                    return reads.stream(query, domainType, target);
                default:
                    break;
            }
        }
        Object next = call(spring, method, args);
        if (name.equals("inCollection") && arguments == 1) {
            return proxy(new FluentCodecFind(next, domainType, (String) args[0], query, readable, reads, template));
        }
        if (name.equals("matching") && arguments == 1 && args[0] instanceof Query matching) {
            return proxy(new FluentCodecFind(next, domainType, collection, matching, readable, reads, template));
        }
        if (name.equals("as") && arguments == 1 && args[0] == domainType
                && method.getDeclaringClass() == ExecutableFindOperation.FindWithProjection.class) {
            return proxy(new FluentCodecFind(next, domainType, collection, query, readable, reads, template));
        }
        return next;
    }

    private String collection() {
        return collection != null ? collection : template.getCollectionName(domainType);
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
                && method.getDeclaringClass() == ExecutableFindOperation.FindWithQuery.class;
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
