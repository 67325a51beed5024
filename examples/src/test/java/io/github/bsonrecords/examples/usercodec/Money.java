package io.github.bsonrecords.examples.usercodec;

import java.math.BigDecimal;

/** A user type, not a record, written by the user's own {@link MoneyCodec}. */
public final class Money {
    private final BigDecimal amount;
    private final String currency;

    public Money(BigDecimal amount, String currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public BigDecimal amount() {
        return amount;
    }

    public String currency() {
        return currency;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Money money && amount.equals(money.amount) && currency.equals(money.currency);
    }

    @Override
    public int hashCode() {
        return amount.hashCode() * 31 + currency.hashCode();
    }

    @Override
    public String toString() {
        return amount + " " + currency;
    }
}
