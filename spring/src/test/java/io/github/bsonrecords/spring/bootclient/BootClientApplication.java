package io.github.bsonrecords.spring.bootclient;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** An application that defines nothing: Boot builds the client, bson-records-spring customizes it. */
@SpringBootApplication
public class BootClientApplication {
}
