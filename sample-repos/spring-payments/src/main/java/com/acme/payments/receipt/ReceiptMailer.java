package com.acme.payments.receipt;

import java.util.HashMap;
import java.util.Map;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

/**
 * Renders the payment receipt mail. The template reads its model by name (${payment.amount},
 * ${merchant.name}, ${receiptUrl}): the names handed to setVariable exist only for it.
 */
public class ReceiptMailer {

    private final TemplateEngine templateEngine;

    public ReceiptMailer(TemplateEngine templateEngine) {
        this.templateEngine = templateEngine;
    }

    public String render(Object payment, Object merchant, String baseUrl) {
        Context context = new Context();
        context.setVariable("payment", payment);
        context.setVariable("merchant", merchant);
        context.setVariable("receiptUrl", baseUrl + "/receipts");
        return templateEngine.process("mail/receipt", context);
    }

    /** A record for the mail provider's API, not a template's model: nothing reads these names back. */
    public Map<String, Object> providerMetadata(String messageId) {
        Map<String, Object> meta = new HashMap<>();
        meta.put("messageId", messageId);
        meta.put("category", "receipt");
        meta.put("tracking", Boolean.FALSE);
        return meta;
    }
}
