package com.acme.payments.webhook;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/webhooks")
public class WebhookController {

    private static final Logger log = LoggerFactory.getLogger(WebhookController.class);
    /** Routed to the SIEM by the log shipper; keep the name stable. */
    private static final Logger securityLog = LoggerFactory.getLogger("security.webhooks");

    private final ObjectMapper mapper;
    private final WebhookRouter router;

    public WebhookController(ObjectMapper mapper, WebhookRouter router) {
        this.mapper = mapper;
        this.router = router;
    }

    @PostMapping("/{provider}")
    public ResponseEntity<Void> receive(
            @PathVariable("provider") String provider,
            @RequestHeader(value = "X-Signature", required = false) String signature,
            @RequestBody String body) throws JsonProcessingException {
        if (!signatureMatches(provider, body, signature)) {
            securityLog.warn("rejected {} webhook with bad signature", provider);
            return ResponseEntity.status(401).build();
        }
        JsonNode node = mapper.readTree(body);
        JsonNode type = node.get("type");
        if (type == null) {
            return ResponseEntity.badRequest().build();
        }
        router.route(provider, type.asText(), node.path("data"));
        return ResponseEntity.accepted().build();
    }

    private boolean signatureMatches(String provider, String body, String signature) {
        String secret = System.getenv("WEBHOOK_SECRET_" + provider.toUpperCase());
        if (secret == null || signature == null) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] expected = mac.doFinal(body.getBytes(StandardCharsets.UTF_8));
            return MessageDigest.isEqual(expected, HexFormat.of().parseHex(signature));
        } catch (NoSuchAlgorithmException | InvalidKeyException | IllegalArgumentException e) {
            log.error("signature check failed for {}", provider, e);
            return false;
        }
    }
}
