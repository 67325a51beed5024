package io.github.bsonrecords.benchmarks.e2e;

/** The rows of the reactive suite: {@code findAll} of the stored readings through each. */
public enum ReactiveContender {
    SPRING_DATA_TEMPLATE("Spring Data ReactiveMongoTemplate", false),
    SPRING_DATA_REPOSITORY("Spring Data reactive repository", false),
    CODEC_CONVERTER_TEMPLATE("ReactiveMongoTemplate on the codec converter (before: a reactive app with the module)", false),
    CODEC_CONVERTER_REPOSITORY("reactive repository on it (before)", false),
    MODULE_TEMPLATE("bson-records-spring BsonRecordsReactiveMongoTemplate", true),
    MODULE_REPOSITORY("bson-records-spring reactive repository", true),
    DRIVER_CODEC("reactive driver, collection typed with the record, generated codec", false);

    private final String description;
    private final boolean module;

    ReactiveContender(String description, boolean module) {
        this.description = description;
        this.module = module;
    }

    public String description() {
        return description;
    }

    /** The module's reactive reads, which must stay within 1.2x of {@link #DRIVER_CODEC}. */
    public boolean module() {
        return module;
    }
}
