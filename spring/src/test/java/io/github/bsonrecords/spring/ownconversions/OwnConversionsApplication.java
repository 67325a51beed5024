package io.github.bsonrecords.spring.ownconversions;

import java.util.List;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;
import org.springframework.data.convert.WritingConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;

/** An application with its own {@code MongoCustomConversions}: a converter of its own and Spring's defaults. */
@SpringBootApplication
public class OwnConversionsApplication {
    /** A value type the application converts itself. */
    public record Code(String value) {
    }

    @WritingConverter
    static final class CodeToString implements Converter<Code, String> {
        @Override
        public String convert(Code source) {
            return "code:" + source.value();
        }
    }

    @ReadingConverter
    static final class StringToCode implements Converter<String, Code> {
        @Override
        public Code convert(String source) {
            return new Code(source.substring("code:".length()));
        }
    }

    @Bean
    MongoCustomConversions applicationsConversions() {
        return new MongoCustomConversions(List.of(new CodeToString(), new StringToCode()));
    }
}
