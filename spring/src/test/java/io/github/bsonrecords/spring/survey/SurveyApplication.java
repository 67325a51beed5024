package io.github.bsonrecords.spring.survey;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** An application with one repository, on Boot's own client, for the startup survey. */
@SpringBootApplication
public class SurveyApplication {
}
