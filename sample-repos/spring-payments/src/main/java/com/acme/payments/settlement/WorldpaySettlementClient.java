package com.acme.payments.settlement;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/** Worldpay's legacy XML gateway. We only use it for merchant payouts and card captures in the US. */
@Service
@Qualifier(ProviderNames.WORLDPAY)
public class WorldpaySettlementClient implements SettlementClient {

    private static final Logger log = LoggerFactory.getLogger(WorldpaySettlementClient.class);
    private static final Pattern ORDER_CODE = Pattern.compile("orderCode=\"([^\"]+)\"");

    private final HttpClient http;
    private final URI endpoint;
    private final Duration timeout;

    public WorldpaySettlementClient(
            @Value("${payments.worldpay.endpoint}") String endpoint,
            @Value("${payments.provider.timeout}") Duration timeout) {
        this.endpoint = URI.create(endpoint);
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    @Override
    public String provider() {
        return ProviderNames.WORLDPAY;
    }

    @Override
    public SettlementResult capture(String paymentReference, long amountMinor, String currency) {
        return submit("capture", paymentReference, amountMinor, currency);
    }

    @Override
    public SettlementResult refund(String paymentReference, long amountMinor, String currency) {
        return submit("refund", paymentReference, amountMinor, currency);
    }

    @Override
    public SettlementResult transfer(String destinationAccount, long amountMinor, String currency) {
        return submit("payout", destinationAccount, amountMinor, currency);
    }

    private SettlementResult submit(String operation, String orderCode, long amountMinor, String currency) {
        StringBuilder xml = new StringBuilder(256);
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        xml.append("<paymentService version=\"1.4\" merchantCode=\"").append(merchantCode()).append("\">");
        xml.append("<modify><orderModification orderCode=\"").append(orderCode).append("\">");
        xml.append('<').append(operation).append('>');
        xml.append("<amount value=\"").append(amountMinor)
                .append("\" currencyCode=\"").append(currency)
                .append("\" exponent=\"2\"/>");
        xml.append("</").append(operation).append('>');
        xml.append("</orderModification></modify></paymentService>");

        HttpRequest request = HttpRequest.newBuilder(endpoint)
                .timeout(timeout)
                .header("Authorization", "Basic " + credentials())
                .header("Content-Type", "text/xml; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(xml.toString()))
                .build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            String body = response.body();
            if (response.statusCode() != 200 || body.contains("<error")) {
                log.error("Worldpay {} for {} failed with HTTP {}", operation, orderCode, response.statusCode());
                return new SettlementResult(provider(), null, amountMinor, currency, SettlementResult.Status.REJECTED);
            }
            Matcher m = ORDER_CODE.matcher(body);
            String reference = m.find() ? m.group(1) : orderCode;
            return new SettlementResult(provider(), reference, amountMinor, currency, SettlementResult.Status.PENDING);
        } catch (IOException e) {
            throw new IllegalStateException("Worldpay " + operation + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted during Worldpay " + operation, e);
        }
    }

    private static String merchantCode() {
        String code = System.getenv("WORLDPAY_MERCHANT_CODE");
        return code != null ? code : "ACMESHOPUSD";
    }

    private static String credentials() {
        String user = System.getenv("WORLDPAY_USERNAME");
        String password = System.getenv("WORLDPAY_PASSWORD");
        if (user == null || password == null) {
            throw new IllegalStateException("WORLDPAY_USERNAME and WORLDPAY_PASSWORD must be set");
        }
        return Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }
}
