#!/usr/bin/env python3
"""Writes the signed Stripe webhook fixtures for Tests/WishesTests/StripeGatewayTests.swift.

    pip install stripe==16.1.0
    python3 scripts/stripe-fixtures.py

Each fixture, Tests/WishesTests/Fixtures/stripe/<name>.json, is
    {"payload": "<the exact body>", "header": "<Stripe-Signature>", "secret": "...", "timestamp": ...}
The payloads have the shape of real Stripe events (an Event wrapping a Checkout Session, as
Stripe posts them: pretty-printed, UTF-8). The signatures come from the stripe package's own
code (stripe.WebhookSignature), so Satchel's verifier is checked against Stripe's, and every
fixture is read back through stripe.Webhook.construct_event before it is written.
Output is deterministic: fixed ids, secret and timestamps; re-running changes nothing.
"""

import json
import pathlib
import sys

import stripe  # tested with stripe==16.1.0
from stripe import Webhook, WebhookSignature

SECRET = "whsec_test_satchel"
OLD_SECRET = "whsec_test_satchel_rolled_away"
TIMESTAMP = 1763800000  # when the fixtures were "signed"; tests pass `now` relative to it
API_VERSION = "2025-10-29.clover"
OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "WishesTests" / "Fixtures" / "stripe"

DONATION = "9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10"


def session(session_id, *, amount, currency, status, payment_status, payment_intent,
            donation=DONATION, methods=("card",)):
    """A Checkout Session object with the fields Stripe sends (2025 API shape)."""
    return {
        "id": session_id,
        "object": "checkout.session",
        "adaptive_pricing": {"enabled": True},
        "after_expiration": None,
        "allow_promotion_codes": None,
        "amount_subtotal": amount,
        "amount_total": amount,
        "automatic_tax": {"enabled": False, "liability": None, "provider": None, "status": None},
        "billing_address_collection": None,
        "cancel_url": "https://satchel.example/wishes/w/42/fund?cancelled=1",
        "client_reference_id": donation,
        "client_secret": None,
        "collected_information": None,
        "consent": None,
        "consent_collection": None,
        "created": TIMESTAMP - 900,
        "currency": currency,
        "currency_conversion": None,
        "custom_fields": [],
        "custom_text": {"after_submit": None, "shipping_address": None, "submit": None,
                        "terms_of_service_acceptance": None},
        "customer": None,
        "customer_creation": "if_required",
        "customer_details": None if status == "expired" else {
            "address": {"city": None, "country": "CZ", "line1": None, "line2": None,
                        "postal_code": None, "state": None},
            "email": "jiri.novak@example.org",
            "name": "Jiří Novák",
            "phone": None,
            "tax_exempt": "none",
            "tax_ids": [],
        },
        "customer_email": None,
        "discounts": [],
        "expires_at": TIMESTAMP + 85500,
        "invoice": None,
        "invoice_creation": {"enabled": False, "invoice_data": {
            "account_tax_ids": None, "custom_fields": None, "description": None, "footer": None,
            "issuer": None, "metadata": {}, "rendering_options": None}},
        "livemode": False,
        "locale": None,
        "metadata": {"donation_id": donation},
        "mode": "payment",
        "origin_context": None,
        "payment_intent": payment_intent,
        "payment_link": None,
        "payment_method_collection": "if_required",
        "payment_method_configuration_details": None,
        "payment_method_options": {"card": {"request_three_d_secure": "automatic"}},
        "payment_method_types": list(methods),
        "payment_status": payment_status,
        "permissions": None,
        "phone_number_collection": {"enabled": False},
        "recovered_from": None,
        "saved_payment_method_options": None,
        "setup_intent": None,
        "shipping_address_collection": None,
        "shipping_cost": None,
        "shipping_options": [],
        "status": status,
        "submit_type": None,
        "subscription": None,
        "success_url": "https://satchel.example/wishes/w/42/fund/thanks",
        "total_details": {"amount_discount": 0, "amount_shipping": 0, "amount_tax": 0},
        "ui_mode": "hosted",
        "url": None,
        "wallet_options": None,
    }


def event(event_id, event_type, obj):
    return {
        "id": event_id,
        "object": "event",
        "api_version": API_VERSION,
        "created": TIMESTAMP - 2,
        "data": {"object": obj},
        "livemode": False,
        "pending_webhooks": 1,
        "request": {"id": None, "idempotency_key": None},
        "type": event_type,
    }


def payment_intent_created():
    return {
        "id": "pi_3SatchelOtherEvt0Qw1Ab",
        "object": "payment_intent",
        "amount": 50000,
        "amount_capturable": 0,
        "amount_received": 0,
        "capture_method": "automatic_async",
        "client_secret": "pi_3SatchelOtherEvt0Qw1Ab_secret_fixture",
        "confirmation_method": "automatic",
        "created": TIMESTAMP - 5,
        "currency": "czk",
        "livemode": False,
        "metadata": {"donation_id": DONATION},
        "payment_method_types": ["card"],
        "status": "requires_payment_method",
    }


EVENTS = {
    "completed_paid": event(
        "evt_1SatchelCompletedPaid01", "checkout.session.completed",
        session("cs_test_a1SatchelCompletedPaid", amount=50000, currency="czk", status="complete",
                payment_status="paid", payment_intent="pi_3SatchelCompletedPaid01")),
    "completed_unpaid": event(
        "evt_1SatchelCompletedUnpaid1", "checkout.session.completed",
        session("cs_test_a1SatchelCompletedUnpaid", amount=120000, currency="sek", status="complete",
                payment_status="unpaid", payment_intent="pi_3SatchelDelayedSepa001",
                methods=("card", "sepa_debit"))),
    "async_succeeded": event(
        "evt_1SatchelAsyncSucceeded1", "checkout.session.async_payment_succeeded",
        session("cs_test_a1SatchelCompletedUnpaid", amount=120000, currency="sek", status="complete",
                payment_status="paid", payment_intent="pi_3SatchelDelayedSepa001",
                methods=("card", "sepa_debit"))),
    "async_failed": event(
        "evt_1SatchelAsyncFailed0001", "checkout.session.async_payment_failed",
        session("cs_test_a1SatchelAsyncFailed", amount=2500, currency="eur", status="complete",
                payment_status="unpaid", payment_intent="pi_3SatchelAsyncFailed001",
                methods=("card", "sepa_debit"))),
    "expired": event(
        "evt_1SatchelExpired00000001", "checkout.session.expired",
        session("cs_test_a1SatchelExpired", amount=1999, currency="usd", status="expired",
                payment_status="unpaid", payment_intent=None)),
    "other_event": event("evt_1SatchelOtherEvent00001", "payment_intent.created", payment_intent_created()),
    "two_signatures": event(
        "evt_1SatchelTwoSignatures01", "checkout.session.completed",
        session("cs_test_a1SatchelTwoSignatures", amount=50000, currency="czk", status="complete",
                payment_status="paid", payment_intent="pi_3SatchelTwoSignatures1")),
}


def body(evt):
    # Stripe posts events pretty-printed with two-space indents and raw UTF-8.
    return json.dumps(evt, indent=2, ensure_ascii=False)


def header(name, payload):
    if name == "two_signatures":
        # While a secret is being rolled Stripe signs with both: an old v1, the current v1 and
        # (test mode) a v0 that verifiers must ignore.
        signed = f"{TIMESTAMP}.{payload}"
        old = WebhookSignature._compute_signature(signed, OLD_SECRET)
        new = WebhookSignature._compute_signature(signed, SECRET)
        return f"t={TIMESTAMP},v1={old},v1={new},v0={'0' * 64}"
    return WebhookSignature.generate_signature_header(payload, SECRET, timestamp=TIMESTAMP)


def main():
    print(f"stripe {stripe.VERSION}")
    OUT.mkdir(parents=True, exist_ok=True)
    for name, evt in EVENTS.items():
        payload = body(evt)
        sig = header(name, payload)
        # Stripe's own verifier accepts it (tolerance=None: the fixed timestamp is in the past),
        # and rejects it with a byte changed.
        constructed = Webhook.construct_event(payload, sig, SECRET, tolerance=None)
        assert constructed.id == evt["id"] and constructed.type == evt["type"]
        try:
            Webhook.construct_event(payload.replace('"livemode": false', '"livemode": true', 1),
                                    sig, SECRET, tolerance=None)
        except stripe.SignatureVerificationError:
            pass
        else:
            sys.exit(f"{name}: stripe accepted a changed body")
        fixture = {"payload": payload, "header": sig, "secret": SECRET, "timestamp": TIMESTAMP}
        path = OUT / f"{name}.json"
        path.write_text(json.dumps(fixture, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(OUT.parent.parent.parent.parent)}")


if __name__ == "__main__":
    main()
