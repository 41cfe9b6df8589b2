package com.acme.payments.refund;

import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api")
public class RefundController {

    private final RefundService refundService;

    public RefundController(RefundService refundService) {
        this.refundService = refundService;
    }

    @GetMapping("/refunds/{id}")
    public ResponseEntity<Refund> get(@PathVariable("id") String id) {
        return refundService.find(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @GetMapping("/refunds")
    public List<Refund> list(
            @RequestParam("page") int page,
            @RequestParam(value = "size", defaultValue = "20") int size) {
        if (size > 200) {
            throw new IllegalArgumentException("size must not exceed 200");
        }
        return refundService.page(page, size);
    }

    @PostMapping("/refunds")
    public ResponseEntity<Refund> create(@RequestBody RefundRequest request) {
        Refund refund = refundService.issueRefund(request);
        return ResponseEntity.created(URI.create("/api/refunds/" + refund.id())).body(refund);
    }
}
