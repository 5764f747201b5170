"""Hooks for scripts/schemathesis: the fuzzer follows the API's contract where the contract asks
something of the client.

`Idempotency-Key` is documented as "a new key for each change" (the server answers 422 when one
key comes back with a different request, as the IETF draft asks). Left alone, schemathesis sends
the same short generated keys ("0", "!!!!") with unrelated requests, and every such request is a
correct 422 that hides the operation behind it. A valid key is replaced by a fresh UUID; an
invalid one (too long, spaces) is kept, so the server's refusal of bad keys is still tested.
"""

import re
import uuid

import schemathesis

VALID_KEY = re.compile(r"^[!-~]{1,200}$")


@schemathesis.hook
def map_case(context, case):
    # map_case runs in every phase (examples, coverage, fuzzing, stateful); map_headers does not.
    headers = case.headers or {}
    for name in list(headers):
        if name.lower() == "idempotency-key" and isinstance(headers[name], str) and VALID_KEY.match(headers[name]):
            headers[name] = str(uuid.uuid4())
    return case
