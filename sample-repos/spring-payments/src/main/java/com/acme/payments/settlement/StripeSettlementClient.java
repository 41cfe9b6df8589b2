package com.acme.payments.settlement;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
@Qualifier("stripe")
public class StripeSettlementClient implements SettlementClient {

    private static final Logger log = LoggerFactory.getLogger(StripeSettlementClient.class);

    @Value("${payments.provider.timeout}")
    private Duration timeout;

    @Value("${payments.stripe.base-url:https://api.stripe.com/v1}")
    private String baseUrl;

    private final ObjectMapper mapper;
    private final HttpClient http = HttpClient.newHttpClient();

    public StripeSettlementClient(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public String provider() {
        return ProviderNames.STRIPE;
    }

    @Override
    public SettlementResult capture(String paymentReference, long amountMinor, String currency) {
        StringBuilder form = new StringBuilder();
        form.append("amount_to_capture=").append(amountMinor);
        return send("/payment_intents/" + encode(paymentReference) + "/capture", form.toString(), currency);
    }

    @Override
    public SettlementResult refund(String paymentReference, long amountMinor, String currency) {
        StringBuilder form = new StringBuilder();
        form.append("payment_intent=").append(encode(paymentReference));
        form.append("&amount=").append(amountMinor);
        form.append("&reason=requested_by_customer");
        form.append("&metadata[currency]=").append(currency.toLowerCase(Locale.ROOT));
        return send("/refunds", form.toString(), currency);
    }

    private SettlementResult send(String path, String form, String currency) {
        String secret = System.getenv("STRIPE_SECRET_KEY");
        if (secret == null) {
            throw new IllegalStateException("STRIPE_SECRET_KEY must be set to call Stripe");
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(timeout)
                .header("Authorization", "Bearer " + secret)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode node = mapper.readTree(response.body());
            if (node.has("error")) {
                log.warn("Stripe {} failed: {}", path, node.get("error").get("message").asText());
                return new SettlementResult(provider(), null, 0, currency, SettlementResult.Status.REJECTED);
            }
            SettlementResult.Status status = switch (node.get("status").asText()) {
                case "succeeded" -> SettlementResult.Status.ACCEPTED;
                case "pending", "requires_action" -> SettlementResult.Status.PENDING;
                default -> SettlementResult.Status.REJECTED;
            };
            return new SettlementResult(provider(), node.get("id").asText(), node.get("amount").asLong(), currency, status);
        } catch (IOException e) {
            throw new UncheckedIOException("Stripe call failed: " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while calling Stripe", e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
