package com.acme.payments.settlement;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
@Qualifier("adyen")
public class AdyenSettlementClient implements SettlementClient {

    private static final Logger log = LoggerFactory.getLogger(AdyenSettlementClient.class);

    private final HttpClient http;
    private final ObjectMapper mapper;
    private final Duration timeout;
    private final URI baseUri;
    private final String merchantAccount;
    private final String apiKey;

    public AdyenSettlementClient(
            ObjectMapper mapper,
            @Value("${payments.provider.timeout}") Duration timeout,
            @Value("${payments.adyen.base-url}") String baseUrl,
            @Value("${payments.adyen.merchant-account}") String merchantAccount) {
        this.mapper = mapper;
        this.timeout = timeout;
        this.baseUri = URI.create(baseUrl);
        this.merchantAccount = merchantAccount;
        this.apiKey = System.getenv("ADYEN_API_KEY");
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
        if (apiKey == null || apiKey.isBlank()) {
            log.warn("ADYEN_API_KEY is not set; calls to {} will be rejected", baseUri);
        }
    }

    @Override
    public String provider() {
        return ProviderNames.ADYEN;
    }

    @Override
    public SettlementResult capture(String paymentReference, long amountMinor, String currency) {
        return post("/payments/" + paymentReference + "/captures", amountMinor, currency);
    }

    @Override
    public SettlementResult refund(String paymentReference, long amountMinor, String currency) {
        return post("/payments/" + paymentReference + "/refunds", amountMinor, currency);
    }

    private SettlementResult post(String path, long amountMinor, String currency) {
        ObjectNode body = mapper.createObjectNode();
        body.put("merchantAccount", merchantAccount);
        body.put("reference", UUID.randomUUID().toString());
        body.putObject("amount").put("value", amountMinor).put("currency", currency);

        HttpRequest request = HttpRequest.newBuilder(baseUri.resolve(baseUri.getPath() + path))
                .timeout(timeout)
                .header("X-API-Key", apiKey == null ? "" : apiKey)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                .build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode node = mapper.readTree(response.body());
            if (response.statusCode() >= 400) {
                log.warn("Adyen rejected {} with {}: {}", path, response.statusCode(), node.path("message").asText());
                return new SettlementResult(provider(), null, amountMinor, currency, SettlementResult.Status.REJECTED);
            }
            String psp = node.get("pspReference").asText();
            long confirmed = node.get("amount").get("value").asLong();
            // Adyen answers "received": the outcome arrives later as a webhook.
            SettlementResult.Status status = "received".equals(node.path("status").asText())
                    ? SettlementResult.Status.PENDING
                    : SettlementResult.Status.ACCEPTED;
            log.info("Adyen {} accepted: psp={} amount={} {}", path, psp, confirmed, currency);
            return new SettlementResult(provider(), psp, confirmed, currency, status);
        } catch (IOException e) {
            throw new IllegalStateException("Adyen call failed for " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while calling Adyen", e);
        }
    }
}
