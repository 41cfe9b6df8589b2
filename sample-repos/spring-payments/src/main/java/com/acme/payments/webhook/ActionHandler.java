package com.acme.payments.webhook;

import com.fasterxml.jackson.databind.JsonNode;

@FunctionalInterface
public interface ActionHandler {

    void handle(JsonNode payload);
}
