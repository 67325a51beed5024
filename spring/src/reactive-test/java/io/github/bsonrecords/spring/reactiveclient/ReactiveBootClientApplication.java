package io.github.bsonrecords.spring.reactiveclient;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A reactive application that defines nothing: Boot builds the reactive client, bson-records-spring customizes it. */
@SpringBootApplication
public class ReactiveBootClientApplication {
}
