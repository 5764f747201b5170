--
-- PostgreSQL database dump
--

\restrict B2qT78S2FPENxsc35whx6YYpN2U2XfY54z03V55vW8dJKLLsz90Rk0NQU5giRvS

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: _fluent_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public._fluent_migrations (
    id uuid NOT NULL,
    name text NOT NULL,
    batch bigint NOT NULL,
    created_at timestamp with time zone,
    updated_at timestamp with time zone
);


--
-- Name: auth_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.auth_tokens (
    id uuid NOT NULL,
    token_hash text NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    csrf_token text,
    keep_signed_in boolean NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_used_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: circle_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.circle_members (
    id uuid NOT NULL,
    circle_id uuid NOT NULL,
    member_id uuid NOT NULL,
    added_at timestamp with time zone NOT NULL
);


--
-- Name: circles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.circles (
    id uuid NOT NULL,
    owner_id uuid NOT NULL,
    name text NOT NULL,
    name_key text NOT NULL,
    color text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: eats_cuisine_stats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_cuisine_stats (
    cuisine text NOT NULL,
    rating_sum bigint NOT NULL,
    rating_count bigint NOT NULL
);


--
-- Name: eats_dishes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_dishes (
    id uuid NOT NULL,
    restaurant_id uuid NOT NULL,
    added_by uuid,
    name text NOT NULL,
    name_key text NOT NULL,
    description text NOT NULL,
    rating_sum bigint NOT NULL,
    rating_count bigint NOT NULL,
    energy_kcal double precision,
    protein_g double precision,
    fat_g double precision,
    carbohydrate_g double precision,
    nutrition_by uuid,
    nutrition_at timestamp with time zone,
    hidden boolean NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: eats_photos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_photos (
    id uuid NOT NULL,
    dish_id uuid NOT NULL,
    media_id uuid NOT NULL,
    added_by uuid NOT NULL,
    width bigint NOT NULL,
    height bigint NOT NULL,
    hidden boolean NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: eats_ratings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_ratings (
    id uuid NOT NULL,
    dish_id uuid NOT NULL,
    user_id uuid NOT NULL,
    stars bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: eats_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_reports (
    id uuid NOT NULL,
    subject text NOT NULL,
    subject_id uuid NOT NULL,
    reporter_id uuid NOT NULL,
    reason text NOT NULL,
    note text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: eats_restaurants; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_restaurants (
    id uuid NOT NULL,
    source_key text,
    added_by uuid,
    name text NOT NULL,
    name_key text NOT NULL,
    kind text NOT NULL,
    cuisines text NOT NULL,
    address text NOT NULL,
    lat double precision NOT NULL,
    lon double precision NOT NULL,
    country text,
    phone text,
    website text,
    opening_hours text,
    diets text NOT NULL,
    price_level bigint,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    lat_band bigint DEFAULT 0 NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    rating_sum bigint DEFAULT 0 NOT NULL,
    rating_count bigint DEFAULT 0 NOT NULL,
    hidden boolean DEFAULT false NOT NULL
);


--
-- Name: eats_review_votes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_review_votes (
    id uuid NOT NULL,
    review_id uuid NOT NULL,
    user_id uuid NOT NULL,
    helpful boolean NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: eats_reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_reviews (
    id uuid NOT NULL,
    dish_id uuid NOT NULL,
    author_id uuid NOT NULL,
    body text NOT NULL,
    helpful bigint NOT NULL,
    unhelpful bigint NOT NULL,
    helpfulness double precision NOT NULL,
    hidden boolean NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: friendships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.friendships (
    id uuid NOT NULL,
    pair_key text NOT NULL,
    requester_id uuid NOT NULL,
    addressee_id uuid NOT NULL,
    status text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    accepted_at timestamp with time zone
);


--
-- Name: funding_feed_hides; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.funding_feed_hides (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    wish_id uuid,
    person_id uuid,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: funding_ledger; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.funding_ledger (
    id uuid NOT NULL,
    funding_id uuid NOT NULL,
    donation_id uuid NOT NULL,
    kind text NOT NULL,
    amount_minor bigint NOT NULL,
    currency text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: funding_reconciliation_issues; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.funding_reconciliation_issues (
    id uuid NOT NULL,
    donation_id uuid NOT NULL,
    ledger_state text NOT NULL,
    gateway_state text NOT NULL,
    found_at timestamp with time zone NOT NULL
);


--
-- Name: invitations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invitations (
    id uuid NOT NULL,
    token_hash text NOT NULL,
    inviter_id uuid NOT NULL,
    accepted_by_id uuid,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    accepted_at timestamp with time zone,
    payload text,
    next_path text
);


--
-- Name: media; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.media (
    id uuid NOT NULL,
    sha256 text NOT NULL,
    owner_id uuid NOT NULL,
    subject_id uuid,
    purpose text NOT NULL,
    content_type text NOT NULL,
    byte_size bigint NOT NULL,
    width bigint NOT NULL,
    height bigint NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: notification_preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_preferences (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    inbox boolean NOT NULL,
    push boolean NOT NULL
);


--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    actor_id uuid,
    kind text NOT NULL,
    params text NOT NULL,
    link text,
    read_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: payment_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_events (
    id uuid NOT NULL,
    gateway text NOT NULL,
    event_id text NOT NULL,
    kind text NOT NULL,
    payment_ref text NOT NULL,
    outcome text NOT NULL,
    received_at timestamp with time zone NOT NULL
);


--
-- Name: payout_accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payout_accounts (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    holder text NOT NULL,
    kind text NOT NULL,
    account text NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: products; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.products (
    id uuid NOT NULL,
    sku text NOT NULL,
    search_key text NOT NULL,
    name text NOT NULL,
    brand text NOT NULL,
    category text NOT NULL,
    price_minor bigint,
    currency text,
    image_url text,
    link text,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: push_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_outbox (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    notification_id uuid,
    kind text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    link text,
    status text NOT NULL,
    attempts bigint NOT NULL,
    next_attempt_at timestamp with time zone NOT NULL,
    last_error text,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: sign_in_throttles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sign_in_throttles (
    id uuid NOT NULL,
    key text NOT NULL,
    failures bigint NOT NULL,
    window_started_at timestamp with time zone NOT NULL,
    locked_until timestamp with time zone
);


--
-- Name: simbank_payments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.simbank_payments (
    id uuid NOT NULL,
    idempotency_key text NOT NULL,
    amount_minor bigint NOT NULL,
    currency text NOT NULL,
    description text NOT NULL,
    return_url text NOT NULL,
    cancel_url text NOT NULL,
    state text NOT NULL,
    refund_key text,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: spot_calendar_feeds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.spot_calendar_feeds (
    user_id uuid NOT NULL,
    token text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: spot_lists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.spot_lists (
    id uuid NOT NULL,
    owner_id uuid NOT NULL,
    name text NOT NULL,
    name_key text NOT NULL,
    color text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: spot_reminders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.spot_reminders (
    id uuid NOT NULL,
    owner_id uuid NOT NULL,
    list_id uuid,
    title text NOT NULL,
    notes text NOT NULL,
    due_local text,
    time_zone text,
    due_at timestamp with time zone,
    repeat_rule text,
    alerted_due_at timestamp with time zone,
    place_lat double precision,
    place_lon double precision,
    place_label text,
    radius double precision,
    trigger text,
    min_lat double precision,
    max_lat double precision,
    min_lon double precision,
    max_lon double precision,
    presence text NOT NULL,
    stay_alerted boolean NOT NULL,
    inside_device text,
    anchor_day bigint,
    completed_due_local text,
    watching boolean NOT NULL,
    fired_at timestamp with time zone,
    done_at timestamp with time zone,
    ical_uid text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: spot_trackers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.spot_trackers (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    device_id text NOT NULL,
    fix_at timestamp with time zone NOT NULL,
    lat double precision NOT NULL,
    lon double precision NOT NULL,
    accuracy double precision NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id uuid NOT NULL,
    username text NOT NULL,
    email text NOT NULL,
    photo_id uuid,
    display_name text NOT NULL,
    password_hash text NOT NULL,
    search_key text NOT NULL,
    bio text NOT NULL,
    language text,
    is_admin boolean NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: wish_comments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_comments (
    id uuid NOT NULL,
    wish_id uuid NOT NULL,
    author_id uuid,
    body text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: wish_donations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_donations (
    id uuid NOT NULL,
    funding_id uuid NOT NULL,
    donor_id uuid,
    amount_minor bigint NOT NULL,
    currency text NOT NULL,
    anonymous boolean NOT NULL,
    state text NOT NULL,
    gateway text NOT NULL,
    payment_ref text,
    payment_url text,
    refund_ref text,
    created_at timestamp with time zone NOT NULL,
    confirmed_at timestamp with time zone
);


--
-- Name: wish_funding_circles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_funding_circles (
    id uuid NOT NULL,
    funding_id uuid NOT NULL,
    circle_id uuid NOT NULL
);


--
-- Name: wish_fundings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_fundings (
    id uuid NOT NULL,
    wish_id uuid NOT NULL,
    recipient_id uuid,
    target_minor bigint NOT NULL,
    currency text NOT NULL,
    deadline timestamp with time zone NOT NULL,
    why text NOT NULL,
    mode text NOT NULL,
    state text NOT NULL,
    audience text NOT NULL,
    public_token text,
    created_at timestamp with time zone NOT NULL,
    funded_at timestamp with time zone,
    ended_at timestamp with time zone
);


--
-- Name: wish_list_shares; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_list_shares (
    id uuid NOT NULL,
    list_id uuid NOT NULL,
    recipient_id uuid NOT NULL,
    accepted boolean NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: wish_lists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_lists (
    id uuid NOT NULL,
    name_key text NOT NULL,
    owner_id uuid NOT NULL,
    name text NOT NULL,
    occasion text NOT NULL,
    date text,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: wish_pledges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_pledges (
    id uuid NOT NULL,
    wish_id uuid NOT NULL,
    giver_id uuid NOT NULL,
    amount_minor bigint NOT NULL,
    bought boolean NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: wish_reservations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wish_reservations (
    id uuid NOT NULL,
    wish_id uuid NOT NULL,
    giver_id uuid NOT NULL,
    bought boolean NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: wishes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.wishes (
    id uuid NOT NULL,
    name_key text NOT NULL,
    owner_id uuid NOT NULL,
    list_id uuid,
    photo_id uuid,
    name text NOT NULL,
    price_minor bigint,
    currency text,
    store text NOT NULL,
    link text,
    notes text NOT NULL,
    quantity bigint NOT NULL,
    priority text NOT NULL,
    "position" bigint NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Data for Name: _fluent_migrations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public._fluent_migrations (id, name, batch, created_at, updated_at) FROM stdin;
b6ddc9ce-67b8-41c1-8c5d-f89f6f430bc6	SatchelCore.CreateUser	1	2026-11-26 00:40:37.233216+00	2026-11-26 00:40:37.233216+00
5043e7de-b261-4a75-af5a-67a30f3cf9fe	SatchelCore.CreateAuthToken	1	2026-11-26 00:40:37.238388+00	2026-11-26 00:40:37.238388+00
a454ed31-660b-4712-bc30-b4deb544f0c8	SatchelCore.CreateSignInThrottle	1	2026-11-26 00:40:37.242743+00	2026-11-26 00:40:37.242743+00
39990fde-e34f-431a-960d-d86129955633	SatchelCore.CreateFriendship	1	2026-11-26 00:40:37.247394+00	2026-11-26 00:40:37.247394+00
c00bb810-2f87-474a-b755-03d42e664211	SatchelCore.CreateInvitation	1	2026-11-26 00:40:37.252011+00	2026-11-26 00:40:37.252011+00
46e5953d-e699-45bd-bb11-6e3edbd12763	SatchelCore.CreateCircle	1	2026-11-26 00:40:37.258841+00	2026-11-26 00:40:37.258841+00
5eeb4407-9346-4007-a50c-7a42e0318c6a	SatchelCore.CreateNotification	1	2026-11-26 00:40:37.268761+00	2026-11-26 00:40:37.268761+00
fb7618d6-5827-4db4-b2f7-3a8984443446	SatchelCore.IndexNotificationsByUser	1	2026-11-26 00:40:37.271681+00	2026-11-26 00:40:37.271681+00
0da476d4-43be-4029-b7e0-57bde57c3b72	SatchelCore.CreateMedia	1	2026-11-26 00:40:37.275343+00	2026-11-26 00:40:37.275343+00
d0a966c7-8b90-4c2c-8c37-c934a6c0f221	SatchelCore.AddPayloadToInvitation	1	2026-11-26 00:40:37.27743+00	2026-11-26 00:40:37.27743+00
9e95c595-2311-42c5-bb6e-5516e1746da8	Wishes.CreateWishLists	1	2026-11-26 00:40:37.300318+00	2026-11-26 00:40:37.300318+00
771db31e-9204-4e24-bb87-f9436ad760e0	Wishes.CreateFunding	1	2026-11-26 00:40:37.331095+00	2026-11-26 00:40:37.331095+00
27397573-1609-4bf0-88ca-135175c7bd09	Wishes.CreateProducts	1	2026-11-26 00:40:37.334972+00	2026-11-26 00:40:37.334972+00
d4a49fc6-b097-49cf-833e-4262d5c0696d	Spots.CreateSpots	1	2026-11-26 00:40:37.353981+00	2026-11-26 00:40:37.353981+00
9d210bce-78d6-4c61-ac16-5185f613737d	Eats.CreateRestaurants	1	2026-11-26 00:40:37.360807+00	2026-11-26 00:40:37.360807+00
7d9b71ef-48f8-476e-bfa8-170ad151d36c	Eats.CreateDishes	1	2026-11-26 00:40:37.391639+00	2026-11-26 00:40:37.391639+00
\.


--
-- Data for Name: auth_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.auth_tokens (id, token_hash, user_id, kind, name, csrf_token, keep_signed_in, created_at, last_used_at, expires_at) FROM stdin;
\.


--
-- Data for Name: circle_members; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.circle_members (id, circle_id, member_id, added_at) FROM stdin;
a3ad74c4-e3b5-4fb0-8a3e-75a0a6f6b11a	f2b89a5e-a4f0-4035-9b64-63390cdf0ff8	af2a5d96-1682-4076-a247-553a12637b3a	2026-11-26 00:40:37.697159+00
513387f3-ea2f-4552-b606-9ab767dc71d1	1188c5a9-dcd2-43aa-8b1c-f352ceea460f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	2026-11-26 00:40:37.701502+00
533f784e-085b-4189-8c91-7f405ccee254	1188c5a9-dcd2-43aa-8b1c-f352ceea460f	2527e35f-2f51-4605-b84b-3910d62b99d9	2026-11-26 00:40:37.701502+00
bb86c1d5-ac13-49c8-9c78-87189d49b6f0	80119662-dd87-4e33-8cae-0b23032ac17e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:37.705752+00
\.


--
-- Data for Name: circles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.circles (id, owner_id, name, name_key, color, created_at) FROM stdin;
f2b89a5e-a4f0-4035-9b64-63390cdf0ff8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Family	family	#db2777	2026-11-26 00:40:37.697159+00
1188c5a9-dcd2-43aa-8b1c-f352ceea460f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Book club	book club	#16a34a	2026-11-26 00:40:37.701502+00
80119662-dd87-4e33-8cae-0b23032ac17e	2527e35f-2f51-4605-b84b-3910d62b99d9	Close friends	close friends	#2563eb	2026-11-26 00:40:37.705752+00
\.


--
-- Data for Name: eats_cuisine_stats; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_cuisine_stats (cuisine, rating_sum, rating_count) FROM stdin;
swedish	358	92
vietnamese	550	132
indian	381	96
burger	524	127
coffee_shop	460	113
ramen	461	115
czech	300	73
pizza	665	168
\.


--
-- Data for Name: eats_dishes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_dishes (id, restaurant_id, added_by, name, name_key, description, rating_sum, rating_count, energy_kcal, protein_g, fat_g, carbohydrate_g, nutrition_by, nutrition_at, hidden, created_at, updated_at) FROM stdin;
ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	b588c284-a984-4033-a370-33184762d964	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Tiramisu	tiramisu		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.078892+00	2026-11-26 00:40:41.078893+00
944453c5-ad4c-42cf-a9fb-b19d096c258e	23d2d63f-01f8-4863-9cb5-8a3161fda61f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Garlic naan	garlic naan		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.230253+00	2026-11-26 00:40:40.230254+00
e3e2e37d-17b2-4bbf-9764-a2b9bfc5132f	cce7b40c-c63d-4797-9c36-78d09e4172ff	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tiramisu	tiramisu		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.4582+00	2026-11-26 00:40:39.458201+00
109c6061-6774-4e3d-9f0d-5808f9fba066	9e0ec7d4-291d-4855-9b88-5d1e647e5240	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tonkotsu ramen	tonkotsu ramen		18	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:39.004763+00	f	2026-11-26 00:40:38.962713+00	2026-11-26 00:40:39.004764+00
26b5e135-05cc-4d71-8746-346b09c4fdb3	9e0ec7d4-291d-4855-9b88-5d1e647e5240	2527e35f-2f51-4605-b84b-3910d62b99d9	Shoyu ramen	shoyu ramen		5	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.007799+00	2026-11-26 00:40:39.0078+00
29e183aa-77f6-439d-9583-105c8162b9d7	b588c284-a984-4033-a370-33184762d964	392ec33c-5a67-4937-b948-a4a3eb886c22	Margherita	margherita		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:40.946323+00	f	2026-11-26 00:40:40.872901+00	2026-11-26 00:40:40.946324+00
9149aec7-1568-43ab-b1a0-009c2ac0d486	9e0ec7d4-291d-4855-9b88-5d1e647e5240	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Miso ramen	miso ramen		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.017865+00	2026-11-26 00:40:39.017866+00
b5584c26-3717-4ffc-a386-6849124a6333	673bebf5-7c21-4bef-9750-3afc823de39e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Köttbullar with lingonberries	kottbullar with lingonberries		9	2	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:39.557108+00	f	2026-11-26 00:40:39.501758+00	2026-11-26 00:40:39.557109+00
4d3d7bd4-430f-4690-abdb-4e8042eee399	d2a635ea-9fcc-4f6c-b987-8f50b3845114	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Bun cha	bun cha		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.905602+00	2026-11-26 00:40:39.905603+00
13d2d275-c36d-4fb1-b567-eac1fa77788d	9e0ec7d4-291d-4855-9b88-5d1e647e5240	392ec33c-5a67-4937-b948-a4a3eb886c22	Gyoza	gyoza		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.068872+00	2026-11-26 00:40:39.068873+00
cd02f959-33d0-416d-be66-6dc04f443af1	673bebf5-7c21-4bef-9750-3afc823de39e	392ec33c-5a67-4937-b948-a4a3eb886c22	Toast Skagen	toast skagen		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.561249+00	2026-11-26 00:40:39.56125+00
ae2d9a1b-da40-4c21-a920-34de174add79	23a89b84-0169-4157-8904-923dace63ff4	2527e35f-2f51-4605-b84b-3910d62b99d9	Karaage	karaage		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.81558+00	2026-11-26 00:40:40.815581+00
88c3770a-043c-4430-927d-6f1a8a071581	9e0ec7d4-291d-4855-9b88-5d1e647e5240	af2a5d96-1682-4076-a247-553a12637b3a	Karaage	karaage		15	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.121942+00	2026-11-26 00:40:39.121942+00
4b5a858d-3a08-4496-88f7-efbef16ed8dd	c75889eb-a779-4f84-b1d8-b96c58c97ce3	2527e35f-2f51-4605-b84b-3910d62b99d9	Flat white	flat white		13	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:40.505511+00	f	2026-11-26 00:40:40.45678+00	2026-11-26 00:40:40.505512+00
d0684285-0b88-443e-a324-0288a4334cb3	23d2d63f-01f8-4863-9cb5-8a3161fda61f	392ec33c-5a67-4937-b948-a4a3eb886c22	Mango lassi	mango lassi		12	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.281145+00	2026-11-26 00:40:40.281146+00
9985abcb-2a56-42a3-80f7-9cdb3d035ba3	673bebf5-7c21-4bef-9750-3afc823de39e	af2a5d96-1682-4076-a247-553a12637b3a	Pickled herring	pickled herring		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.641371+00	2026-11-26 00:40:39.641372+00
3376734e-6e8c-4cec-a628-d5dff30bd03e	cce7b40c-c63d-4797-9c36-78d09e4172ff	2527e35f-2f51-4605-b84b-3910d62b99d9	Margherita	margherita		24	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:39.229741+00	f	2026-11-26 00:40:39.18006+00	2026-11-26 00:40:39.229742+00
dc3604d9-17e9-47d2-bfc3-cdc7387636ed	d2a635ea-9fcc-4f6c-b987-8f50b3845114	2527e35f-2f51-4605-b84b-3910d62b99d9	Summer rolls	summer rolls		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.983036+00	2026-11-26 00:40:39.983037+00
9501921d-b798-4a83-aea9-c3c8c303fd8b	673bebf5-7c21-4bef-9750-3afc823de39e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Wallenbergare	wallenbergare		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.671918+00	2026-11-26 00:40:39.671919+00
a655e517-0c60-4936-87e5-c4992be47a41	cce7b40c-c63d-4797-9c36-78d09e4172ff	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Diavola	diavola		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.233514+00	2026-11-26 00:40:39.233515+00
978d22f8-7ddb-4830-a780-fe5880528843	23a89b84-0169-4157-8904-923dace63ff4	af2a5d96-1682-4076-a247-553a12637b3a	Miso ramen	miso ramen		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.727742+00	2026-11-26 00:40:40.727742+00
4266da52-a437-4821-8688-8c5264140f84	23d2d63f-01f8-4863-9cb5-8a3161fda61f	af2a5d96-1682-4076-a247-553a12637b3a	Butter chicken	butter chicken		14	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:40.127272+00	f	2026-11-26 00:40:40.068954+00	2026-11-26 00:40:40.127274+00
9d257f08-9cab-44f0-9a5c-6e9298b5b6df	cce7b40c-c63d-4797-9c36-78d09e4172ff	392ec33c-5a67-4937-b948-a4a3eb886c22	Quattro formaggi	quattro formaggi		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.316883+00	2026-11-26 00:40:39.316884+00
69cf7148-bfce-400d-88eb-b3ca6d67604a	673bebf5-7c21-4bef-9750-3afc823de39e	2527e35f-2f51-4605-b84b-3910d62b99d9	Kanelbulle	kanelbulle		12	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.758639+00	2026-11-26 00:40:39.75864+00
dcbc79f8-768d-49a2-8ad6-4cabe4555dad	4f6a6df7-fddd-4d1f-8554-336345859a2f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Cheeseburger	cheeseburger		13	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:40.356279+00	f	2026-11-26 00:40:40.333085+00	2026-11-26 00:40:40.356281+00
1ea0497c-a766-4eaa-9083-e95877037060	cce7b40c-c63d-4797-9c36-78d09e4172ff	af2a5d96-1682-4076-a247-553a12637b3a	Marinara	marinara		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.397986+00	2026-11-26 00:40:39.397987+00
4190ee58-ef90-413e-8495-7d24bcb4d284	23a89b84-0169-4157-8904-923dace63ff4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Tonkotsu ramen	tonkotsu ramen		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:40.684513+00	f	2026-11-26 00:40:40.624839+00	2026-11-26 00:40:40.684514+00
d959559e-d5a1-4831-8b3d-f0b193ebe38f	d2a635ea-9fcc-4f6c-b987-8f50b3845114	392ec33c-5a67-4937-b948-a4a3eb886c22	Pho bo	pho bo		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:39.885076+00	f	2026-11-26 00:40:39.842625+00	2026-11-26 00:40:39.885077+00
0a6080e4-da9f-43c2-9cb1-50aecf044976	23d2d63f-01f8-4863-9cb5-8a3161fda61f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Chana masala	chana masala		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.130575+00	2026-11-26 00:40:40.130576+00
d3aa64c7-935c-42c3-a4b4-17be56e1517c	d2a635ea-9fcc-4f6c-b987-8f50b3845114	af2a5d96-1682-4076-a247-553a12637b3a	Banh mi	banh mi		10	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:39.888448+00	2026-11-26 00:40:39.888449+00
1958ec73-d360-478e-8ed8-81503616fa2b	23d2d63f-01f8-4863-9cb5-8a3161fda61f	2527e35f-2f51-4605-b84b-3910d62b99d9	Palak paneer	palak paneer		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.190545+00	2026-11-26 00:40:40.190546+00
2f3b2024-a5e0-4fcf-9abf-d148ae87750a	4f6a6df7-fddd-4d1f-8554-336345859a2f	2527e35f-2f51-4605-b84b-3910d62b99d9	Veggie burger	veggie burger		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.365112+00	2026-11-26 00:40:40.365112+00
ffd1d77b-529e-42f9-92e2-23582bdea6f1	c75889eb-a779-4f84-b1d8-b96c58c97ce3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Cardamom bun	cardamom bun		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.508715+00	2026-11-26 00:40:40.508716+00
d3b72b6e-ad4f-4616-91f6-921b50f35cd0	4f6a6df7-fddd-4d1f-8554-336345859a2f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Sweet potato fries	sweet potato fries		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.405521+00	2026-11-26 00:40:40.405522+00
6d10bb7a-568e-46cb-a567-1add0a5498a0	c75889eb-a779-4f84-b1d8-b96c58c97ce3	392ec33c-5a67-4937-b948-a4a3eb886c22	Avocado toast	avocado toast		3	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.557778+00	2026-11-26 00:40:40.557779+00
8803a758-0a49-43d3-a345-9ba536959944	4f6a6df7-fddd-4d1f-8554-336345859a2f	392ec33c-5a67-4937-b948-a4a3eb886c22	Milkshake	milkshake		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.433358+00	2026-11-26 00:40:40.433359+00
385a7648-49f7-4eb3-bdd3-a16b697e9df3	c75889eb-a779-4f84-b1d8-b96c58c97ce3	af2a5d96-1682-4076-a247-553a12637b3a	Carrot cake	carrot cake		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.568253+00	2026-11-26 00:40:40.568253+00
834f0d68-bd21-497b-af84-ac87247be6bc	23a89b84-0169-4157-8904-923dace63ff4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Gyoza	gyoza		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.780078+00	2026-11-26 00:40:40.780079+00
6bc55a74-5eda-4364-a0c5-535e2ea30fc3	23a89b84-0169-4157-8904-923dace63ff4	392ec33c-5a67-4937-b948-a4a3eb886c22	Shoyu ramen	shoyu ramen		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.687543+00	2026-11-26 00:40:40.687544+00
eaf880f8-6648-4fde-afd9-28d10c0139d8	b588c284-a984-4033-a370-33184762d964	2527e35f-2f51-4605-b84b-3910d62b99d9	Marinara	marinara		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.025201+00	2026-11-26 00:40:41.025202+00
d166311c-497b-46fd-a1b3-c1f6af1f81a7	b588c284-a984-4033-a370-33184762d964	af2a5d96-1682-4076-a247-553a12637b3a	Diavola	diavola		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.949977+00	2026-11-26 00:40:40.949978+00
203754eb-ff00-49c2-82b2-8a1447161928	b588c284-a984-4033-a370-33184762d964	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Quattro formaggi	quattro formaggi		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:40.974265+00	2026-11-26 00:40:40.974266+00
858680f1-df5a-4508-acbb-138b1655955c	7abc808f-be65-4698-95d4-f7d269c4add5	af2a5d96-1682-4076-a247-553a12637b3a	Köttbullar with lingonberries	kottbullar with lingonberries		9	2	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:41.216455+00	f	2026-11-26 00:40:41.154664+00	2026-11-26 00:40:41.216456+00
3fbe21da-d19f-4f5e-a768-c90c018d3ab7	7abc808f-be65-4698-95d4-f7d269c4add5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Toast Skagen	toast skagen		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.220184+00	2026-11-26 00:40:41.220185+00
d4b4ef65-b7be-44d8-bff0-58d98e898910	7abc808f-be65-4698-95d4-f7d269c4add5	2527e35f-2f51-4605-b84b-3910d62b99d9	Pickled herring	pickled herring		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.277629+00	2026-11-26 00:40:41.27763+00
0c3825dd-96e6-4064-b841-e05aea091e8f	7abc808f-be65-4698-95d4-f7d269c4add5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Wallenbergare	wallenbergare		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.338592+00	2026-11-26 00:40:41.338593+00
34767800-a101-4324-bf94-ebd82d434e1a	7abc808f-be65-4698-95d4-f7d269c4add5	392ec33c-5a67-4937-b948-a4a3eb886c22	Kanelbulle	kanelbulle		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.407305+00	2026-11-26 00:40:41.407306+00
ba730f8e-2df0-4e95-8d7e-aa02542d82bf	fa4d7598-9a23-454c-b200-b4edf02fe153	392ec33c-5a67-4937-b948-a4a3eb886c22	Karaage	karaage		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.917552+00	2026-11-26 00:40:42.917553+00
2cdf681b-725a-455e-84ec-a2f8be86fe14	eeede213-a671-46c7-a008-1b1c8cb5671f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Pho bo	pho bo		15	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:41.511525+00	f	2026-11-26 00:40:41.470638+00	2026-11-26 00:40:41.511526+00
95c4cc89-63ef-474e-a22f-ce5e70209d75	8a974542-a41d-4abc-a1c2-c38537cb9255	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Cheeseburger	cheeseburger		22	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:42.138443+00	f	2026-11-26 00:40:42.055573+00	2026-11-26 00:40:42.138444+00
4197b901-234a-4efd-be2a-3b6e06594a46	eeede213-a671-46c7-a008-1b1c8cb5671f	2527e35f-2f51-4605-b84b-3910d62b99d9	Banh mi	banh mi		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.515104+00	2026-11-26 00:40:41.515106+00
9d6820c8-65ac-4868-bb80-7cd905c73480	37dbddef-b260-496b-a912-57911700a2ab	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho bo	pho bo		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:43.664092+00	f	2026-11-26 00:40:43.552372+00	2026-11-26 00:40:43.664094+00
4d52d8b5-1975-4fd5-83ac-5e6f2f11b97f	395b0184-6665-4831-a92f-20f846b2118d	2527e35f-2f51-4605-b84b-3910d62b99d9	Carrot cake	carrot cake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.560162+00	2026-11-26 00:40:42.560164+00
90f01a31-3530-43ff-8d3e-a08b89a306b6	8a974542-a41d-4abc-a1c2-c38537cb9255	392ec33c-5a67-4937-b948-a4a3eb886c22	Veggie burger	veggie burger		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.142043+00	2026-11-26 00:40:42.142044+00
213bf5c5-98b4-48fe-b267-21f6281e4f72	eeede213-a671-46c7-a008-1b1c8cb5671f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Bun cha	bun cha		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.590816+00	2026-11-26 00:40:41.590818+00
51873542-b271-47da-81e3-1e5aa0e98e02	67624498-c3e3-4075-9d47-40b01006dbd7	af2a5d96-1682-4076-a247-553a12637b3a	Tiramisu	tiramisu		11	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.251536+00	2026-11-26 00:40:43.251537+00
2f2bed06-3ff4-4915-8ab0-61d243e757f9	eeede213-a671-46c7-a008-1b1c8cb5671f	392ec33c-5a67-4937-b948-a4a3eb886c22	Summer rolls	summer rolls		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.661701+00	2026-11-26 00:40:41.661702+00
b3b64d7d-cd44-45cc-a047-61cfd0770f92	8a974542-a41d-4abc-a1c2-c38537cb9255	af2a5d96-1682-4076-a247-553a12637b3a	Sweet potato fries	sweet potato fries		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.169471+00	2026-11-26 00:40:42.169472+00
9e90bc01-4aa0-4cdb-9ccb-28d8bc952658	67624498-c3e3-4075-9d47-40b01006dbd7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Margherita	margherita		15	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:43.027863+00	f	2026-11-26 00:40:42.981293+00	2026-11-26 00:40:43.027865+00
9744b6fd-9829-4894-b416-519bf426c4cc	dc81064d-e331-4a78-8397-7c595761f2eb	2527e35f-2f51-4605-b84b-3910d62b99d9	Butter chicken	butter chicken		21	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:41.800658+00	f	2026-11-26 00:40:41.7216+00	2026-11-26 00:40:41.80066+00
18b15146-6c6c-43fd-ab48-3f20a0ab2366	fa4d7598-9a23-454c-b200-b4edf02fe153	af2a5d96-1682-4076-a247-553a12637b3a	Tonkotsu ramen	tonkotsu ramen		17	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:42.712304+00	f	2026-11-26 00:40:42.609834+00	2026-11-26 00:40:42.712306+00
f3dbdc8c-2922-460b-984b-02ff23d07181	8a974542-a41d-4abc-a1c2-c38537cb9255	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Milkshake	milkshake		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.239657+00	2026-11-26 00:40:42.239658+00
a14cbd4a-980a-4e55-ab5c-1735150468e1	dc81064d-e331-4a78-8397-7c595761f2eb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Chana masala	chana masala		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.804344+00	2026-11-26 00:40:41.804346+00
630723ee-74dc-4b66-a9ad-bfc8463d6994	471e0707-3da1-41aa-a2ab-f0dd0f80264d	af2a5d96-1682-4076-a247-553a12637b3a	Wallenbergare	wallenbergare		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.45046+00	2026-11-26 00:40:43.450461+00
c90fb93a-9d05-4fe9-9868-cbb90a6f7d6a	dc81064d-e331-4a78-8397-7c595761f2eb	392ec33c-5a67-4937-b948-a4a3eb886c22	Palak paneer	palak paneer		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.890383+00	2026-11-26 00:40:41.890384+00
d7356c01-7533-483e-8141-ea58c5eef3e5	fa4d7598-9a23-454c-b200-b4edf02fe153	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Shoyu ramen	shoyu ramen		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.71597+00	2026-11-26 00:40:42.715971+00
b6f70843-a604-410e-957c-6250cb95f50e	395b0184-6665-4831-a92f-20f846b2118d	392ec33c-5a67-4937-b948-a4a3eb886c22	Flat white	flat white		18	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:42.364202+00	f	2026-11-26 00:40:42.322521+00	2026-11-26 00:40:42.364204+00
9da94af6-42bf-4eca-b040-dca0f7b9fb38	dc81064d-e331-4a78-8397-7c595761f2eb	af2a5d96-1682-4076-a247-553a12637b3a	Garlic naan	garlic naan		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:41.965116+00	2026-11-26 00:40:41.965117+00
57507856-46f4-4997-a03a-66cd9bf2f4be	dc81064d-e331-4a78-8397-7c595761f2eb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Mango lassi	mango lassi		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.008944+00	2026-11-26 00:40:42.008945+00
429bc993-2206-43b8-80cf-ee8a5e9875fe	67624498-c3e3-4075-9d47-40b01006dbd7	2527e35f-2f51-4605-b84b-3910d62b99d9	Diavola	diavola		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.031387+00	2026-11-26 00:40:43.031388+00
e91c7eb5-bacf-4780-86de-22dcde7ed1af	471e0707-3da1-41aa-a2ab-f0dd0f80264d	2527e35f-2f51-4605-b84b-3910d62b99d9	Köttbullar with lingonberries	kottbullar with lingonberries		14	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:43.349416+00	f	2026-11-26 00:40:43.308698+00	2026-11-26 00:40:43.349418+00
6e29de9a-1c6c-4995-96ee-fa782b7b1de3	395b0184-6665-4831-a92f-20f846b2118d	af2a5d96-1682-4076-a247-553a12637b3a	Cardamom bun	cardamom bun		23	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.367812+00	2026-11-26 00:40:42.367814+00
4e2766fa-4b31-4fe7-8831-4f38d8ddd111	fa4d7598-9a23-454c-b200-b4edf02fe153	2527e35f-2f51-4605-b84b-3910d62b99d9	Miso ramen	miso ramen		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.779074+00	2026-11-26 00:40:42.779075+00
d0700892-abee-45b8-a1be-7cef6ebb3b02	67624498-c3e3-4075-9d47-40b01006dbd7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Quattro formaggi	quattro formaggi		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.089608+00	2026-11-26 00:40:43.089609+00
10379d3e-bd61-4501-b1a5-a9c9b07b62f7	395b0184-6665-4831-a92f-20f846b2118d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Avocado toast	avocado toast		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.454788+00	2026-11-26 00:40:42.454789+00
61688001-5462-47b9-90b5-bd65cf1d5f0c	fa4d7598-9a23-454c-b200-b4edf02fe153	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Gyoza	gyoza		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:42.849724+00	2026-11-26 00:40:42.849726+00
b3db2f17-0043-41cf-acd0-e0165b72b436	471e0707-3da1-41aa-a2ab-f0dd0f80264d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Toast Skagen	toast skagen		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.352887+00	2026-11-26 00:40:43.352888+00
828bb55c-cc89-4826-b3e3-ecbb40b5672f	37dbddef-b260-496b-a912-57911700a2ab	392ec33c-5a67-4937-b948-a4a3eb886c22	Banh mi	banh mi		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.667475+00	2026-11-26 00:40:43.667476+00
c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	67624498-c3e3-4075-9d47-40b01006dbd7	392ec33c-5a67-4937-b948-a4a3eb886c22	Marinara	marinara		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.142053+00	2026-11-26 00:40:43.142054+00
cad53cdd-353b-4a27-a9c9-f648e9fe3d27	37dbddef-b260-496b-a912-57911700a2ab	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Summer rolls	summer rolls		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.767199+00	2026-11-26 00:40:43.7672+00
3876b7e6-274e-4a0d-8062-fbaa28fa1faa	471e0707-3da1-41aa-a2ab-f0dd0f80264d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Kanelbulle	kanelbulle		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.487556+00	2026-11-26 00:40:43.487557+00
29e1f6bc-6130-49bf-abea-c925da1431ec	471e0707-3da1-41aa-a2ab-f0dd0f80264d	392ec33c-5a67-4937-b948-a4a3eb886c22	Pickled herring	pickled herring		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.37153+00	2026-11-26 00:40:43.371531+00
75ac7b29-f314-4baa-9c56-2879898f02cc	f5e40fc1-8ba3-4ca0-abc7-5272c6b373e0	2527e35f-2f51-4605-b84b-3910d62b99d9	Garlic naan	garlic naan		9	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.988546+00	2026-11-26 00:40:43.988547+00
d8ec3d03-a22b-40d9-99c8-476ee64a7e05	f5e40fc1-8ba3-4ca0-abc7-5272c6b373e0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Palak paneer	palak paneer		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.939279+00	2026-11-26 00:40:43.939281+00
78a27fd1-fad8-4495-af44-2a38e2a52f81	37dbddef-b260-496b-a912-57911700a2ab	af2a5d96-1682-4076-a247-553a12637b3a	Bun cha	bun cha		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.709778+00	2026-11-26 00:40:43.709779+00
a356d7a6-d034-4ee8-802d-d664f97ba8ab	f5e40fc1-8ba3-4ca0-abc7-5272c6b373e0	af2a5d96-1682-4076-a247-553a12637b3a	Chana masala	chana masala		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:43.882257+00	2026-11-26 00:40:43.882258+00
05599310-b40e-4f63-9afe-207659e03acc	f5e40fc1-8ba3-4ca0-abc7-5272c6b373e0	392ec33c-5a67-4937-b948-a4a3eb886c22	Butter chicken	butter chicken		18	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:43.878938+00	f	2026-11-26 00:40:43.817209+00	2026-11-26 00:40:43.878939+00
bea069b0-8e88-408d-8d27-ce332a590dd5	83ff02d4-b156-4448-b97e-3bcf57a83169	af2a5d96-1682-4076-a247-553a12637b3a	Cheeseburger	cheeseburger		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:44.116603+00	f	2026-11-26 00:40:44.086256+00	2026-11-26 00:40:44.116605+00
9fd8df5f-9f00-4295-82ff-1dae85c419e6	f5e40fc1-8ba3-4ca0-abc7-5272c6b373e0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Mango lassi	mango lassi		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.037846+00	2026-11-26 00:40:44.037848+00
bfea06e5-cc4e-446d-8636-67f12c700e59	83ff02d4-b156-4448-b97e-3bcf57a83169	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Veggie burger	veggie burger		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.119817+00	2026-11-26 00:40:44.119818+00
ae7529bb-d127-4258-8204-61e0b8372e35	83ff02d4-b156-4448-b97e-3bcf57a83169	2527e35f-2f51-4605-b84b-3910d62b99d9	Sweet potato fries	sweet potato fries		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.201567+00	2026-11-26 00:40:44.201568+00
3e124ffc-64ff-4b0d-8427-09ffc646c464	83ff02d4-b156-4448-b97e-3bcf57a83169	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Milkshake	milkshake		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.269976+00	2026-11-26 00:40:44.269977+00
0ce3ca30-37d7-4719-a48a-31c8ba744f55	e95d18b9-1e2f-477d-bb1f-8abbdfff73c1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Flat white	flat white		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:44.348822+00	f	2026-11-26 00:40:44.288829+00	2026-11-26 00:40:44.348823+00
9c5396a2-9151-48cc-bda9-e5cbfc43a48a	e95d18b9-1e2f-477d-bb1f-8abbdfff73c1	2527e35f-2f51-4605-b84b-3910d62b99d9	Cardamom bun	cardamom bun		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.352084+00	2026-11-26 00:40:44.352086+00
93878edc-bc86-41bf-9619-50e1a12b9e20	e95d18b9-1e2f-477d-bb1f-8abbdfff73c1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Avocado toast	avocado toast		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.424921+00	2026-11-26 00:40:44.424922+00
66e4ca72-8342-43d7-a3b8-802c864bbbe0	aa73692c-a51b-455f-bd8f-ee7760c423a9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Marinara	marinara		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.92655+00	2026-11-26 00:40:44.926551+00
eaa2afb3-3ecf-4188-b8b3-46556cec2d67	e95d18b9-1e2f-477d-bb1f-8abbdfff73c1	392ec33c-5a67-4937-b948-a4a3eb886c22	Carrot cake	carrot cake		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.453143+00	2026-11-26 00:40:44.453144+00
2200d78b-38c3-4ffc-87fe-33a3de6b22ca	cb7defb0-ba73-4082-b675-6d586d7b2548	2527e35f-2f51-4605-b84b-3910d62b99d9	Tonkotsu ramen	tonkotsu ramen		15	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:44.53844+00	f	2026-11-26 00:40:44.483684+00	2026-11-26 00:40:44.538441+00
5015408e-5bef-489b-9a6b-ca07c9df5498	d7cf0b5f-7618-42f0-8c4d-39142bc77be4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Veggie burger	veggie burger		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.878328+00	2026-11-26 00:40:45.878329+00
a7b5a22b-6a00-41a2-bf6e-e1c19c122cb4	aa73692c-a51b-455f-bd8f-ee7760c423a9	2527e35f-2f51-4605-b84b-3910d62b99d9	Tiramisu	tiramisu		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.969467+00	2026-11-26 00:40:44.969468+00
91422790-e6c0-4e32-8b5e-825c3284aefc	cb7defb0-ba73-4082-b675-6d586d7b2548	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Shoyu ramen	shoyu ramen		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.54166+00	2026-11-26 00:40:44.541661+00
c063c284-ac47-4536-9054-bb479f7b5520	af40c103-8f96-4af1-907c-a05c7760dc1f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Banh mi	banh mi		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.399548+00	2026-11-26 00:40:45.399549+00
25146611-7a0a-41d8-be6a-dd61ab83336e	13b42bec-4969-4dcc-a3ec-a0daeb863ce2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Palak paneer	palak paneer		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.659103+00	2026-11-26 00:40:45.659104+00
802f8c81-76a0-4af9-b2d6-f6039eb9553f	cb7defb0-ba73-4082-b675-6d586d7b2548	392ec33c-5a67-4937-b948-a4a3eb886c22	Miso ramen	miso ramen		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.596608+00	2026-11-26 00:40:44.596609+00
8e18c677-2436-42bd-a05c-848192e2b041	bd6f71de-3282-4068-8826-73a6bb354905	392ec33c-5a67-4937-b948-a4a3eb886c22	Köttbullar with lingonberries	kottbullar with lingonberries		17	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:45.07941+00	f	2026-11-26 00:40:45.032203+00	2026-11-26 00:40:45.079412+00
0162e4e3-219c-44b7-91a2-565d2a202cb1	cb7defb0-ba73-4082-b675-6d586d7b2548	af2a5d96-1682-4076-a247-553a12637b3a	Gyoza	gyoza		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.662641+00	2026-11-26 00:40:44.662642+00
f8625171-8020-4ccb-a5dd-399a87f37e3f	af40c103-8f96-4af1-907c-a05c7760dc1f	2527e35f-2f51-4605-b84b-3910d62b99d9	Bun cha	bun cha		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.454982+00	2026-11-26 00:40:45.454984+00
f9ccfe61-193a-425f-b8a5-61af2c965a98	bd6f71de-3282-4068-8826-73a6bb354905	af2a5d96-1682-4076-a247-553a12637b3a	Toast Skagen	toast skagen		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.082613+00	2026-11-26 00:40:45.082614+00
7592a1dc-7c58-4df2-ad70-a8e163257e1a	cb7defb0-ba73-4082-b675-6d586d7b2548	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Karaage	karaage		8	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.724471+00	2026-11-26 00:40:44.724514+00
c1cca2ed-00d5-400b-9b9e-95bbfb1741ee	13b42bec-4969-4dcc-a3ec-a0daeb863ce2	392ec33c-5a67-4937-b948-a4a3eb886c22	Garlic naan	garlic naan		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.72027+00	2026-11-26 00:40:45.720272+00
2ef654ad-f0f5-4a3e-a3ed-d787d5f55bed	aa73692c-a51b-455f-bd8f-ee7760c423a9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Margherita	margherita		18	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:44.81149+00	f	2026-11-26 00:40:44.750801+00	2026-11-26 00:40:44.811491+00
add94bfa-dc42-4f65-a1a9-4b6d44c96bd2	bd6f71de-3282-4068-8826-73a6bb354905	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Pickled herring	pickled herring		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.131831+00	2026-11-26 00:40:45.131832+00
6c5a6990-170b-43ce-9029-7b0d77ff5afb	aa73692c-a51b-455f-bd8f-ee7760c423a9	392ec33c-5a67-4937-b948-a4a3eb886c22	Diavola	diavola		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.814787+00	2026-11-26 00:40:44.814788+00
ff94a4b6-37b6-4f9b-b848-5e08d05d0cd1	5293e923-9875-4726-bf57-43659762a0c2	392ec33c-5a67-4937-b948-a4a3eb886c22	Cardamom bun	cardamom bun		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.070507+00	2026-11-26 00:40:46.070508+00
a5263261-4f77-4967-bb86-c4d89ca4b121	bd6f71de-3282-4068-8826-73a6bb354905	2527e35f-2f51-4605-b84b-3910d62b99d9	Wallenbergare	wallenbergare		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.180235+00	2026-11-26 00:40:45.180236+00
48418e23-8ae4-4b08-80dc-57423feb12dd	aa73692c-a51b-455f-bd8f-ee7760c423a9	af2a5d96-1682-4076-a247-553a12637b3a	Quattro formaggi	quattro formaggi		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:44.851468+00	2026-11-26 00:40:44.851469+00
e455d791-4848-4366-a778-5668728bf8fb	d7cf0b5f-7618-42f0-8c4d-39142bc77be4	392ec33c-5a67-4937-b948-a4a3eb886c22	Sweet potato fries	sweet potato fries		10	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.954409+00	2026-11-26 00:40:45.95441+00
17b1899d-e06f-4409-82b5-37ef790e9393	af40c103-8f96-4af1-907c-a05c7760dc1f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Summer rolls	summer rolls		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.497157+00	2026-11-26 00:40:45.497159+00
d9838a7c-4224-4536-b7ae-c2b896b7f02e	bd6f71de-3282-4068-8826-73a6bb354905	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Kanelbulle	kanelbulle		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.221689+00	2026-11-26 00:40:45.22169+00
4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	13b42bec-4969-4dcc-a3ec-a0daeb863ce2	af2a5d96-1682-4076-a247-553a12637b3a	Mango lassi	mango lassi		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.737708+00	2026-11-26 00:40:45.737709+00
c3116df4-781d-4702-bada-0e1b5cf12ef2	13b42bec-4969-4dcc-a3ec-a0daeb863ce2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Butter chicken	butter chicken		13	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:45.582317+00	f	2026-11-26 00:40:45.558181+00	2026-11-26 00:40:45.582319+00
cb401f52-d6bc-4ab5-a3ac-053a6ad8a1b6	af40c103-8f96-4af1-907c-a05c7760dc1f	af2a5d96-1682-4076-a247-553a12637b3a	Pho bo	pho bo		14	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:45.396356+00	f	2026-11-26 00:40:45.357651+00	2026-11-26 00:40:45.396357+00
29803277-7575-45e5-8984-714122d5f2db	966474e9-12cf-41a3-90c3-5cd52c64bc82	2527e35f-2f51-4605-b84b-3910d62b99d9	Gyoza	gyoza		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.413399+00	2026-11-26 00:40:46.4134+00
c5c146ac-abfa-4094-bff0-6f9799220bed	d7cf0b5f-7618-42f0-8c4d-39142bc77be4	af2a5d96-1682-4076-a247-553a12637b3a	Milkshake	milkshake		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.980643+00	2026-11-26 00:40:45.980644+00
2f2b081b-6bc5-48da-8abb-d379433d6e1a	13b42bec-4969-4dcc-a3ec-a0daeb863ce2	2527e35f-2f51-4605-b84b-3910d62b99d9	Chana masala	chana masala		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:45.585722+00	2026-11-26 00:40:45.585723+00
e14d5cc2-a9b2-4679-a9e8-bcbfdbcb9fee	966474e9-12cf-41a3-90c3-5cd52c64bc82	392ec33c-5a67-4937-b948-a4a3eb886c22	Tonkotsu ramen	tonkotsu ramen		14	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:46.231678+00	f	2026-11-26 00:40:46.208065+00	2026-11-26 00:40:46.23168+00
4240d615-bbea-4b35-b412-6d8f38322c28	d7cf0b5f-7618-42f0-8c4d-39142bc77be4	2527e35f-2f51-4605-b84b-3910d62b99d9	Cheeseburger	cheeseburger		18	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:45.875061+00	f	2026-11-26 00:40:45.808526+00	2026-11-26 00:40:45.875065+00
426930a7-11ac-445f-aa39-ef2417c32ab8	5293e923-9875-4726-bf57-43659762a0c2	af2a5d96-1682-4076-a247-553a12637b3a	Avocado toast	avocado toast		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.113158+00	2026-11-26 00:40:46.113159+00
2dca5234-8b92-4c32-b487-3e5ed0b2f9ea	5293e923-9875-4726-bf57-43659762a0c2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Flat white	flat white		14	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:46.067317+00	f	2026-11-26 00:40:46.025004+00	2026-11-26 00:40:46.067318+00
9834e90c-97c2-43d2-842b-75c417be81cd	966474e9-12cf-41a3-90c3-5cd52c64bc82	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Miso ramen	miso ramen		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.323995+00	2026-11-26 00:40:46.323996+00
8a6df0f2-a347-4259-b1de-1fee565f590a	5293e923-9875-4726-bf57-43659762a0c2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Carrot cake	carrot cake		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.18932+00	2026-11-26 00:40:46.189322+00
93be31a8-a71d-4d18-8b64-62809badad2e	966474e9-12cf-41a3-90c3-5cd52c64bc82	af2a5d96-1682-4076-a247-553a12637b3a	Shoyu ramen	shoyu ramen		23	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.234902+00	2026-11-26 00:40:46.234903+00
39aa9dcf-b1a9-49bc-ac7a-b5ff5d90c29d	664d208f-d464-43fc-a041-ce936bf0d314	2527e35f-2f51-4605-b84b-3910d62b99d9	Quattro formaggi	quattro formaggi		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.651551+00	2026-11-26 00:40:46.651552+00
f460d89c-77d0-487a-9e7f-6c2ec18b47c9	664d208f-d464-43fc-a041-ce936bf0d314	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Diavola	diavola		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.603192+00	2026-11-26 00:40:46.603193+00
eed4c664-0c23-48d4-8971-ac7b52b709a3	966474e9-12cf-41a3-90c3-5cd52c64bc82	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Karaage	karaage		12	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.463303+00	2026-11-26 00:40:46.463304+00
80c1e402-59b7-49db-ae53-8db3b1d3dc70	664d208f-d464-43fc-a041-ce936bf0d314	af2a5d96-1682-4076-a247-553a12637b3a	Margherita	margherita		18	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:46.599941+00	f	2026-11-26 00:40:46.539375+00	2026-11-26 00:40:46.599942+00
d26dae40-f662-4972-bb32-ac2f5f7cea4f	664d208f-d464-43fc-a041-ce936bf0d314	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Marinara	marinara		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.694067+00	2026-11-26 00:40:46.694068+00
083d0886-5fd7-4015-b411-8ac47bdf6deb	664d208f-d464-43fc-a041-ce936bf0d314	392ec33c-5a67-4937-b948-a4a3eb886c22	Tiramisu	tiramisu		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.711233+00	2026-11-26 00:40:46.711234+00
64363f37-b93c-4bc6-9848-fed3c91abbb1	95367456-a721-4f94-8807-c8efc816d028	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Köttbullar with lingonberries	kottbullar with lingonberries		16	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:46.821665+00	f	2026-11-26 00:40:46.766497+00	2026-11-26 00:40:46.821667+00
d96d1b03-30f4-4949-8dda-a77b0047e5aa	95367456-a721-4f94-8807-c8efc816d028	2527e35f-2f51-4605-b84b-3910d62b99d9	Toast Skagen	toast skagen		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.825243+00	2026-11-26 00:40:46.825244+00
16c26bb0-b3ff-4b89-a077-7fcb459ca547	95367456-a721-4f94-8807-c8efc816d028	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pickled herring	pickled herring		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.89212+00	2026-11-26 00:40:46.892121+00
06db030f-3627-4fbf-af73-abbf64b19d58	95367456-a721-4f94-8807-c8efc816d028	392ec33c-5a67-4937-b948-a4a3eb886c22	Wallenbergare	wallenbergare		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:46.937432+00	2026-11-26 00:40:46.937434+00
3a69478f-2e8d-403b-9210-07904843bb1c	7263f134-3612-4661-84e7-f658d80b02b5	2527e35f-2f51-4605-b84b-3910d62b99d9	Avocado toast	avocado toast		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.939548+00	2026-11-26 00:40:47.939549+00
36d764b1-fc56-4547-bf0f-a95fac22eb3f	21d11a53-85c1-420f-a47e-be785bf5fffc	2527e35f-2f51-4605-b84b-3910d62b99d9	Mango lassi	mango lassi		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.526219+00	2026-11-26 00:40:47.526222+00
f98f2bf8-dd20-494b-90f9-0813a5dc786a	95367456-a721-4f94-8807-c8efc816d028	af2a5d96-1682-4076-a247-553a12637b3a	Kanelbulle	kanelbulle		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.002991+00	2026-11-26 00:40:47.002992+00
66bc7ac5-f268-47c6-ab1d-d91879b7aed2	1b56cffd-890b-4e08-a805-b7088258d973	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho bo	pho bo		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:48.933804+00	f	2026-11-26 00:40:48.849271+00	2026-11-26 00:40:48.933806+00
9bdfb388-84c5-4b5e-9958-8c7a8eb14723	7263f134-3612-4661-84e7-f658d80b02b5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Carrot cake	carrot cake		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.976404+00	2026-11-26 00:40:47.976405+00
0c8336d0-d5ca-44b7-9af8-5c8f0a931917	0b2341b2-3b1f-4114-a4d1-fd69525d79db	2527e35f-2f51-4605-b84b-3910d62b99d9	Pho bo	pho bo		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:47.12645+00	f	2026-11-26 00:40:47.065316+00	2026-11-26 00:40:47.126451+00
4c567d03-7f46-44ba-af44-23fab6bc66db	dc74c492-55a5-4290-a745-176d9b45814d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Svíčková	svickova		10	2	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:48.316871+00	f	2026-11-26 00:40:48.274444+00	2026-11-26 00:40:48.316872+00
9210fe87-0b64-44a8-a310-a37c277e6d5f	0b2341b2-3b1f-4114-a4d1-fd69525d79db	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Banh mi	banh mi		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.134365+00	2026-11-26 00:40:47.134367+00
02fad3d2-7999-4580-929e-e791fc2d5f78	ceaa215a-0db5-4eac-b85b-26baa3594fd4	392ec33c-5a67-4937-b948-a4a3eb886c22	Cheeseburger	cheeseburger		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:47.67204+00	f	2026-11-26 00:40:47.581997+00	2026-11-26 00:40:47.672043+00
e6a8647e-81d3-4316-9801-4dfc9e5f7473	0b2341b2-3b1f-4114-a4d1-fd69525d79db	392ec33c-5a67-4937-b948-a4a3eb886c22	Bun cha	bun cha		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.186638+00	2026-11-26 00:40:47.186641+00
87f5afde-e288-453d-95f4-bcc8b47d5e17	3dd967b3-f521-4808-8a14-ed8a262aa47b	af2a5d96-1682-4076-a247-553a12637b3a	Marinara	marinara		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.712507+00	2026-11-26 00:40:48.712508+00
ed8ec84c-a375-4fea-96b4-48689958f1c6	0b2341b2-3b1f-4114-a4d1-fd69525d79db	af2a5d96-1682-4076-a247-553a12637b3a	Summer rolls	summer rolls		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.24027+00	2026-11-26 00:40:47.240273+00
e36910f1-4234-4860-8060-dd347a292b04	ceaa215a-0db5-4eac-b85b-26baa3594fd4	af2a5d96-1682-4076-a247-553a12637b3a	Veggie burger	veggie burger		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.675729+00	2026-11-26 00:40:47.675731+00
c1cecb90-32bd-4fa7-af63-a53753a2118f	ec8dde53-6e71-4c86-953a-d90cc7558645	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tonkotsu ramen	tonkotsu ramen		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:48.062206+00	f	2026-11-26 00:40:48.012869+00	2026-11-26 00:40:48.062207+00
46eebcba-7524-4fbb-b8a8-adf0773d0971	21d11a53-85c1-420f-a47e-be785bf5fffc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Butter chicken	butter chicken		24	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:47.341938+00	f	2026-11-26 00:40:47.261321+00	2026-11-26 00:40:47.34194+00
fa9f043f-a86c-4f54-88cc-24e6736831b9	3dd967b3-f521-4808-8a14-ed8a262aa47b	2527e35f-2f51-4605-b84b-3910d62b99d9	Margherita	margherita		12	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:48.574474+00	f	2026-11-26 00:40:48.549078+00	2026-11-26 00:40:48.574475+00
8c594ffb-2d80-4572-ab8f-a29b8dddd507	ceaa215a-0db5-4eac-b85b-26baa3594fd4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Sweet potato fries	sweet potato fries		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.712119+00	2026-11-26 00:40:47.71212+00
9aef000c-1e48-42d6-b619-9752907f9ff1	21d11a53-85c1-420f-a47e-be785bf5fffc	392ec33c-5a67-4937-b948-a4a3eb886c22	Chana masala	chana masala		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.345714+00	2026-11-26 00:40:47.345715+00
0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	dc74c492-55a5-4290-a745-176d9b45814d	2527e35f-2f51-4605-b84b-3910d62b99d9	Guláš	gulas		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.32018+00	2026-11-26 00:40:48.320181+00
37c703d5-39f0-4cf5-852c-fe1e84bc5cac	ceaa215a-0db5-4eac-b85b-26baa3594fd4	2527e35f-2f51-4605-b84b-3910d62b99d9	Milkshake	milkshake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.774029+00	2026-11-26 00:40:47.774032+00
c10086eb-5b6e-4045-9901-5302da173a7f	21d11a53-85c1-420f-a47e-be785bf5fffc	af2a5d96-1682-4076-a247-553a12637b3a	Palak paneer	palak paneer		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.414359+00	2026-11-26 00:40:47.414361+00
417737ff-1fa0-499d-b147-a55cc3fb4035	21d11a53-85c1-420f-a47e-be785bf5fffc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Garlic naan	garlic naan		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.485977+00	2026-11-26 00:40:47.485979+00
07356c73-dc8f-498b-a38e-1b2cc366115b	ec8dde53-6e71-4c86-953a-d90cc7558645	2527e35f-2f51-4605-b84b-3910d62b99d9	Shoyu ramen	shoyu ramen		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.065516+00	2026-11-26 00:40:48.065517+00
419f99a2-b4c9-422f-be2d-8f1fb9f83cbb	7263f134-3612-4661-84e7-f658d80b02b5	af2a5d96-1682-4076-a247-553a12637b3a	Flat white	flat white		12	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:47.897629+00	f	2026-11-26 00:40:47.852369+00	2026-11-26 00:40:47.89763+00
55295573-0f5c-440b-a6c3-147770f8511e	ec8dde53-6e71-4c86-953a-d90cc7558645	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Miso ramen	miso ramen		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.151683+00	2026-11-26 00:40:48.151684+00
d16da63d-2bb6-4af0-a41d-64683385a666	7263f134-3612-4661-84e7-f658d80b02b5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Cardamom bun	cardamom bun		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:47.901114+00	2026-11-26 00:40:47.901115+00
98827f89-1f38-4c0d-baae-6b9f25c93fb1	cdc30008-fdd9-47c5-aa15-77e06ceb0765	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Sweet potato fries	sweet potato fries		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.239718+00	2026-11-26 00:40:49.23972+00
3e9b27d2-c89e-426a-9189-ef51ebbbd7ee	dc74c492-55a5-4290-a745-176d9b45814d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Smažený sýr	smazeny syr		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.383911+00	2026-11-26 00:40:48.383912+00
c3703d3a-bd26-4f5b-ab71-2cc98d03d09e	ec8dde53-6e71-4c86-953a-d90cc7558645	392ec33c-5a67-4937-b948-a4a3eb886c22	Gyoza	gyoza		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.197351+00	2026-11-26 00:40:48.197352+00
9241950f-4a8b-4d66-ac25-15bedf33b965	3dd967b3-f521-4808-8a14-ed8a262aa47b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tiramisu	tiramisu		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.765193+00	2026-11-26 00:40:48.765194+00
b33527b5-0486-4190-aabe-5d4b251669db	ec8dde53-6e71-4c86-953a-d90cc7558645	af2a5d96-1682-4076-a247-553a12637b3a	Karaage	karaage		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.24774+00	2026-11-26 00:40:48.247741+00
f5853432-577a-4564-838a-0e140a2563b6	3dd967b3-f521-4808-8a14-ed8a262aa47b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Diavola	diavola		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.577921+00	2026-11-26 00:40:48.577922+00
1973900f-a5c0-4fae-96f3-1caf6fe37bae	dc74c492-55a5-4290-a745-176d9b45814d	392ec33c-5a67-4937-b948-a4a3eb886c22	Knedlíky	knedliky		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.428535+00	2026-11-26 00:40:48.428536+00
ddf1926a-ab95-48d4-be32-d9dc438d9dad	dc74c492-55a5-4290-a745-176d9b45814d	af2a5d96-1682-4076-a247-553a12637b3a	Trdelník	trdelnik		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.487494+00	2026-11-26 00:40:48.487495+00
b125411e-d05a-465f-9c6a-0b2a485e2b50	3dd967b3-f521-4808-8a14-ed8a262aa47b	392ec33c-5a67-4937-b948-a4a3eb886c22	Quattro formaggi	quattro formaggi		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.670883+00	2026-11-26 00:40:48.670884+00
d52698db-9c17-4ffb-badb-3217aff6748c	1b56cffd-890b-4e08-a805-b7088258d973	392ec33c-5a67-4937-b948-a4a3eb886c22	Banh mi	banh mi		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.937757+00	2026-11-26 00:40:48.937759+00
730d6cc2-5973-4c49-a924-2f97bb89d012	1b56cffd-890b-4e08-a805-b7088258d973	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Summer rolls	summer rolls		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.019388+00	2026-11-26 00:40:49.019389+00
bc8ba7eb-eb8c-40c0-82d1-a797546f1070	cdc30008-fdd9-47c5-aa15-77e06ceb0765	392ec33c-5a67-4937-b948-a4a3eb886c22	Cheeseburger	cheeseburger		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:49.162914+00	f	2026-11-26 00:40:49.07666+00	2026-11-26 00:40:49.162915+00
bed97805-1d0c-49fc-b4e4-29a01570e15f	1b56cffd-890b-4e08-a805-b7088258d973	af2a5d96-1682-4076-a247-553a12637b3a	Bun cha	bun cha		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:48.992061+00	2026-11-26 00:40:48.992063+00
27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	cdc30008-fdd9-47c5-aa15-77e06ceb0765	af2a5d96-1682-4076-a247-553a12637b3a	Veggie burger	veggie burger		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.166509+00	2026-11-26 00:40:49.16651+00
f8e20cc0-33bf-4ad4-82f4-2f184e03242e	fb52a43a-82c3-443e-bfd0-a4a60a1a4471	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Cardamom bun	cardamom bun		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.43024+00	2026-11-26 00:40:49.430242+00
2b322f1b-3335-4cee-946d-0775afe43b11	cdc30008-fdd9-47c5-aa15-77e06ceb0765	2527e35f-2f51-4605-b84b-3910d62b99d9	Milkshake	milkshake		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.309045+00	2026-11-26 00:40:49.309047+00
0dc65c34-29ce-45d6-a0cd-c2c627dc1816	fb52a43a-82c3-443e-bfd0-a4a60a1a4471	af2a5d96-1682-4076-a247-553a12637b3a	Flat white	flat white		13	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:49.426368+00	f	2026-11-26 00:40:49.397656+00	2026-11-26 00:40:49.426369+00
d248a74c-3651-444e-9808-626b64ecd750	fb52a43a-82c3-443e-bfd0-a4a60a1a4471	2527e35f-2f51-4605-b84b-3910d62b99d9	Avocado toast	avocado toast		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.485639+00	2026-11-26 00:40:49.485641+00
c67feb20-70cc-459a-bd6d-8d5f8afe9506	fb52a43a-82c3-443e-bfd0-a4a60a1a4471	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Carrot cake	carrot cake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.518768+00	2026-11-26 00:40:49.51877+00
00e49a6e-7604-420d-93b5-5968deed8ca6	f4b93799-91fe-4849-99e9-41ab7a915f02	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Svíčková	svickova		22	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:49.650053+00	f	2026-11-26 00:40:49.577069+00	2026-11-26 00:40:49.650055+00
ed8e69cf-d989-4da4-ab9b-1cb055747b76	f4b93799-91fe-4849-99e9-41ab7a915f02	2527e35f-2f51-4605-b84b-3910d62b99d9	Guláš	gulas		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.654325+00	2026-11-26 00:40:49.654326+00
c72611c1-a427-4037-a13c-96f9dfedcdcf	1abce3d0-ee59-434c-bd0d-5795e846f37a	af2a5d96-1682-4076-a247-553a12637b3a	Bun cha	bun cha		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.285668+00	2026-11-26 00:40:50.28567+00
af6d4f4c-1a21-44c7-99e8-2ca388f7c1b9	f4b93799-91fe-4849-99e9-41ab7a915f02	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Smažený sýr	smazeny syr		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.72847+00	2026-11-26 00:40:49.728471+00
c05473da-d057-4844-b1f2-65d14b27a0bd	475779fb-869b-4ece-97f6-5869d2baf771	af2a5d96-1682-4076-a247-553a12637b3a	Flat white	flat white		22	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:50.744295+00	f	2026-11-26 00:40:50.666833+00	2026-11-26 00:40:50.744298+00
85d5216a-91b2-453e-bc44-c661d7d97c52	f4b93799-91fe-4849-99e9-41ab7a915f02	392ec33c-5a67-4937-b948-a4a3eb886c22	Knedlíky	knedliky		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.768092+00	2026-11-26 00:40:49.768093+00
b0367943-8b2f-48d6-a7b0-db7d63669d71	2d8123e8-271b-4c60-8c94-d5476f332a9c	2527e35f-2f51-4605-b84b-3910d62b99d9	Milkshake	milkshake		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.852821+00	2026-11-26 00:40:51.852822+00
fe707cb6-1315-4dcf-80b1-f1b4a99c5bcd	f4b93799-91fe-4849-99e9-41ab7a915f02	af2a5d96-1682-4076-a247-553a12637b3a	Trdelník	trdelnik		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.821889+00	2026-11-26 00:40:49.82189+00
7c418812-cf46-4c24-a959-b8d6886e9ddb	1abce3d0-ee59-434c-bd0d-5795e846f37a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Summer rolls	summer rolls		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.352615+00	2026-11-26 00:40:50.352617+00
630ddb83-7049-43b7-8fb1-bc318c88c58e	603c5c9c-78c1-45f3-b5e2-9420abb356c6	392ec33c-5a67-4937-b948-a4a3eb886c22	Quattro formaggi	quattro formaggi		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.328923+00	2026-11-26 00:40:51.328924+00
d2d5f065-e6c2-40d5-b323-a99670f9bab0	53259377-07d3-4b59-a23c-52f10102887d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Smažený sýr	smazeny syr		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.080432+00	2026-11-26 00:40:51.080433+00
5df6e70e-669c-40f6-a9e2-357f48107d52	325c9d55-b98c-4374-bcc8-a245d80ec40d	2527e35f-2f51-4605-b84b-3910d62b99d9	Margherita	margherita		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:49.988354+00	f	2026-11-26 00:40:49.889942+00	2026-11-26 00:40:49.988355+00
c5cd02bd-1714-4503-a5da-016b19891edb	475779fb-869b-4ece-97f6-5869d2baf771	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Cardamom bun	cardamom bun		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.747698+00	2026-11-26 00:40:50.747699+00
65f5d059-ede6-469e-933c-a63e3d4e5df8	325c9d55-b98c-4374-bcc8-a245d80ec40d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Diavola	diavola		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:49.991761+00	2026-11-26 00:40:49.991762+00
cd9ca86d-e0b5-4f18-a469-dd58176b399b	1265fd68-38aa-4737-b6c1-50c9e9f6977b	392ec33c-5a67-4937-b948-a4a3eb886c22	Cheeseburger	cheeseburger		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:50.476584+00	f	2026-11-26 00:40:50.392663+00	2026-11-26 00:40:50.476585+00
9ac2780b-3b99-4a3d-80c6-a41ee54346ee	a6588a06-e2d2-4ba5-a36b-de97253a9b9d	392ec33c-5a67-4937-b948-a4a3eb886c22	Banh mi	banh mi		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.558529+00	2026-11-26 00:40:51.55853+00
71a09c79-65a4-484f-894e-c0f40f501112	325c9d55-b98c-4374-bcc8-a245d80ec40d	392ec33c-5a67-4937-b948-a4a3eb886c22	Quattro formaggi	quattro formaggi		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.016559+00	2026-11-26 00:40:50.01656+00
d6c75f4f-61a6-49be-a50b-6caae68e45b9	1265fd68-38aa-4737-b6c1-50c9e9f6977b	af2a5d96-1682-4076-a247-553a12637b3a	Veggie burger	veggie burger		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.479877+00	2026-11-26 00:40:50.479878+00
54bcff96-aa02-4df7-8b3d-ac51a38c7ec4	325c9d55-b98c-4374-bcc8-a245d80ec40d	af2a5d96-1682-4076-a247-553a12637b3a	Marinara	marinara		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.108015+00	2026-11-26 00:40:50.108016+00
b036eace-8e28-4ecc-99ca-15be02c22fc5	475779fb-869b-4ece-97f6-5869d2baf771	2527e35f-2f51-4605-b84b-3910d62b99d9	Avocado toast	avocado toast		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.812923+00	2026-11-26 00:40:50.812923+00
e074e9fd-45fd-4fe6-9037-f5f8dbbf80d6	325c9d55-b98c-4374-bcc8-a245d80ec40d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tiramisu	tiramisu		8	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.153876+00	2026-11-26 00:40:50.153877+00
e0922c40-d7d8-426b-a6e3-49d2f074882e	53259377-07d3-4b59-a23c-52f10102887d	392ec33c-5a67-4937-b948-a4a3eb886c22	Knedlíky	knedliky		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.156573+00	2026-11-26 00:40:51.156575+00
05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	1265fd68-38aa-4737-b6c1-50c9e9f6977b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Sweet potato fries	sweet potato fries		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.537678+00	2026-11-26 00:40:50.537679+00
a53ee8c2-de82-4647-afdd-e815e851de65	1abce3d0-ee59-434c-bd0d-5795e846f37a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho bo	pho bo		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:50.233452+00	f	2026-11-26 00:40:50.181563+00	2026-11-26 00:40:50.233453+00
db0090b4-658f-47d5-a20b-8944304bc4d8	2d8123e8-271b-4c60-8c94-d5476f332a9c	392ec33c-5a67-4937-b948-a4a3eb886c22	Cheeseburger	cheeseburger		16	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:51.70746+00	f	2026-11-26 00:40:51.665909+00	2026-11-26 00:40:51.707462+00
12aa6d64-9e68-449d-97d7-1e830bb924fa	1abce3d0-ee59-434c-bd0d-5795e846f37a	392ec33c-5a67-4937-b948-a4a3eb886c22	Banh mi	banh mi		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.237235+00	2026-11-26 00:40:50.237236+00
800330df-73b4-4b6c-87a4-4dbac3c9176e	475779fb-869b-4ece-97f6-5869d2baf771	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Carrot cake	carrot cake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.871497+00	2026-11-26 00:40:50.871498+00
8b33553f-d3c0-4364-be17-59a96c5f91dd	53259377-07d3-4b59-a23c-52f10102887d	af2a5d96-1682-4076-a247-553a12637b3a	Trdelník	trdelnik		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.181359+00	2026-11-26 00:40:51.18136+00
a8900dec-2db7-4a32-aad5-b9e5b3fa765c	1265fd68-38aa-4737-b6c1-50c9e9f6977b	2527e35f-2f51-4605-b84b-3910d62b99d9	Milkshake	milkshake		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:50.601729+00	2026-11-26 00:40:50.60173+00
53b64c93-eaf0-4303-8f0e-7e04f0085669	603c5c9c-78c1-45f3-b5e2-9420abb356c6	af2a5d96-1682-4076-a247-553a12637b3a	Marinara	marinara		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.37708+00	2026-11-26 00:40:51.377081+00
23975453-b6f7-4920-89a5-6e5644f9ef35	a6588a06-e2d2-4ba5-a36b-de97253a9b9d	af2a5d96-1682-4076-a247-553a12637b3a	Bun cha	bun cha		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.599478+00	2026-11-26 00:40:51.599479+00
a83949a9-5226-4b26-a3d9-e08bd19a53a1	53259377-07d3-4b59-a23c-52f10102887d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Svíčková	svickova		22	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:51.02556+00	f	2026-11-26 00:40:50.958502+00	2026-11-26 00:40:51.025562+00
1e222981-244b-46a2-abce-63b3be2f22f1	603c5c9c-78c1-45f3-b5e2-9420abb356c6	2527e35f-2f51-4605-b84b-3910d62b99d9	Margherita	margherita		12	3	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:51.277675+00	f	2026-11-26 00:40:51.236772+00	2026-11-26 00:40:51.277676+00
18d21426-2129-4ce2-a804-2af09a538340	53259377-07d3-4b59-a23c-52f10102887d	2527e35f-2f51-4605-b84b-3910d62b99d9	Guláš	gulas		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.02905+00	2026-11-26 00:40:51.029051+00
5940160f-b38a-4019-a5a8-7999f2675513	603c5c9c-78c1-45f3-b5e2-9420abb356c6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tiramisu	tiramisu		9	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.44001+00	2026-11-26 00:40:51.440011+00
c4b2aba5-2642-4a9b-8baa-1527898e6313	603c5c9c-78c1-45f3-b5e2-9420abb356c6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Diavola	diavola		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.280836+00	2026-11-26 00:40:51.280837+00
f6a75661-5e4e-4b98-841a-415b30b4e529	2d8123e8-271b-4c60-8c94-d5476f332a9c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Sweet potato fries	sweet potato fries		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.764192+00	2026-11-26 00:40:51.764193+00
9c63c7ae-5c4b-47b5-8233-f91bdbc84c15	a6588a06-e2d2-4ba5-a36b-de97253a9b9d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Summer rolls	summer rolls		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.64043+00	2026-11-26 00:40:51.640431+00
06ee18c8-3390-4669-b377-ef244e8a3b61	a6588a06-e2d2-4ba5-a36b-de97253a9b9d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho bo	pho bo		20	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:51.555406+00	f	2026-11-26 00:40:51.50523+00	2026-11-26 00:40:51.555407+00
729b752b-a1a8-4df6-8726-a7464142efd4	2d8123e8-271b-4c60-8c94-d5476f332a9c	af2a5d96-1682-4076-a247-553a12637b3a	Veggie burger	veggie burger		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:51.710579+00	2026-11-26 00:40:51.71058+00
53de7d65-8b01-43f2-9186-0d5fc4d36e60	c0c9d375-8d92-4335-b2da-e3aed5926204	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Svíčková	svickova		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:52.245592+00	f	2026-11-26 00:40:52.168734+00	2026-11-26 00:40:52.245593+00
431b26f0-cc01-4982-b8c0-333d65610805	177bb7e3-5d59-41cd-abaa-096cc87bb295	2527e35f-2f51-4605-b84b-3910d62b99d9	Avocado toast	avocado toast		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.064467+00	2026-11-26 00:40:52.064468+00
d12a94d0-cc8d-49bf-b280-04bef89ffe73	177bb7e3-5d59-41cd-abaa-096cc87bb295	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Cardamom bun	cardamom bun		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.009591+00	2026-11-26 00:40:52.009592+00
62a83aa6-2303-494c-be7e-b6f44714bf57	177bb7e3-5d59-41cd-abaa-096cc87bb295	af2a5d96-1682-4076-a247-553a12637b3a	Flat white	flat white		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:52.006035+00	f	2026-11-26 00:40:51.923245+00	2026-11-26 00:40:52.006037+00
07a57ae1-7949-4ae3-bf90-bcda655197e0	177bb7e3-5d59-41cd-abaa-096cc87bb295	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Carrot cake	carrot cake		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.11233+00	2026-11-26 00:40:52.112331+00
4ade16a8-a9ce-4b1a-a69f-794a1aea125e	c0c9d375-8d92-4335-b2da-e3aed5926204	2527e35f-2f51-4605-b84b-3910d62b99d9	Guláš	gulas		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.24923+00	2026-11-26 00:40:52.249232+00
d527d859-b8dd-410b-8a77-bd279c991026	c0c9d375-8d92-4335-b2da-e3aed5926204	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Smažený sýr	smazeny syr		20	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.306511+00	2026-11-26 00:40:52.306512+00
982a1d9d-7082-46d9-9ff4-01c78c53b920	c0c9d375-8d92-4335-b2da-e3aed5926204	392ec33c-5a67-4937-b948-a4a3eb886c22	Knedlíky	knedliky		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.402904+00	2026-11-26 00:40:52.402905+00
49dc48ab-f829-4510-b82a-9aa6d9ed5d15	c0c9d375-8d92-4335-b2da-e3aed5926204	af2a5d96-1682-4076-a247-553a12637b3a	Trdelník	trdelnik		8	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.465072+00	2026-11-26 00:40:52.465073+00
db103b24-38f6-4088-9a5f-88891cb9dac6	35a12a81-8358-4dd5-8d68-f8c44418a0cd	2527e35f-2f51-4605-b84b-3910d62b99d9	Margherita	margherita		23	5	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:52.592481+00	f	2026-11-26 00:40:52.52788+00	2026-11-26 00:40:52.592483+00
06f37c8d-42d2-4207-bd93-40b7d5e5e216	35a12a81-8358-4dd5-8d68-f8c44418a0cd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Diavola	diavola		4	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.596111+00	2026-11-26 00:40:52.596113+00
a9a21e38-c4f0-4090-bdca-246157c0aa56	35a12a81-8358-4dd5-8d68-f8c44418a0cd	392ec33c-5a67-4937-b948-a4a3eb886c22	Quattro formaggi	quattro formaggi		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.608472+00	2026-11-26 00:40:52.608474+00
44908e94-cfe5-40af-8413-42cd0ff7749b	35a12a81-8358-4dd5-8d68-f8c44418a0cd	af2a5d96-1682-4076-a247-553a12637b3a	Marinara	marinara		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.665668+00	2026-11-26 00:40:52.665669+00
31641c99-2535-4ad7-a414-2a59db152331	35a12a81-8358-4dd5-8d68-f8c44418a0cd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tiramisu	tiramisu		12	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.730722+00	2026-11-26 00:40:52.730723+00
303ba037-ff2e-4de7-9a05-5d8de4d5279c	4fc387d6-8bc6-498e-b7ab-e2cf45ad0687	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho bo	pho bo		19	4	650	28	24	78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2026-11-26 00:40:52.924712+00	f	2026-11-26 00:40:52.846479+00	2026-11-26 00:40:52.924714+00
3d1477b1-0f8a-4bbd-8442-e3cac3d0bff2	4fc387d6-8bc6-498e-b7ab-e2cf45ad0687	392ec33c-5a67-4937-b948-a4a3eb886c22	Banh mi	banh mi		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.928385+00	2026-11-26 00:40:52.928386+00
6ade2f76-4d8c-4d15-9eed-ba72ee8be9bc	4fc387d6-8bc6-498e-b7ab-e2cf45ad0687	af2a5d96-1682-4076-a247-553a12637b3a	Bun cha	bun cha		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:52.977395+00	2026-11-26 00:40:52.977396+00
ffe278c3-a1d6-4a6d-b331-67f4910ce546	4fc387d6-8bc6-498e-b7ab-e2cf45ad0687	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Summer rolls	summer rolls		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:40:53.012469+00	2026-11-26 00:40:53.012471+00
\.


--
-- Data for Name: eats_photos; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_photos (id, dish_id, media_id, added_by, width, height, hidden, created_at) FROM stdin;
\.


--
-- Data for Name: eats_ratings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_ratings (id, dish_id, user_id, stars, created_at, updated_at) FROM stdin;
b113d422-6201-471a-98ec-cc66e9756872	109c6061-6774-4e3d-9f0d-5808f9fba066	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:38.967827+00	2026-11-26 00:40:38.967828+00
aabed47d-46e5-46a3-adbf-378c6a63b37c	109c6061-6774-4e3d-9f0d-5808f9fba066	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:38.97461+00	2026-11-26 00:40:38.974611+00
6442a39c-1a6f-464d-a30b-1749947d771e	109c6061-6774-4e3d-9f0d-5808f9fba066	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:38.981074+00	2026-11-26 00:40:38.981075+00
c70f106d-3d98-40c4-bf66-c5e32510b7ac	109c6061-6774-4e3d-9f0d-5808f9fba066	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:38.999476+00	2026-11-26 00:40:38.999477+00
af144471-6d37-43d9-bec6-bd822dadf5b5	26b5e135-05cc-4d71-8746-346b09c4fdb3	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:39.012444+00	2026-11-26 00:40:39.012445+00
58d9a235-ed61-4390-a41f-e836cfbde1cf	9149aec7-1568-43ab-b1a0-009c2ac0d486	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:39.022599+00	2026-11-26 00:40:39.0226+00
fa0ef687-eb1a-454d-8ee4-ce2784b72b97	9149aec7-1568-43ab-b1a0-009c2ac0d486	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.029528+00	2026-11-26 00:40:39.02953+00
aaf87f88-d055-4470-8942-3a25795efca6	9149aec7-1568-43ab-b1a0-009c2ac0d486	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:39.036978+00	2026-11-26 00:40:39.036979+00
c1828245-502a-4795-a856-25c62a6d03fc	13d2d275-c36d-4fb1-b567-eac1fa77788d	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:39.073415+00	2026-11-26 00:40:39.073416+00
b23a918d-9e05-4016-90b5-803477f232a0	13d2d275-c36d-4fb1-b567-eac1fa77788d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:39.079826+00	2026-11-26 00:40:39.079827+00
246637f0-c9db-43a7-9da1-00ec24a50f2a	13d2d275-c36d-4fb1-b567-eac1fa77788d	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.086347+00	2026-11-26 00:40:39.086347+00
c49822cd-410e-42c4-a960-d7b78adb88f7	13d2d275-c36d-4fb1-b567-eac1fa77788d	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:39.116596+00	2026-11-26 00:40:39.116597+00
6dba05e6-1a64-44b1-ae0a-6fccc245caa3	88c3770a-043c-4430-927d-6f1a8a071581	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:39.131746+00	2026-11-26 00:40:39.131747+00
af33a0bc-8d76-4bd0-bbf5-0c1fc6a80174	88c3770a-043c-4430-927d-6f1a8a071581	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:39.138108+00	2026-11-26 00:40:39.138109+00
43b2e032-3947-4eb4-9344-64f610d1e93e	88c3770a-043c-4430-927d-6f1a8a071581	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:39.144247+00	2026-11-26 00:40:39.144248+00
45e6599a-0566-4818-a615-5d87abe9918d	88c3770a-043c-4430-927d-6f1a8a071581	392ec33c-5a67-4937-b948-a4a3eb886c22	2	2026-11-26 00:40:39.16714+00	2026-11-26 00:40:39.16714+00
e37d24aa-ea35-40ae-b4a2-64cd7ac54c67	88c3770a-043c-4430-927d-6f1a8a071581	af2a5d96-1682-4076-a247-553a12637b3a	2	2026-11-26 00:40:39.173384+00	2026-11-26 00:40:39.173384+00
989f1610-d542-4a73-8978-9ab605de160c	3376734e-6e8c-4cec-a628-d5dff30bd03e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:39.184516+00	2026-11-26 00:40:39.184517+00
b8caeb62-25d3-4488-9a23-834044b0727d	3376734e-6e8c-4cec-a628-d5dff30bd03e	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:39.19075+00	2026-11-26 00:40:39.19075+00
b0a626bf-69b8-4b1d-b4ce-afccee788d61	3376734e-6e8c-4cec-a628-d5dff30bd03e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:39.19716+00	2026-11-26 00:40:39.197161+00
8b6fd476-9b38-43e1-bed6-86fe29fea1d4	3376734e-6e8c-4cec-a628-d5dff30bd03e	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:39.215751+00	2026-11-26 00:40:39.215752+00
1ba1ffe8-f293-44a9-9558-c6f3a4eea933	3376734e-6e8c-4cec-a628-d5dff30bd03e	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:39.223403+00	2026-11-26 00:40:39.223404+00
06d30fd7-38e1-4719-840f-0dc167df5485	a655e517-0c60-4936-87e5-c4992be47a41	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:39.238798+00	2026-11-26 00:40:39.238799+00
96552c10-02f3-43f4-9a08-59b573f42631	a655e517-0c60-4936-87e5-c4992be47a41	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:39.246247+00	2026-11-26 00:40:39.246248+00
1dd40337-8e99-4138-80e8-4ab96f7d1c97	a655e517-0c60-4936-87e5-c4992be47a41	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:39.281825+00	2026-11-26 00:40:39.281827+00
d7382aea-ca8b-4f8f-bb8c-5c3dbc9193b7	a655e517-0c60-4936-87e5-c4992be47a41	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:39.28898+00	2026-11-26 00:40:39.288981+00
f9e0459f-fda2-43b7-8db6-c622349e3c49	a655e517-0c60-4936-87e5-c4992be47a41	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:39.296766+00	2026-11-26 00:40:39.296768+00
0eb7cde4-b39e-482a-9966-1936901590f5	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:39.322601+00	2026-11-26 00:40:39.322602+00
47253a9c-dca3-4c0c-8392-9fb3ec9bac9c	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:39.349929+00	2026-11-26 00:40:39.34993+00
60a54cd7-ed92-48fc-8c1c-05a81e2531b8	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:39.35647+00	2026-11-26 00:40:39.356471+00
85ea15b0-4f4f-4ab7-9f88-9761bfd332a1	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:39.362919+00	2026-11-26 00:40:39.36292+00
a66fcfb3-2ff8-4246-a20a-de2e76a5dd0b	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:39.392579+00	2026-11-26 00:40:39.39258+00
981665f0-3dc2-410c-b300-dca9c4a87f57	1ea0497c-a766-4eaa-9083-e95877037060	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:39.402597+00	2026-11-26 00:40:39.402599+00
173b6369-9e84-43b2-b2d6-a46a676d72de	1ea0497c-a766-4eaa-9083-e95877037060	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:39.410066+00	2026-11-26 00:40:39.410066+00
3bb47f50-2cf1-4c23-ab32-c7153bc249de	1ea0497c-a766-4eaa-9083-e95877037060	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:39.416628+00	2026-11-26 00:40:39.416629+00
ef000fc2-ed68-469a-b9c1-00fca48758c8	1ea0497c-a766-4eaa-9083-e95877037060	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:39.446528+00	2026-11-26 00:40:39.446529+00
bf2396d0-3ffa-4918-bf14-b4bbd207e677	1ea0497c-a766-4eaa-9083-e95877037060	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:39.452866+00	2026-11-26 00:40:39.452867+00
c6fb7161-8427-4172-90f4-e789b46ff9f7	e3e2e37d-17b2-4bbf-9764-a2b9bfc5132f	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:39.462629+00	2026-11-26 00:40:39.46263+00
2c095030-ce22-4fca-a52d-ebb33de0cc0e	e3e2e37d-17b2-4bbf-9764-a2b9bfc5132f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:39.48389+00	2026-11-26 00:40:39.48389+00
adf5ff12-78e0-46a4-aedf-7efd28ccb555	e3e2e37d-17b2-4bbf-9764-a2b9bfc5132f	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.49249+00	2026-11-26 00:40:39.492491+00
09405299-4a93-47e3-8edf-c74285e257a6	b5584c26-3717-4ffc-a386-6849124a6333	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:39.508022+00	2026-11-26 00:40:39.508023+00
a34804fd-d288-4758-8154-ca8db41ded45	b5584c26-3717-4ffc-a386-6849124a6333	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:39.517102+00	2026-11-26 00:40:39.517103+00
5e3b7dc8-1b90-4819-ae6c-d99b56eb33b8	cd02f959-33d0-416d-be66-6dc04f443af1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:39.567294+00	2026-11-26 00:40:39.567295+00
a5a21bfc-3907-4f57-be05-59cb002feea6	cd02f959-33d0-416d-be66-6dc04f443af1	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:39.602689+00	2026-11-26 00:40:39.60269+00
1dbe536b-a5fe-4165-8d2f-583861db4408	cd02f959-33d0-416d-be66-6dc04f443af1	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.609514+00	2026-11-26 00:40:39.609515+00
b9f474a0-60f9-49b5-898f-7b164f3d0db6	9985abcb-2a56-42a3-80f7-9cdb3d035ba3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:39.64618+00	2026-11-26 00:40:39.64618+00
40e2a343-e86b-4d1f-9dd8-72d791cd1291	9985abcb-2a56-42a3-80f7-9cdb3d035ba3	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:39.652944+00	2026-11-26 00:40:39.652945+00
7ae3cbf4-2716-4081-ada0-869f0bb90229	9985abcb-2a56-42a3-80f7-9cdb3d035ba3	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.659531+00	2026-11-26 00:40:39.659532+00
0b0b9e69-0cb9-4676-b5d7-5ec57192b8af	9985abcb-2a56-42a3-80f7-9cdb3d035ba3	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:39.666289+00	2026-11-26 00:40:39.66629+00
c85813a1-75d9-4b91-9d9a-1e647f7649a5	9501921d-b798-4a83-aea9-c3c8c303fd8b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:39.676682+00	2026-11-26 00:40:39.676683+00
aae49b28-2ed2-4df5-ab8f-60d4a64bd28a	9501921d-b798-4a83-aea9-c3c8c303fd8b	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:39.683424+00	2026-11-26 00:40:39.683425+00
3da7577a-b61b-4081-97a9-9d0509d2ed1e	9501921d-b798-4a83-aea9-c3c8c303fd8b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:39.71497+00	2026-11-26 00:40:39.714971+00
699749b0-4cb9-4f7d-a010-3f7495b6bf78	9501921d-b798-4a83-aea9-c3c8c303fd8b	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.72158+00	2026-11-26 00:40:39.721581+00
26162c61-ceed-4ffe-8574-d4d647dba516	9501921d-b798-4a83-aea9-c3c8c303fd8b	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:39.72808+00	2026-11-26 00:40:39.728081+00
134da199-e682-4f10-8f55-2f8abe2366e3	69cf7148-bfce-400d-88eb-b3ca6d67604a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2	2026-11-26 00:40:39.76392+00	2026-11-26 00:40:39.763922+00
db55c37c-425c-4b6c-8e90-dfdaa519cbde	69cf7148-bfce-400d-88eb-b3ca6d67604a	2527e35f-2f51-4605-b84b-3910d62b99d9	2	2026-11-26 00:40:39.800993+00	2026-11-26 00:40:39.800994+00
c1684b95-9302-4bfd-9660-877a10d55f29	69cf7148-bfce-400d-88eb-b3ca6d67604a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:39.807999+00	2026-11-26 00:40:39.808+00
ce47eace-c5b2-4fc7-af0c-e8d787ad8af2	69cf7148-bfce-400d-88eb-b3ca6d67604a	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.814666+00	2026-11-26 00:40:39.814667+00
495ce75e-5540-48c4-b631-7dec0de55ebc	d959559e-d5a1-4831-8b3d-f0b193ebe38f	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:39.847236+00	2026-11-26 00:40:39.847237+00
36b6c06d-50a0-4273-90f1-7f332609fdd0	d959559e-d5a1-4831-8b3d-f0b193ebe38f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:39.853896+00	2026-11-26 00:40:39.853897+00
1d8676af-82c7-433f-8d09-2c5b1d50aa8d	d959559e-d5a1-4831-8b3d-f0b193ebe38f	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:39.860722+00	2026-11-26 00:40:39.860723+00
7e5ee88a-8815-44e4-81b0-f18da935e7bf	d959559e-d5a1-4831-8b3d-f0b193ebe38f	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:39.878736+00	2026-11-26 00:40:39.878737+00
a1fecdf5-8867-4d38-8d27-4ee30ac5a5d9	d3aa64c7-935c-42c3-a4b4-17be56e1517c	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:39.893269+00	2026-11-26 00:40:39.89327+00
f2a2d337-ff53-4ad1-a7e5-cf0e7cb6bcad	d3aa64c7-935c-42c3-a4b4-17be56e1517c	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:39.900017+00	2026-11-26 00:40:39.900018+00
af4ee470-6a36-4d88-b768-a81a2e25e5fa	4d3d7bd4-430f-4690-abdb-4e8042eee399	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:39.910292+00	2026-11-26 00:40:39.910293+00
44aaa76a-11ad-4f85-8565-796e4c53f31b	4d3d7bd4-430f-4690-abdb-4e8042eee399	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:39.917003+00	2026-11-26 00:40:39.917004+00
a8725836-2959-436d-9583-61e22e88a0d9	4d3d7bd4-430f-4690-abdb-4e8042eee399	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:39.949421+00	2026-11-26 00:40:39.949422+00
bd3a41b2-9552-4ccc-935d-d38e38afefcf	4d3d7bd4-430f-4690-abdb-4e8042eee399	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:39.95667+00	2026-11-26 00:40:39.956671+00
7942f4be-0d91-488b-836e-d479aa38faca	4d3d7bd4-430f-4690-abdb-4e8042eee399	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:39.964935+00	2026-11-26 00:40:39.964936+00
3c6a78b5-940d-481b-9e66-72034a6fbd89	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:39.987986+00	2026-11-26 00:40:39.987987+00
3cd142d3-0f0d-40f3-a073-efb7c618ec4a	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.023555+00	2026-11-26 00:40:40.023555+00
7e80d9f1-7a41-4d82-9d33-cdc6397bd731	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.030615+00	2026-11-26 00:40:40.030615+00
e995ee31-9400-470d-8421-e0375e1b4969	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:40.037413+00	2026-11-26 00:40:40.037414+00
0abd12e1-20d7-4561-bc8e-7c552a22dca4	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:40.061868+00	2026-11-26 00:40:40.061869+00
9addb73b-99ae-4013-884f-472d7a75e65c	4266da52-a437-4821-8688-8c5264140f84	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.073767+00	2026-11-26 00:40:40.073767+00
0aa0a6f1-8114-44e0-805d-6469a8fe1fef	4266da52-a437-4821-8688-8c5264140f84	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:40.112076+00	2026-11-26 00:40:40.112077+00
d7ec3eb6-8bfe-4236-a20d-393cd6f62e97	4266da52-a437-4821-8688-8c5264140f84	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:40.121258+00	2026-11-26 00:40:40.121259+00
e58b4c77-de0a-48cd-a1b1-0b861025ac76	0a6080e4-da9f-43c2-9cb1-50aecf044976	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.136381+00	2026-11-26 00:40:40.136381+00
de82b3a7-f2f6-455c-97fd-8ea13ba88051	0a6080e4-da9f-43c2-9cb1-50aecf044976	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.145743+00	2026-11-26 00:40:40.145744+00
18b9e81c-4c4c-47ea-a77d-96da90a5821a	0a6080e4-da9f-43c2-9cb1-50aecf044976	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:40.158436+00	2026-11-26 00:40:40.158438+00
48c9805d-38ad-40f1-9428-608a3abbceb3	0a6080e4-da9f-43c2-9cb1-50aecf044976	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:40.16575+00	2026-11-26 00:40:40.165751+00
eeef48c9-95e0-4676-90b7-98a7cfdc9d87	1958ec73-d360-478e-8ed8-81503616fa2b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:40.19593+00	2026-11-26 00:40:40.195931+00
a68df1bd-795c-44e1-b435-fdaed38b8ee0	1958ec73-d360-478e-8ed8-81503616fa2b	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:40.22328+00	2026-11-26 00:40:40.223281+00
f8f2b75a-82cc-431d-90a3-0e1786606f1a	944453c5-ad4c-42cf-a9fb-b19d096c258e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:40.235539+00	2026-11-26 00:40:40.23554+00
ee420fff-b447-4b25-91dc-895542a0d711	944453c5-ad4c-42cf-a9fb-b19d096c258e	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.242255+00	2026-11-26 00:40:40.242256+00
d0ff1df4-1ac4-4ed3-adfb-37ffefb10a73	944453c5-ad4c-42cf-a9fb-b19d096c258e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:40.249066+00	2026-11-26 00:40:40.249067+00
dbbbfa48-c298-4073-8be5-9c260cf67d17	944453c5-ad4c-42cf-a9fb-b19d096c258e	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:40.267285+00	2026-11-26 00:40:40.267286+00
3928dbe9-6bbe-4204-9d1f-1232518bee51	944453c5-ad4c-42cf-a9fb-b19d096c258e	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:40.27431+00	2026-11-26 00:40:40.274311+00
f68a7671-3cbb-49a7-ac0f-0382d51f2b89	d0684285-0b88-443e-a324-0288a4334cb3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:40.286327+00	2026-11-26 00:40:40.286328+00
ff9ea878-5a2c-4d14-b5aa-e219df47ca47	d0684285-0b88-443e-a324-0288a4334cb3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:40.294083+00	2026-11-26 00:40:40.294084+00
28665f13-ebde-4b28-ba9e-d18027a67588	d0684285-0b88-443e-a324-0288a4334cb3	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:40.300867+00	2026-11-26 00:40:40.300868+00
b4eb7d5e-d2be-45f1-81ed-ebfb592073b3	d0684285-0b88-443e-a324-0288a4334cb3	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:40.307584+00	2026-11-26 00:40:40.307585+00
70214b86-c3c2-4298-a21f-8c018ff6e9e8	dcbc79f8-768d-49a2-8ad6-4cabe4555dad	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.337724+00	2026-11-26 00:40:40.337725+00
01be673c-4af8-4168-bfdd-74c22e8e7492	dcbc79f8-768d-49a2-8ad6-4cabe4555dad	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:40.344301+00	2026-11-26 00:40:40.344302+00
7caa8781-6c07-4f67-b316-9c6f91d15836	dcbc79f8-768d-49a2-8ad6-4cabe4555dad	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:40.35091+00	2026-11-26 00:40:40.350911+00
a5b30bd0-b20e-4c6f-ad29-b647b466df41	2f3b2024-a5e0-4fcf-9abf-d148ae87750a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.369685+00	2026-11-26 00:40:40.369686+00
898e40be-6cbd-4de6-a670-d459e50423d6	2f3b2024-a5e0-4fcf-9abf-d148ae87750a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:40.3936+00	2026-11-26 00:40:40.393601+00
ff27a2d6-944c-4d4c-8714-e1a0a4b41f48	2f3b2024-a5e0-4fcf-9abf-d148ae87750a	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:40.400059+00	2026-11-26 00:40:40.40006+00
9176fe1b-f851-4638-b506-36e95809c504	d3b72b6e-ad4f-4616-91f6-921b50f35cd0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:40.410093+00	2026-11-26 00:40:40.410094+00
80fb553c-4c2d-4bca-944f-dbdd64a9b5b4	d3b72b6e-ad4f-4616-91f6-921b50f35cd0	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:40.42773+00	2026-11-26 00:40:40.427731+00
a41d61ef-27b6-42ce-a78d-ba984bcd007e	8803a758-0a49-43d3-a345-9ba536959944	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:40.43809+00	2026-11-26 00:40:40.438091+00
08888b1b-3bff-4053-8568-60dad2b388b3	8803a758-0a49-43d3-a345-9ba536959944	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.449662+00	2026-11-26 00:40:40.449662+00
4fd88eae-ccd5-43d4-9f00-1d68b0e46195	4b5a858d-3a08-4496-88f7-efbef16ed8dd	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.461569+00	2026-11-26 00:40:40.46157+00
a11b64b3-f069-4253-a470-c61f5fc34a3a	4b5a858d-3a08-4496-88f7-efbef16ed8dd	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:40.468409+00	2026-11-26 00:40:40.46841+00
e76133c0-a221-47b0-b767-0d642aed6d8c	4b5a858d-3a08-4496-88f7-efbef16ed8dd	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:40.500079+00	2026-11-26 00:40:40.50008+00
e68b3205-e45a-4aea-b0cb-db5cc8b06d9e	ffd1d77b-529e-42f9-92e2-23582bdea6f1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.513542+00	2026-11-26 00:40:40.513542+00
e35cc4bc-9585-44f8-a81d-74413e8e1b1a	ffd1d77b-529e-42f9-92e2-23582bdea6f1	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.520343+00	2026-11-26 00:40:40.520344+00
c1fabb1a-8e46-445c-8148-9de66ec286ff	ffd1d77b-529e-42f9-92e2-23582bdea6f1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.52696+00	2026-11-26 00:40:40.526961+00
c6ed57bf-e031-4d5b-9153-23c3fa8a2fcb	ffd1d77b-529e-42f9-92e2-23582bdea6f1	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:40.545336+00	2026-11-26 00:40:40.545337+00
715143cd-9735-4f06-b7ac-e40f9070b61c	ffd1d77b-529e-42f9-92e2-23582bdea6f1	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:40.552151+00	2026-11-26 00:40:40.552151+00
831c725d-8c7c-44ef-9583-cbb6211f7711	6d10bb7a-568e-46cb-a567-1add0a5498a0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:40.562459+00	2026-11-26 00:40:40.56246+00
bb6dd7b9-9993-46d4-8486-ea51aec70c91	385a7648-49f7-4eb3-bdd3-a16b697e9df3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:40.573075+00	2026-11-26 00:40:40.573076+00
145c7f25-9f37-4696-be8c-d146abbe1bea	385a7648-49f7-4eb3-bdd3-a16b697e9df3	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:40.61111+00	2026-11-26 00:40:40.611111+00
272ee379-58f6-458d-93ab-3e8dd585da55	385a7648-49f7-4eb3-bdd3-a16b697e9df3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.617808+00	2026-11-26 00:40:40.617809+00
0c975f8c-d2bc-4512-a950-de88b53a237e	4190ee58-ef90-413e-8495-7d24bcb4d284	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:40.629535+00	2026-11-26 00:40:40.629536+00
6672ad93-91b1-4812-85d8-612d72e063ac	4190ee58-ef90-413e-8495-7d24bcb4d284	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.636256+00	2026-11-26 00:40:40.636257+00
ac1f6b5f-99d9-47a2-bdb3-90cc738997f2	4190ee58-ef90-413e-8495-7d24bcb4d284	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:40.642883+00	2026-11-26 00:40:40.642884+00
ee1732f6-4b08-4217-946c-3bf5bb38b642	4190ee58-ef90-413e-8495-7d24bcb4d284	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:40.673+00	2026-11-26 00:40:40.673001+00
e8429ddd-20c1-4370-88bf-c9d0de1f90a6	4190ee58-ef90-413e-8495-7d24bcb4d284	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:40.679346+00	2026-11-26 00:40:40.679347+00
667fd940-21b4-415c-b284-5bc795186c27	6bc55a74-5eda-4364-a0c5-535e2ea30fc3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.691983+00	2026-11-26 00:40:40.691984+00
189b10ca-9996-4a45-8325-06c89b2dfdbc	6bc55a74-5eda-4364-a0c5-535e2ea30fc3	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:40.698364+00	2026-11-26 00:40:40.698365+00
023903cf-9d8d-49b4-967c-a3a437d9c204	6bc55a74-5eda-4364-a0c5-535e2ea30fc3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:40.715687+00	2026-11-26 00:40:40.715688+00
44a6c17b-9c7b-46cd-bb0f-a9d2cc9fe9ce	6bc55a74-5eda-4364-a0c5-535e2ea30fc3	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:40.72221+00	2026-11-26 00:40:40.722211+00
73ab9ef4-caa6-44a8-ad96-99218a6af487	978d22f8-7ddb-4830-a780-fe5880528843	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.732384+00	2026-11-26 00:40:40.732385+00
801024e4-08a7-40bf-8932-5a744af93d7c	978d22f8-7ddb-4830-a780-fe5880528843	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:40.750089+00	2026-11-26 00:40:40.75009+00
c7eac04e-719f-4932-9bed-62687fa9433b	978d22f8-7ddb-4830-a780-fe5880528843	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:40.756648+00	2026-11-26 00:40:40.756649+00
f838d875-fb7d-4a5d-9bfc-5a3895519caf	978d22f8-7ddb-4830-a780-fe5880528843	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:40.774384+00	2026-11-26 00:40:40.774385+00
b8856e7a-5ba0-48f5-abd4-0cc69935e466	834f0d68-bd21-497b-af84-ac87247be6bc	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:40.784984+00	2026-11-26 00:40:40.784985+00
d2226f26-cad1-4db7-820b-c01ed4cafd0b	834f0d68-bd21-497b-af84-ac87247be6bc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.791811+00	2026-11-26 00:40:40.791812+00
5306466a-d2bc-458d-acff-a86463f0491d	834f0d68-bd21-497b-af84-ac87247be6bc	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:40.809957+00	2026-11-26 00:40:40.809958+00
bda8a9fd-011e-4988-984f-05098daaff66	ae2d9a1b-da40-4c21-a920-34de174add79	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.820388+00	2026-11-26 00:40:40.820389+00
871232e4-3547-41e7-af35-6379a6199fe2	ae2d9a1b-da40-4c21-a920-34de174add79	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	2	2026-11-26 00:40:40.82717+00	2026-11-26 00:40:40.827171+00
32d1e4cc-d801-44df-99d7-3a088d71a333	ae2d9a1b-da40-4c21-a920-34de174add79	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:40.833976+00	2026-11-26 00:40:40.833977+00
7410afbe-2f40-4664-8399-9d326489335b	ae2d9a1b-da40-4c21-a920-34de174add79	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:40.840772+00	2026-11-26 00:40:40.840773+00
4df6a751-e2f8-4b62-9bfd-46433f3b3d92	29e183aa-77f6-439d-9583-105c8162b9d7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:40.877631+00	2026-11-26 00:40:40.877632+00
0d8d181c-7a3f-4713-b90e-3629a91715b6	29e183aa-77f6-439d-9583-105c8162b9d7	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:40.884443+00	2026-11-26 00:40:40.884444+00
46bf6fe8-bf5b-49fc-95bd-0d35c0b8de02	29e183aa-77f6-439d-9583-105c8162b9d7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.916184+00	2026-11-26 00:40:40.916185+00
bf6de59f-f791-4256-9284-821cc63d6445	29e183aa-77f6-439d-9583-105c8162b9d7	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:40.927196+00	2026-11-26 00:40:40.927197+00
b7f9a482-e9b7-4394-b3ce-e9bb21276ce5	29e183aa-77f6-439d-9583-105c8162b9d7	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:40.934089+00	2026-11-26 00:40:40.93409+00
c3169d06-6f24-4819-9b66-01e924b7b6b2	d166311c-497b-46fd-a1b3-c1f6af1f81a7	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.954959+00	2026-11-26 00:40:40.954959+00
826603c1-bd4c-4bc9-b3de-ac0abf0f635a	d166311c-497b-46fd-a1b3-c1f6af1f81a7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:40.961704+00	2026-11-26 00:40:40.961705+00
0145b5ab-e0d4-40a3-9e32-f089af9f08cd	d166311c-497b-46fd-a1b3-c1f6af1f81a7	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:40.968431+00	2026-11-26 00:40:40.968432+00
30471adb-38d2-4b40-8089-84a46105b44f	203754eb-ff00-49c2-82b2-8a1447161928	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:40.978885+00	2026-11-26 00:40:40.978886+00
7798205e-7b39-42e1-978b-7038f5a60653	203754eb-ff00-49c2-82b2-8a1447161928	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:40.985722+00	2026-11-26 00:40:40.985723+00
233733f2-8398-448f-877f-c486068169fe	203754eb-ff00-49c2-82b2-8a1447161928	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:40.992802+00	2026-11-26 00:40:40.992803+00
42fad4b0-c269-4dd9-aea8-3e769c691ea1	203754eb-ff00-49c2-82b2-8a1447161928	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:41.019195+00	2026-11-26 00:40:41.019195+00
202bf307-b6c1-484c-93eb-9d477e37b8a4	eaf880f8-6648-4fde-afd9-28d10c0139d8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:41.030154+00	2026-11-26 00:40:41.030155+00
8294bae6-7db2-4853-9996-fe76a89f6f8d	eaf880f8-6648-4fde-afd9-28d10c0139d8	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:41.037317+00	2026-11-26 00:40:41.037318+00
40f3f283-fafb-4dcb-a487-fe3db751c499	eaf880f8-6648-4fde-afd9-28d10c0139d8	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:41.044694+00	2026-11-26 00:40:41.044695+00
5bbd73f0-7314-40f4-b07f-2734ae6b2778	ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:41.084101+00	2026-11-26 00:40:41.084103+00
36440766-59e6-4b58-a6c1-0c963ad72f75	ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:41.119081+00	2026-11-26 00:40:41.119083+00
59c9c5d0-2b67-4cda-aee3-8606a0c08c82	ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:41.126629+00	2026-11-26 00:40:41.12663+00
d0c6d23b-6669-4fdd-8532-d20c7600ad80	ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:41.134089+00	2026-11-26 00:40:41.13409+00
18523f9a-acb7-485a-807a-acc64f2ea25c	858680f1-df5a-4508-acbb-138b1655955c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:41.159997+00	2026-11-26 00:40:41.159998+00
9b3efa39-4172-4359-9e3d-1dc809016e8f	858680f1-df5a-4508-acbb-138b1655955c	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:41.196887+00	2026-11-26 00:40:41.196889+00
a2060adf-64f6-4e46-9554-9e1b8d37c54b	3fbe21da-d19f-4f5e-a768-c90c018d3ab7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:41.225772+00	2026-11-26 00:40:41.225774+00
ce349a9a-64a4-4aa0-8777-c3c2e23c26d7	3fbe21da-d19f-4f5e-a768-c90c018d3ab7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:41.23376+00	2026-11-26 00:40:41.233762+00
282a9edf-ae75-4442-86c6-727ce9ba59f6	3fbe21da-d19f-4f5e-a768-c90c018d3ab7	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:41.26299+00	2026-11-26 00:40:41.262992+00
539413ed-3bd2-4eab-a959-cccca525f69e	3fbe21da-d19f-4f5e-a768-c90c018d3ab7	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:41.271002+00	2026-11-26 00:40:41.271003+00
c98ec4da-6851-4949-b1ea-df68c601336a	d4b4ef65-b7be-44d8-bff0-58d98e898910	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:41.288934+00	2026-11-26 00:40:41.288935+00
07737193-f2f7-4838-9542-c8cca3a61a4a	d4b4ef65-b7be-44d8-bff0-58d98e898910	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:41.297464+00	2026-11-26 00:40:41.297465+00
2edf57bf-b556-4bff-b521-29f907fc7ed7	d4b4ef65-b7be-44d8-bff0-58d98e898910	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:41.304975+00	2026-11-26 00:40:41.304976+00
1f114c76-4685-474a-99fe-f374521c8f59	d4b4ef65-b7be-44d8-bff0-58d98e898910	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:41.312531+00	2026-11-26 00:40:41.312532+00
424c2c06-af04-4458-a32c-8e49f929f8e4	0c3825dd-96e6-4064-b841-e05aea091e8f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:41.343853+00	2026-11-26 00:40:41.343855+00
65ab14f4-0327-4f48-9ab5-ac8160ad18d6	0c3825dd-96e6-4064-b841-e05aea091e8f	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:41.356679+00	2026-11-26 00:40:41.35668+00
72396728-5410-49ec-a03f-37ad6c6cf764	0c3825dd-96e6-4064-b841-e05aea091e8f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:41.364107+00	2026-11-26 00:40:41.364109+00
14467573-ec2c-468b-8259-4e29cf6f73c6	0c3825dd-96e6-4064-b841-e05aea091e8f	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:41.37164+00	2026-11-26 00:40:41.371641+00
ea11741e-c672-4283-aec6-2c1a7b8b4c9f	0c3825dd-96e6-4064-b841-e05aea091e8f	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:41.400805+00	2026-11-26 00:40:41.400807+00
64cf185d-ff00-4d97-a3aa-9761c05f9f4c	34767800-a101-4324-bf94-ebd82d434e1a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:41.412756+00	2026-11-26 00:40:41.412757+00
ccdb015d-45ec-4528-b47f-905c11d92dfe	34767800-a101-4324-bf94-ebd82d434e1a	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:41.420854+00	2026-11-26 00:40:41.420855+00
3b972293-3936-4141-b441-f108d3efe2db	34767800-a101-4324-bf94-ebd82d434e1a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:41.428704+00	2026-11-26 00:40:41.428706+00
401c8a59-8532-4d12-b142-448601be0696	34767800-a101-4324-bf94-ebd82d434e1a	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:41.450505+00	2026-11-26 00:40:41.450506+00
dde1ebf8-a482-4cad-be87-875a9f9f90e6	34767800-a101-4324-bf94-ebd82d434e1a	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:41.459287+00	2026-11-26 00:40:41.459288+00
d826a974-a87d-4eb2-a065-ab0da7a2461f	2cdf681b-725a-455e-84ec-a2f8be86fe14	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:41.475993+00	2026-11-26 00:40:41.475994+00
575f4396-fc56-4d29-97b0-3d4b616e80e2	2cdf681b-725a-455e-84ec-a2f8be86fe14	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:41.484215+00	2026-11-26 00:40:41.484216+00
6481276f-703b-4962-b3de-0cb371dfff78	2cdf681b-725a-455e-84ec-a2f8be86fe14	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:41.491955+00	2026-11-26 00:40:41.491957+00
06581da6-cbf4-4a42-9164-40d16aee79ec	4197b901-234a-4efd-be2a-3b6e06594a46	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:41.520547+00	2026-11-26 00:40:41.520548+00
42b663de-67d8-4d60-b8ef-60d770762477	4197b901-234a-4efd-be2a-3b6e06594a46	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:41.548654+00	2026-11-26 00:40:41.548655+00
18942ce8-36c3-49f7-a9b7-93699895c99c	4197b901-234a-4efd-be2a-3b6e06594a46	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:41.556336+00	2026-11-26 00:40:41.556338+00
191e096a-5580-4b42-8ab2-8be4c868f245	213bf5c5-98b4-48fe-b267-21f6281e4f72	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:41.597378+00	2026-11-26 00:40:41.597379+00
04d1c75d-a933-422f-86ec-7b6701469a0c	213bf5c5-98b4-48fe-b267-21f6281e4f72	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:41.619206+00	2026-11-26 00:40:41.619207+00
4c7e3246-c0b2-4b53-b2b2-fa1a5e230b31	213bf5c5-98b4-48fe-b267-21f6281e4f72	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:41.627028+00	2026-11-26 00:40:41.627029+00
d83abb44-fadc-473e-8e00-f48612eaac02	213bf5c5-98b4-48fe-b267-21f6281e4f72	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:41.634585+00	2026-11-26 00:40:41.634586+00
21bdc18e-8b6b-4dee-a2e2-5a828c700c54	213bf5c5-98b4-48fe-b267-21f6281e4f72	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:41.655157+00	2026-11-26 00:40:41.655159+00
8ecfa2aa-280d-4217-b3d3-355038b12402	2f2bed06-3ff4-4915-8ab0-61d243e757f9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:41.667271+00	2026-11-26 00:40:41.667272+00
54778554-3ca1-46d0-a588-8c16b978c854	2f2bed06-3ff4-4915-8ab0-61d243e757f9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:41.67503+00	2026-11-26 00:40:41.675031+00
ad1edba9-cb3a-4805-b6c7-e0db8a904d56	2f2bed06-3ff4-4915-8ab0-61d243e757f9	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:41.705385+00	2026-11-26 00:40:41.705387+00
e7ff7ade-651d-4071-ba9e-1375527c5bdb	2f2bed06-3ff4-4915-8ab0-61d243e757f9	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:41.713328+00	2026-11-26 00:40:41.713329+00
7c03a01a-a794-45c2-81d8-fd72c7ed6437	9744b6fd-9829-4894-b416-519bf426c4cc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:41.727171+00	2026-11-26 00:40:41.727173+00
f0c84c7d-1d7b-4df1-b881-e469854fc64b	9744b6fd-9829-4894-b416-519bf426c4cc	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:41.735244+00	2026-11-26 00:40:41.735246+00
cf261b12-c171-4b07-b99f-220f45f291fc	9744b6fd-9829-4894-b416-519bf426c4cc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:41.772359+00	2026-11-26 00:40:41.77236+00
ccf05f6f-5409-4d54-b639-98508c248685	9744b6fd-9829-4894-b416-519bf426c4cc	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:41.780462+00	2026-11-26 00:40:41.780464+00
9a7ab188-6423-4e56-8f7e-2e7a1590af1f	9744b6fd-9829-4894-b416-519bf426c4cc	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:41.788705+00	2026-11-26 00:40:41.788707+00
f7ff6ec8-22a6-4106-b6e9-bb5eb9ccc077	a14cbd4a-980a-4e55-ab5c-1735150468e1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:41.809909+00	2026-11-26 00:40:41.80991+00
5543be34-c407-4c3d-ab88-87564fa94e27	a14cbd4a-980a-4e55-ab5c-1735150468e1	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:41.838578+00	2026-11-26 00:40:41.838579+00
b4e87e16-85de-4f20-94c3-83810c0a0261	a14cbd4a-980a-4e55-ab5c-1735150468e1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:41.846448+00	2026-11-26 00:40:41.846449+00
3f744974-b434-43ef-87ea-fa36d77bcfa8	a14cbd4a-980a-4e55-ab5c-1735150468e1	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:41.854477+00	2026-11-26 00:40:41.854478+00
7b4bf71c-aeb9-4615-8ec7-51fd8b929548	a14cbd4a-980a-4e55-ab5c-1735150468e1	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:41.883668+00	2026-11-26 00:40:41.883669+00
5b86bc5d-f371-4480-ade7-91c01136eb4d	c90fb93a-9d05-4fe9-9868-cbb90a6f7d6a	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:41.895964+00	2026-11-26 00:40:41.895965+00
69d181b9-241c-4f6d-a01d-e7248f68c141	c90fb93a-9d05-4fe9-9868-cbb90a6f7d6a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:41.905567+00	2026-11-26 00:40:41.905568+00
c8962673-370c-495f-907c-87b736c5278a	c90fb93a-9d05-4fe9-9868-cbb90a6f7d6a	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:41.951066+00	2026-11-26 00:40:41.951067+00
8d68dc70-b4cf-4743-884f-115fb1530801	c90fb93a-9d05-4fe9-9868-cbb90a6f7d6a	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:41.958663+00	2026-11-26 00:40:41.958664+00
0f781a58-abd8-4934-9b27-ee00fc1f410a	9da94af6-42bf-4eca-b040-dca0f7b9fb38	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:41.970388+00	2026-11-26 00:40:41.970388+00
0d92a0c0-4d0b-43c3-b064-0aabe396905d	9da94af6-42bf-4eca-b040-dca0f7b9fb38	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:41.978195+00	2026-11-26 00:40:41.978197+00
b676b257-6c1b-4816-a1ab-7700104881cf	9da94af6-42bf-4eca-b040-dca0f7b9fb38	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:42.002583+00	2026-11-26 00:40:42.002585+00
cc74a2ab-9dc2-4745-8b35-2b7e5d8103f4	57507856-46f4-4997-a03a-66cd9bf2f4be	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:42.014326+00	2026-11-26 00:40:42.014327+00
186758cb-f3a3-48cc-9d9e-eebe227234e0	57507856-46f4-4997-a03a-66cd9bf2f4be	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:42.027324+00	2026-11-26 00:40:42.027325+00
b7d7f435-49c0-4e6f-923e-e09d0b29713e	57507856-46f4-4997-a03a-66cd9bf2f4be	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:42.047823+00	2026-11-26 00:40:42.047824+00
b81eb423-d141-48dd-a413-df5c41921f0e	95c4cc89-63ef-474e-a22f-ce5e70209d75	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:42.06073+00	2026-11-26 00:40:42.060731+00
0b9c73c5-e8b1-4f0d-82b9-53af66d6c91e	95c4cc89-63ef-474e-a22f-ce5e70209d75	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:42.081095+00	2026-11-26 00:40:42.081096+00
dc70f8e0-a566-4fe8-855f-82afb3f6c5bf	95c4cc89-63ef-474e-a22f-ce5e70209d75	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:42.088812+00	2026-11-26 00:40:42.088813+00
edd9a92a-9863-4587-9570-5a220422c4c2	95c4cc89-63ef-474e-a22f-ce5e70209d75	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:42.096422+00	2026-11-26 00:40:42.096423+00
aaf2a34c-de90-45ca-a292-704eab5c4e2c	95c4cc89-63ef-474e-a22f-ce5e70209d75	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:42.132245+00	2026-11-26 00:40:42.132246+00
4adf0b00-dda5-4a65-b1de-4241b97a5a3f	90f01a31-3530-43ff-8d3e-a08b89a306b6	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:42.147479+00	2026-11-26 00:40:42.147481+00
c9899fbd-fb39-4202-9b3c-38b15ebc564c	90f01a31-3530-43ff-8d3e-a08b89a306b6	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:42.155286+00	2026-11-26 00:40:42.155287+00
c874fa78-90c0-4ad1-b34c-5d72f8b71f53	90f01a31-3530-43ff-8d3e-a08b89a306b6	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:42.163054+00	2026-11-26 00:40:42.163056+00
239e18b8-4db8-408b-99da-956183e2e1f9	b3b64d7d-cd44-45cc-a047-61cfd0770f92	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:42.174907+00	2026-11-26 00:40:42.174908+00
1934f881-0207-415a-99d7-274f49b5d9f2	b3b64d7d-cd44-45cc-a047-61cfd0770f92	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:42.182835+00	2026-11-26 00:40:42.182836+00
4491a3f6-25d3-4095-b7ec-98061dd37916	b3b64d7d-cd44-45cc-a047-61cfd0770f92	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:42.226425+00	2026-11-26 00:40:42.226426+00
333dcb06-2d08-4161-88bf-fc3ca848a326	b3b64d7d-cd44-45cc-a047-61cfd0770f92	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:42.233564+00	2026-11-26 00:40:42.233565+00
4df83e75-8a4d-47e0-8b71-5691c29949b9	f3dbdc8c-2922-460b-984b-02ff23d07181	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:42.244766+00	2026-11-26 00:40:42.244767+00
632e27c6-04cd-43d4-9781-da49f0bed4a9	f3dbdc8c-2922-460b-984b-02ff23d07181	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:42.27089+00	2026-11-26 00:40:42.270891+00
9c1406e5-1418-45f9-8010-a3eec12c8d6c	f3dbdc8c-2922-460b-984b-02ff23d07181	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:42.278141+00	2026-11-26 00:40:42.278142+00
0b2e9753-9b6e-4bd3-88ee-ec4d3ea50ae5	f3dbdc8c-2922-460b-984b-02ff23d07181	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:42.285659+00	2026-11-26 00:40:42.285661+00
a1cb81cd-a5c0-43f5-87e4-baadb34794b1	f3dbdc8c-2922-460b-984b-02ff23d07181	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:42.31427+00	2026-11-26 00:40:42.314271+00
e26dadba-215b-440f-be2f-3ee7a71f0f61	b6f70843-a604-410e-957c-6250cb95f50e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:42.328083+00	2026-11-26 00:40:42.328084+00
5c6aba25-febe-4970-b437-9e827d8359ce	b6f70843-a604-410e-957c-6250cb95f50e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:42.336169+00	2026-11-26 00:40:42.33617+00
7e5c7cf2-dc61-4bf9-80e3-478025b01970	b6f70843-a604-410e-957c-6250cb95f50e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:42.349783+00	2026-11-26 00:40:42.349785+00
8ff41f4c-16e9-4734-869a-8a1380a99dc1	b6f70843-a604-410e-957c-6250cb95f50e	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:42.357866+00	2026-11-26 00:40:42.357867+00
fd0da2fa-65e0-46cb-a0a9-8719691a9ebf	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:42.373384+00	2026-11-26 00:40:42.373386+00
4befec1e-0cd9-4d61-b3cb-7f33a0ad5ac5	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:42.381488+00	2026-11-26 00:40:42.381489+00
93c51ef2-c04c-443e-af42-2c671b56780f	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:42.410843+00	2026-11-26 00:40:42.410844+00
42141e69-19e6-4ed6-802c-1f0459eb9a29	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:42.418755+00	2026-11-26 00:40:42.418756+00
ad0a99ae-aab1-4d7c-a19e-e3b54d583ce5	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:42.426686+00	2026-11-26 00:40:42.426687+00
01bfb026-bc3b-4681-baa1-ee755cf9f919	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:42.460303+00	2026-11-26 00:40:42.460305+00
a1140677-74d0-418a-9512-01c62d4f90b8	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:42.496516+00	2026-11-26 00:40:42.496518+00
d68e3d35-2d2a-40d0-a87d-414805132d7f	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:42.504343+00	2026-11-26 00:40:42.504345+00
c97753b6-30f3-4823-9cc6-871f2df4e05f	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:42.51235+00	2026-11-26 00:40:42.512351+00
401fb302-a788-486c-9013-48adfa9b89b9	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:42.553661+00	2026-11-26 00:40:42.553662+00
2d9ae101-c12c-49d7-a43b-cb19f6e8f2ad	4d52d8b5-1975-4fd5-83ac-5e6f2f11b97f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:42.565424+00	2026-11-26 00:40:42.565425+00
c56d7bb7-52c0-4466-a535-0985c403270f	4d52d8b5-1975-4fd5-83ac-5e6f2f11b97f	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:42.573023+00	2026-11-26 00:40:42.573024+00
5fdeb9d7-dc6d-4009-ac6d-e52066815ffd	4d52d8b5-1975-4fd5-83ac-5e6f2f11b97f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:42.580562+00	2026-11-26 00:40:42.580563+00
07b621fc-1dd4-4056-9e15-65f015bc191a	4d52d8b5-1975-4fd5-83ac-5e6f2f11b97f	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:42.601673+00	2026-11-26 00:40:42.601674+00
3bdd3621-844b-4a15-8aca-f4406daaf5a8	18b15146-6c6c-43fd-ab48-3f20a0ab2366	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:42.615324+00	2026-11-26 00:40:42.615325+00
99eb6d3d-93dc-4a13-9d5f-5700828517fd	18b15146-6c6c-43fd-ab48-3f20a0ab2366	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:42.623328+00	2026-11-26 00:40:42.623329+00
b944cc46-8300-4892-a4ab-a2725bfc9d3f	18b15146-6c6c-43fd-ab48-3f20a0ab2366	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:42.660032+00	2026-11-26 00:40:42.660034+00
ac25704d-11a7-4d01-9295-dbb4740125ba	18b15146-6c6c-43fd-ab48-3f20a0ab2366	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:42.668055+00	2026-11-26 00:40:42.668057+00
fa05e962-f45d-4b6c-a353-af8fe06ed71c	d7356c01-7533-483e-8141-ea58c5eef3e5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:42.721499+00	2026-11-26 00:40:42.721501+00
e6a23dab-b6da-4969-a281-46b44f584d6c	d7356c01-7533-483e-8141-ea58c5eef3e5	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:42.742953+00	2026-11-26 00:40:42.742954+00
fd68088b-e328-4483-a53e-6270fe446779	d7356c01-7533-483e-8141-ea58c5eef3e5	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:42.750944+00	2026-11-26 00:40:42.750946+00
81a75fae-bb54-442a-a1df-013638b18961	d7356c01-7533-483e-8141-ea58c5eef3e5	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:42.772336+00	2026-11-26 00:40:42.772337+00
2b236fa9-562c-4e8e-b6b6-1551ebc1cb80	4e2766fa-4b31-4fe7-8831-4f38d8ddd111	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:42.784681+00	2026-11-26 00:40:42.784683+00
b69d0867-4aab-4816-af14-00d20dda2f58	4e2766fa-4b31-4fe7-8831-4f38d8ddd111	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:42.792608+00	2026-11-26 00:40:42.79261+00
f982270a-090b-4a90-8592-7a1c9f8416f1	4e2766fa-4b31-4fe7-8831-4f38d8ddd111	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:42.800593+00	2026-11-26 00:40:42.800595+00
a92062bd-6f3e-4217-ad05-ae031c8dde7e	4e2766fa-4b31-4fe7-8831-4f38d8ddd111	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:42.829763+00	2026-11-26 00:40:42.829765+00
c1e08f82-0031-4e3b-bc50-5c5a12a1b7f2	4e2766fa-4b31-4fe7-8831-4f38d8ddd111	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:42.840394+00	2026-11-26 00:40:42.840395+00
57897efc-15c2-407b-90fc-cdf1fd113921	61688001-5462-47b9-90b5-bd65cf1d5f0c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:42.85488+00	2026-11-26 00:40:42.854881+00
d0e61555-672d-4160-9e37-7ad7b91fdf63	61688001-5462-47b9-90b5-bd65cf1d5f0c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:42.862102+00	2026-11-26 00:40:42.862103+00
b588d312-a0d8-4652-9617-7a631a25f066	61688001-5462-47b9-90b5-bd65cf1d5f0c	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:42.869554+00	2026-11-26 00:40:42.869555+00
8bca171a-390d-4c79-9771-34c0e2ff731c	61688001-5462-47b9-90b5-bd65cf1d5f0c	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:42.876974+00	2026-11-26 00:40:42.876975+00
98b81aca-f8e4-447b-a511-888d24c71f65	ba730f8e-2df0-4e95-8d7e-aa02542d82bf	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:42.922797+00	2026-11-26 00:40:42.922798+00
5efeb79e-2321-4ce6-af56-05e4daea4ae6	ba730f8e-2df0-4e95-8d7e-aa02542d82bf	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:42.930432+00	2026-11-26 00:40:42.930433+00
4146bca3-1cc6-4d35-87fc-4faeae40c842	ba730f8e-2df0-4e95-8d7e-aa02542d82bf	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:42.938042+00	2026-11-26 00:40:42.938044+00
921b87c0-0452-4aa4-8f69-bf81fb8037bc	ba730f8e-2df0-4e95-8d7e-aa02542d82bf	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:42.973242+00	2026-11-26 00:40:42.973244+00
30d36ec5-dec9-48ec-b903-c8f6d38c1994	9e90bc01-4aa0-4cdb-9ccb-28d8bc952658	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:42.986649+00	2026-11-26 00:40:42.98665+00
93a4e785-4732-476d-8136-5d57da900b52	9e90bc01-4aa0-4cdb-9ccb-28d8bc952658	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:43.014192+00	2026-11-26 00:40:43.014193+00
4acf0120-4a6a-42c0-a6e0-02b02721b820	9e90bc01-4aa0-4cdb-9ccb-28d8bc952658	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:43.021766+00	2026-11-26 00:40:43.021767+00
d03c92cf-d528-4e3b-aeb5-b216bbd880ee	429bc993-2206-43b8-80cf-ee8a5e9875fe	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:43.036686+00	2026-11-26 00:40:43.036687+00
cc51c0c7-807f-4cca-861a-84bb7ce08fe9	429bc993-2206-43b8-80cf-ee8a5e9875fe	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:43.04431+00	2026-11-26 00:40:43.044311+00
6dc24adf-8cd5-46a0-a8d2-af3a5d6746e4	429bc993-2206-43b8-80cf-ee8a5e9875fe	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:43.055272+00	2026-11-26 00:40:43.055273+00
551bcb57-d05c-4ef4-8c35-ab0a324feceb	429bc993-2206-43b8-80cf-ee8a5e9875fe	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.083128+00	2026-11-26 00:40:43.083129+00
de9c7033-d883-45a1-b767-b473bdb98605	d0700892-abee-45b8-a1be-7cef6ebb3b02	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:43.094889+00	2026-11-26 00:40:43.09489+00
6eb415f8-f2c0-4ca1-86a0-abc7d1aeb533	d0700892-abee-45b8-a1be-7cef6ebb3b02	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:43.115468+00	2026-11-26 00:40:43.115469+00
f4f1ab36-e20d-4bc4-b9aa-7d8e463ff52e	d0700892-abee-45b8-a1be-7cef6ebb3b02	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:43.123045+00	2026-11-26 00:40:43.123047+00
0d0b7e86-34a3-4b57-b615-2a9bee230d7d	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:43.147335+00	2026-11-26 00:40:43.147336+00
11b8020a-6793-423c-96b4-d5a207e5974a	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:43.184458+00	2026-11-26 00:40:43.184459+00
37d07254-eb54-4f16-8689-027a97b2f88e	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:43.191932+00	2026-11-26 00:40:43.191933+00
9152e125-af3f-404a-ac74-7d23e6029db2	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:43.199555+00	2026-11-26 00:40:43.199556+00
5df697cf-4db6-4c09-b619-de65de64138e	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:43.245064+00	2026-11-26 00:40:43.245066+00
458d5391-1576-43b1-897c-5824fc055e69	51873542-b271-47da-81e3-1e5aa0e98e02	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:43.256903+00	2026-11-26 00:40:43.256904+00
589ed39f-0be3-4382-97da-8df8b6bae1dc	51873542-b271-47da-81e3-1e5aa0e98e02	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:43.264467+00	2026-11-26 00:40:43.264468+00
4fd699a1-0701-4294-ab39-e425c00d17b0	51873542-b271-47da-81e3-1e5aa0e98e02	392ec33c-5a67-4937-b948-a4a3eb886c22	2	2026-11-26 00:40:43.29257+00	2026-11-26 00:40:43.292571+00
6e66244f-8b03-4782-8b5d-8428c27dcea2	51873542-b271-47da-81e3-1e5aa0e98e02	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:43.300486+00	2026-11-26 00:40:43.300487+00
40518c5e-5b96-49fa-a7b3-5ffd58d51edb	e91c7eb5-bacf-4780-86de-22dcde7ed1af	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:43.314105+00	2026-11-26 00:40:43.314106+00
5a4e51d3-cf5e-4955-84e1-d81d86b018d2	e91c7eb5-bacf-4780-86de-22dcde7ed1af	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:43.322166+00	2026-11-26 00:40:43.322168+00
e8b0a99a-8b4b-4c47-bd86-64bf326fedb1	e91c7eb5-bacf-4780-86de-22dcde7ed1af	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:43.343344+00	2026-11-26 00:40:43.343345+00
468b93ca-9f78-4128-b5be-9a9290dcbc9a	b3db2f17-0043-41cf-acd0-e0165b72b436	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:43.358017+00	2026-11-26 00:40:43.358018+00
f5940a5b-d2c5-4a9a-b4b4-c50732b25d2c	b3db2f17-0043-41cf-acd0-e0165b72b436	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:43.365456+00	2026-11-26 00:40:43.365457+00
b2d89896-031d-4267-af6d-fd4adecdb007	29e1f6bc-6130-49bf-abea-c925da1431ec	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:43.376747+00	2026-11-26 00:40:43.376748+00
113a9ad1-aa37-4ed2-9c9b-ce9ccee7aad0	29e1f6bc-6130-49bf-abea-c925da1431ec	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:43.410454+00	2026-11-26 00:40:43.410457+00
866df413-3ee3-4f46-ae24-c75d1c87a1e6	29e1f6bc-6130-49bf-abea-c925da1431ec	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:43.417577+00	2026-11-26 00:40:43.417578+00
97da3433-df10-4d66-9528-e8d56f051d7e	29e1f6bc-6130-49bf-abea-c925da1431ec	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.424793+00	2026-11-26 00:40:43.424794+00
ac66fc9d-c5f1-4391-997b-3020b66ec435	29e1f6bc-6130-49bf-abea-c925da1431ec	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:43.444448+00	2026-11-26 00:40:43.444449+00
4449ff6f-8154-4dcb-82ef-b1f9ee665721	630723ee-74dc-4b66-a9ad-bfc8463d6994	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:43.455533+00	2026-11-26 00:40:43.455534+00
b67d5337-c79a-4537-aa2c-2f1d47e1e341	630723ee-74dc-4b66-a9ad-bfc8463d6994	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:43.463473+00	2026-11-26 00:40:43.463475+00
53e2a063-4433-4699-a097-63f811668b60	630723ee-74dc-4b66-a9ad-bfc8463d6994	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:43.474651+00	2026-11-26 00:40:43.474653+00
92fa9f89-d5d9-45a4-a47b-f3cb2ef3ceaa	630723ee-74dc-4b66-a9ad-bfc8463d6994	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:43.481659+00	2026-11-26 00:40:43.481661+00
34eff17c-08b4-4d10-ac77-61853456961f	3876b7e6-274e-4a0d-8062-fbaa28fa1faa	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:43.492384+00	2026-11-26 00:40:43.492386+00
29d275bd-d894-4f0c-a88e-832b497785b9	3876b7e6-274e-4a0d-8062-fbaa28fa1faa	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:43.499259+00	2026-11-26 00:40:43.49926+00
2c09464a-dd3a-4ec6-91bd-db20068f3f15	3876b7e6-274e-4a0d-8062-fbaa28fa1faa	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:43.525021+00	2026-11-26 00:40:43.525023+00
3491b7db-4f05-404a-854a-5440e4e34af3	3876b7e6-274e-4a0d-8062-fbaa28fa1faa	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:43.532281+00	2026-11-26 00:40:43.532282+00
70154cc5-a5d4-4e91-b5a2-1db1abe723ca	9d6820c8-65ac-4868-bb80-7cd905c73480	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:43.557828+00	2026-11-26 00:40:43.55783+00
12cf6b50-ec18-408e-81ae-cefaaeba2d4d	9d6820c8-65ac-4868-bb80-7cd905c73480	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:43.565199+00	2026-11-26 00:40:43.565201+00
9b3e23be-eff2-464a-bd0c-10268edc87df	9d6820c8-65ac-4868-bb80-7cd905c73480	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:43.607741+00	2026-11-26 00:40:43.607743+00
951b1449-41e2-4c5d-99d1-98aa334e3fa3	9d6820c8-65ac-4868-bb80-7cd905c73480	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:43.615163+00	2026-11-26 00:40:43.615165+00
f358e9f6-7ccc-4589-b635-c829d9dd2f27	9d6820c8-65ac-4868-bb80-7cd905c73480	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:43.62299+00	2026-11-26 00:40:43.622991+00
2c0248a3-f42e-4a56-988c-b73238a214f2	828bb55c-cc89-4826-b3e3-ecbb40b5672f	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.672153+00	2026-11-26 00:40:43.672154+00
3818c09d-fcd5-46eb-838e-84c1d48499ba	828bb55c-cc89-4826-b3e3-ecbb40b5672f	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:43.703978+00	2026-11-26 00:40:43.703979+00
66e1d9cf-17ca-4131-ac2c-c4244657b8ce	78a27fd1-fad8-4495-af44-2a38e2a52f81	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:43.714543+00	2026-11-26 00:40:43.714544+00
5e13272a-8d91-4764-9fb2-c59e7767385e	78a27fd1-fad8-4495-af44-2a38e2a52f81	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:43.721197+00	2026-11-26 00:40:43.721198+00
3fc355f6-4873-4bcd-b937-6c30a3ab0bc5	78a27fd1-fad8-4495-af44-2a38e2a52f81	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:43.72939+00	2026-11-26 00:40:43.729391+00
c921f5b0-a328-468a-8855-3880335851bc	78a27fd1-fad8-4495-af44-2a38e2a52f81	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.754424+00	2026-11-26 00:40:43.754425+00
33fa902b-95e1-435f-848b-8111d3207712	78a27fd1-fad8-4495-af44-2a38e2a52f81	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:43.761408+00	2026-11-26 00:40:43.761409+00
e787ef4e-a4e5-415e-9928-3fad290eae5c	cad53cdd-353b-4a27-a9c9-f648e9fe3d27	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:43.772044+00	2026-11-26 00:40:43.772046+00
71fa4310-11c4-4dc7-8221-9029d9f127d2	cad53cdd-353b-4a27-a9c9-f648e9fe3d27	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.778944+00	2026-11-26 00:40:43.778945+00
960fe378-02f1-439e-bcf2-7d7fd398d0b8	cad53cdd-353b-4a27-a9c9-f648e9fe3d27	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:43.785815+00	2026-11-26 00:40:43.785816+00
8698301f-8358-41ff-895c-5b7ddc3e006e	05599310-b40e-4f63-9afe-207659e03acc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:43.821827+00	2026-11-26 00:40:43.821828+00
9f33fac9-8b00-4949-82ad-97f1b4e056b9	05599310-b40e-4f63-9afe-207659e03acc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:43.839624+00	2026-11-26 00:40:43.839625+00
bec67371-b97a-434b-8ca3-4f903d96f2d8	05599310-b40e-4f63-9afe-207659e03acc	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.84626+00	2026-11-26 00:40:43.846261+00
a2e2d431-8dc7-497e-8f04-b07d91c15b2e	05599310-b40e-4f63-9afe-207659e03acc	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:43.873365+00	2026-11-26 00:40:43.873367+00
12730a85-33e3-4c7a-b8ad-a36acd5c2872	a356d7a6-d034-4ee8-802d-d664f97ba8ab	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:43.887362+00	2026-11-26 00:40:43.887364+00
414a5d42-8c9f-469d-8abd-dc00a399dc05	a356d7a6-d034-4ee8-802d-d664f97ba8ab	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:43.894273+00	2026-11-26 00:40:43.894274+00
d881b30e-a4a1-4bc2-b24c-41c29c2547f5	a356d7a6-d034-4ee8-802d-d664f97ba8ab	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:43.926682+00	2026-11-26 00:40:43.926683+00
9e44cda2-cfc2-46d7-a567-24ff8ca0dc88	a356d7a6-d034-4ee8-802d-d664f97ba8ab	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:43.933489+00	2026-11-26 00:40:43.93349+00
6797e037-ae2e-4fcb-9333-462a2547ff85	d8ec3d03-a22b-40d9-99c8-476ee64a7e05	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:43.944089+00	2026-11-26 00:40:43.94409+00
abe50160-89e5-4460-ba0c-e3ac09114a82	d8ec3d03-a22b-40d9-99c8-476ee64a7e05	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:43.950808+00	2026-11-26 00:40:43.950809+00
8ee6612e-405d-416f-a16d-e26526cf8c6d	d8ec3d03-a22b-40d9-99c8-476ee64a7e05	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:43.976031+00	2026-11-26 00:40:43.976032+00
3ab1fd86-6181-4813-8767-97c5670ef994	d8ec3d03-a22b-40d9-99c8-476ee64a7e05	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:43.98282+00	2026-11-26 00:40:43.982821+00
3fad2a48-576f-4c1b-825e-f568ff509c47	75ac7b29-f314-4baa-9c56-2879898f02cc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:43.993302+00	2026-11-26 00:40:43.993303+00
c738e1d5-c2dc-4758-a681-840d0eb6402a	75ac7b29-f314-4baa-9c56-2879898f02cc	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:44.025443+00	2026-11-26 00:40:44.025445+00
31dc3e71-9a4c-42fe-9a6d-e4519da60311	75ac7b29-f314-4baa-9c56-2879898f02cc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:44.032062+00	2026-11-26 00:40:44.032063+00
b6d85e6f-fea3-4d87-81cb-d140c2ed8e15	9fd8df5f-9f00-4295-82ff-1dae85c419e6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:44.042675+00	2026-11-26 00:40:44.042676+00
4435e7d3-cdf6-4131-836e-570abd5ae3ba	9fd8df5f-9f00-4295-82ff-1dae85c419e6	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:44.049558+00	2026-11-26 00:40:44.049559+00
b290694c-f7ae-4739-b992-7d5d2ea4c8d0	9fd8df5f-9f00-4295-82ff-1dae85c419e6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:44.056285+00	2026-11-26 00:40:44.056286+00
886808d2-3f43-4555-ba60-cf973be12e71	9fd8df5f-9f00-4295-82ff-1dae85c419e6	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:44.074266+00	2026-11-26 00:40:44.074267+00
535b61dc-9d04-482e-b4e1-88295080c1f3	bea069b0-8e88-408d-8d27-ce332a590dd5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:44.09133+00	2026-11-26 00:40:44.091331+00
60a70858-23ce-4dbc-b2e2-78346cfd5d89	bea069b0-8e88-408d-8d27-ce332a590dd5	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:44.097968+00	2026-11-26 00:40:44.097969+00
a9ad5fa0-e51c-4cd5-8b2b-e333d8146687	bea069b0-8e88-408d-8d27-ce332a590dd5	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:44.104465+00	2026-11-26 00:40:44.104466+00
49c53b72-93f3-4f7b-a421-f74f87dd7732	bea069b0-8e88-408d-8d27-ce332a590dd5	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:44.11109+00	2026-11-26 00:40:44.111091+00
7fc33343-1e69-4e3b-b014-e80272217ee0	bfea06e5-cc4e-446d-8636-67f12c700e59	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:44.124579+00	2026-11-26 00:40:44.12458+00
cbf74af9-62a8-4a59-b162-c585aa750dec	bfea06e5-cc4e-446d-8636-67f12c700e59	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.156277+00	2026-11-26 00:40:44.156278+00
aa9f4418-eaa6-4bc1-b93d-10ed13e4ef91	bfea06e5-cc4e-446d-8636-67f12c700e59	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:44.16315+00	2026-11-26 00:40:44.16315+00
f2029e6b-de80-4083-a2f8-b7740ee3726b	ae7529bb-d127-4258-8204-61e0b8372e35	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:44.206441+00	2026-11-26 00:40:44.206442+00
f4be819a-c858-43ad-aafd-5522d1ffe9b2	ae7529bb-d127-4258-8204-61e0b8372e35	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:44.225105+00	2026-11-26 00:40:44.225106+00
15d3d908-8505-4782-8951-d3f0ed6bc659	ae7529bb-d127-4258-8204-61e0b8372e35	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.231842+00	2026-11-26 00:40:44.231842+00
97619afb-1231-4f85-9501-9d124a34afcf	ae7529bb-d127-4258-8204-61e0b8372e35	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:44.239744+00	2026-11-26 00:40:44.239745+00
6996b555-e81a-4ef6-a6bd-36a96a96f8dd	3e124ffc-64ff-4b0d-8427-09ffc646c464	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:44.274845+00	2026-11-26 00:40:44.274846+00
92089cd4-b174-44e2-a218-eebc8d6267ec	3e124ffc-64ff-4b0d-8427-09ffc646c464	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:44.281666+00	2026-11-26 00:40:44.281667+00
7a2a30e3-3068-4c4d-a580-6a5a3418e65a	0ce3ca30-37d7-4719-a48a-31c8ba744f55	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:44.293516+00	2026-11-26 00:40:44.293517+00
c309176c-7da2-4c57-af01-a28864d94277	0ce3ca30-37d7-4719-a48a-31c8ba744f55	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:44.30027+00	2026-11-26 00:40:44.300271+00
620d7a3f-57f7-49bd-b01c-d378037c8971	0ce3ca30-37d7-4719-a48a-31c8ba744f55	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.324834+00	2026-11-26 00:40:44.324835+00
22d537dd-157c-4459-bd91-ae9c6583b129	0ce3ca30-37d7-4719-a48a-31c8ba744f55	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:44.331567+00	2026-11-26 00:40:44.331568+00
07579f4a-24b9-482b-8695-56f89eb84fb1	0ce3ca30-37d7-4719-a48a-31c8ba744f55	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:44.338506+00	2026-11-26 00:40:44.338507+00
cd2a194b-5542-4fcc-b5f4-c5ec489e7c49	9c5396a2-9151-48cc-bda9-e5cbfc43a48a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:44.35688+00	2026-11-26 00:40:44.35688+00
dcd8d9c4-3b44-48e4-8bc9-3fb92badf334	9c5396a2-9151-48cc-bda9-e5cbfc43a48a	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:44.382062+00	2026-11-26 00:40:44.382063+00
0f1a1b86-9b25-4187-b528-4e0beb0d083c	9c5396a2-9151-48cc-bda9-e5cbfc43a48a	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:44.388881+00	2026-11-26 00:40:44.388882+00
942ef5eb-8940-403b-a569-367e5c6ab249	9c5396a2-9151-48cc-bda9-e5cbfc43a48a	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:44.419291+00	2026-11-26 00:40:44.419292+00
f0483617-cbbe-4606-8d11-0402e5b88555	93878edc-bc86-41bf-9619-50e1a12b9e20	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:44.429522+00	2026-11-26 00:40:44.429523+00
dd2df7fa-29a8-41dd-9ba3-5dffef4376f6	93878edc-bc86-41bf-9619-50e1a12b9e20	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:44.447576+00	2026-11-26 00:40:44.447577+00
d7cdddc6-d64c-4cf0-b779-c1535aedcf6f	eaa2afb3-3ecf-4188-b8b3-46556cec2d67	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:44.457987+00	2026-11-26 00:40:44.457988+00
09b7d8b4-88b6-4285-8b34-adbd157c6396	eaa2afb3-3ecf-4188-b8b3-46556cec2d67	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:44.464991+00	2026-11-26 00:40:44.464992+00
440a9f65-5faf-4c98-a3b9-a26440b74c15	eaa2afb3-3ecf-4188-b8b3-46556cec2d67	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:44.476532+00	2026-11-26 00:40:44.476533+00
b9cd0bfe-80bb-4af0-98cb-a1596c12e07b	2200d78b-38c3-4ffc-87fe-33a3de6b22ca	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:44.488407+00	2026-11-26 00:40:44.488408+00
a2edce5b-b08f-498f-ba98-bd83e34b4a62	2200d78b-38c3-4ffc-87fe-33a3de6b22ca	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.526313+00	2026-11-26 00:40:44.526314+00
2025d768-1082-42fa-a65d-8154ca0c58fe	2200d78b-38c3-4ffc-87fe-33a3de6b22ca	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:44.533029+00	2026-11-26 00:40:44.533029+00
03c31c61-69b9-4610-b1bd-7b273aa3de21	91422790-e6c0-4e32-8b5e-825c3284aefc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:44.546396+00	2026-11-26 00:40:44.546397+00
afc69cee-f13b-4d2f-8bfc-b5536b6f5b83	91422790-e6c0-4e32-8b5e-825c3284aefc	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:44.553013+00	2026-11-26 00:40:44.553014+00
81834a5b-0841-48b5-b9c2-d02e08638076	91422790-e6c0-4e32-8b5e-825c3284aefc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:44.559704+00	2026-11-26 00:40:44.559705+00
c0c28de8-7bc5-4690-ab73-bb8eee6174e1	91422790-e6c0-4e32-8b5e-825c3284aefc	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:44.590982+00	2026-11-26 00:40:44.590983+00
dd91e9a6-1c46-4839-a96b-d8ca0502d56a	802f8c81-76a0-4af9-b2d6-f6039eb9553f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:44.601203+00	2026-11-26 00:40:44.601204+00
1eb91a05-e154-438c-a01c-23c74d1a69ee	802f8c81-76a0-4af9-b2d6-f6039eb9553f	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:44.607822+00	2026-11-26 00:40:44.607823+00
cffe0c0c-748e-4f3a-85c0-c3b0b3d04ac2	802f8c81-76a0-4af9-b2d6-f6039eb9553f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.619067+00	2026-11-26 00:40:44.619068+00
72074989-c773-4621-81c5-c7cb60c2a465	802f8c81-76a0-4af9-b2d6-f6039eb9553f	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:44.62557+00	2026-11-26 00:40:44.625571+00
04cd9a26-aa2c-4226-8710-d72fde0dd829	802f8c81-76a0-4af9-b2d6-f6039eb9553f	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:44.63223+00	2026-11-26 00:40:44.632231+00
39cc8403-b0df-4491-8469-9ef7e92d8db1	0162e4e3-219c-44b7-91a2-565d2a202cb1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:44.66746+00	2026-11-26 00:40:44.667461+00
25c60a3b-52d9-408a-8267-b1c70f365975	0162e4e3-219c-44b7-91a2-565d2a202cb1	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:44.69277+00	2026-11-26 00:40:44.692771+00
0d7873cc-fa0f-44ed-9d0e-bb5e0e0dd426	0162e4e3-219c-44b7-91a2-565d2a202cb1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.699592+00	2026-11-26 00:40:44.699593+00
b152265d-299a-466d-9219-afdad5eef1cd	0162e4e3-219c-44b7-91a2-565d2a202cb1	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:44.707745+00	2026-11-26 00:40:44.707747+00
0e0f6c7e-6cb0-4b31-a49c-184bbe28a0b0	7592a1dc-7c58-4df2-ad70-a8e163257e1a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:44.729151+00	2026-11-26 00:40:44.729151+00
4c057404-2957-4acd-ab3c-e66b7a7b143d	7592a1dc-7c58-4df2-ad70-a8e163257e1a	392ec33c-5a67-4937-b948-a4a3eb886c22	2	2026-11-26 00:40:44.735656+00	2026-11-26 00:40:44.735657+00
52970668-5fd7-4dd6-96ae-2f4fecf1f1d4	7592a1dc-7c58-4df2-ad70-a8e163257e1a	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:44.74227+00	2026-11-26 00:40:44.742271+00
156bda51-c872-4ec0-8c0c-465513a26df8	2ef654ad-f0f5-4a3e-a3ed-d787d5f55bed	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:44.756624+00	2026-11-26 00:40:44.756625+00
c69373d7-23f4-40c4-aca5-281135fce628	2ef654ad-f0f5-4a3e-a3ed-d787d5f55bed	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.764903+00	2026-11-26 00:40:44.764904+00
46de4acb-e7c8-41fc-bb9e-8c6961b5f25e	2ef654ad-f0f5-4a3e-a3ed-d787d5f55bed	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:44.798951+00	2026-11-26 00:40:44.798952+00
7dacaf97-b988-460b-9d83-a8350fe3318b	2ef654ad-f0f5-4a3e-a3ed-d787d5f55bed	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:44.805921+00	2026-11-26 00:40:44.805922+00
75b3c432-a58f-4acd-a243-99b026fb16e7	6c5a6990-170b-43ce-9029-7b0d77ff5afb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.819735+00	2026-11-26 00:40:44.819736+00
68291d85-8af7-4b07-a6dc-00057839d801	6c5a6990-170b-43ce-9029-7b0d77ff5afb	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:44.826794+00	2026-11-26 00:40:44.826795+00
25d8e950-4a8c-48f9-928a-1b03aaa331ee	6c5a6990-170b-43ce-9029-7b0d77ff5afb	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:44.833757+00	2026-11-26 00:40:44.833757+00
412ccad6-a237-4d04-afac-b0cd9943ff57	48418e23-8ae4-4b08-80dc-57423feb12dd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:44.856416+00	2026-11-26 00:40:44.856417+00
6c74ebd4-1c37-405d-bbcb-9e521c46a07f	48418e23-8ae4-4b08-80dc-57423feb12dd	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:44.881625+00	2026-11-26 00:40:44.881626+00
722865fd-744e-4342-9ba5-901ffb17507b	48418e23-8ae4-4b08-80dc-57423feb12dd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:44.888506+00	2026-11-26 00:40:44.888507+00
84a71b4e-9fcb-40cf-b3b4-a4ff5cb8f661	48418e23-8ae4-4b08-80dc-57423feb12dd	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:44.895412+00	2026-11-26 00:40:44.895413+00
24b1514c-7a79-49a7-887e-293308ae0812	66e4ca72-8342-43d7-a3b8-802c864bbbe0	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:44.931339+00	2026-11-26 00:40:44.93134+00
48ba4df3-1e7d-4f09-8c82-cff0446b15ba	66e4ca72-8342-43d7-a3b8-802c864bbbe0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:44.938141+00	2026-11-26 00:40:44.938142+00
ff754eb8-0921-4883-9308-e906216c7183	66e4ca72-8342-43d7-a3b8-802c864bbbe0	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:44.963705+00	2026-11-26 00:40:44.963706+00
c956523a-b817-44d4-a777-2605c794a3df	a7b5a22b-6a00-41a2-bf6e-e1c19c122cb4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:44.974032+00	2026-11-26 00:40:44.974033+00
bd422351-ea0b-4c4f-a26f-622a45087a63	a7b5a22b-6a00-41a2-bf6e-e1c19c122cb4	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:44.980955+00	2026-11-26 00:40:44.980956+00
9420381e-817b-41fb-b449-ba84ab92d017	a7b5a22b-6a00-41a2-bf6e-e1c19c122cb4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.018505+00	2026-11-26 00:40:45.018506+00
0280030b-bc30-45b5-b25e-70bdb3ba578a	a7b5a22b-6a00-41a2-bf6e-e1c19c122cb4	392ec33c-5a67-4937-b948-a4a3eb886c22	2	2026-11-26 00:40:45.02518+00	2026-11-26 00:40:45.025182+00
6d43f7ed-85cf-473e-9cd3-5362fa786dec	8e18c677-2436-42bd-a05c-848192e2b041	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:45.036901+00	2026-11-26 00:40:45.036902+00
72614726-da34-4d8a-89be-fb000f201076	8e18c677-2436-42bd-a05c-848192e2b041	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:45.043209+00	2026-11-26 00:40:45.04321+00
3d2b4c18-74d7-4e43-958c-07d40400fe4a	8e18c677-2436-42bd-a05c-848192e2b041	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:45.049676+00	2026-11-26 00:40:45.049677+00
fd6c88df-1454-4148-a7e1-1dca177adcaa	8e18c677-2436-42bd-a05c-848192e2b041	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:45.056084+00	2026-11-26 00:40:45.056085+00
743b8119-9665-4014-83e3-c095a5a57780	f9ccfe61-193a-425f-b8a5-61af2c965a98	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:45.087372+00	2026-11-26 00:40:45.087374+00
fdade115-52e5-4df4-a011-d9492cbc8aec	f9ccfe61-193a-425f-b8a5-61af2c965a98	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.108394+00	2026-11-26 00:40:45.108395+00
b8fd023f-76ea-497b-884e-b9e81347e8c9	f9ccfe61-193a-425f-b8a5-61af2c965a98	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:45.114962+00	2026-11-26 00:40:45.114963+00
2f7e5047-728d-4f30-bfb8-aede7735392a	add94bfa-dc42-4f65-a1a9-4b6d44c96bd2	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:45.136579+00	2026-11-26 00:40:45.13658+00
77364f31-afeb-4204-b2ae-1e173bb97899	add94bfa-dc42-4f65-a1a9-4b6d44c96bd2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:45.143307+00	2026-11-26 00:40:45.143308+00
53a0b17d-0d2c-4d20-8ec7-0239548b608d	add94bfa-dc42-4f65-a1a9-4b6d44c96bd2	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.168018+00	2026-11-26 00:40:45.168019+00
b9c6b280-fbd8-457c-8638-4b33dfeb24d1	add94bfa-dc42-4f65-a1a9-4b6d44c96bd2	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:45.17463+00	2026-11-26 00:40:45.17463+00
5a6bcb1c-6d83-4981-8d10-f81c354a593c	a5263261-4f77-4967-bb86-c4d89ca4b121	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:45.184955+00	2026-11-26 00:40:45.184956+00
81fd9d4f-c662-4f18-81be-52e4282a6989	a5263261-4f77-4967-bb86-c4d89ca4b121	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.216073+00	2026-11-26 00:40:45.216074+00
8ef3b43a-5f6f-42a3-8cdc-408460c54dcc	d9838a7c-4224-4536-b7ae-c2b896b7f02e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:45.226623+00	2026-11-26 00:40:45.226624+00
d5c57d53-bbc6-4d90-8da6-cb05c5a1abfe	d9838a7c-4224-4536-b7ae-c2b896b7f02e	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:45.251817+00	2026-11-26 00:40:45.251818+00
fc5b78fd-c626-4896-92fa-ab8a4ab923f3	d9838a7c-4224-4536-b7ae-c2b896b7f02e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.258462+00	2026-11-26 00:40:45.258463+00
1beae974-e45f-4c77-bdfb-abc1f6993d4d	d9838a7c-4224-4536-b7ae-c2b896b7f02e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.33806+00	2026-11-26 00:40:45.338062+00
10455f04-97fe-4b82-9f50-319ccca00ff5	cb401f52-d6bc-4ab5-a3ac-053a6ad8a1b6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:45.361963+00	2026-11-26 00:40:45.361964+00
2805578a-9af9-4970-90b8-884d95532512	cb401f52-d6bc-4ab5-a3ac-053a6ad8a1b6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.384604+00	2026-11-26 00:40:45.384605+00
6c745489-1354-4f46-839a-b1b58ea0800e	cb401f52-d6bc-4ab5-a3ac-053a6ad8a1b6	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:45.390899+00	2026-11-26 00:40:45.3909+00
ae877c83-33da-4fb6-95cb-70f794975aae	c063c284-ac47-4536-9054-bb479f7b5520	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:45.404283+00	2026-11-26 00:40:45.404284+00
8184fcbc-e6bc-40fc-b809-a635ff6e9fc4	c063c284-ac47-4536-9054-bb479f7b5520	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:45.410986+00	2026-11-26 00:40:45.410987+00
de685e3e-9cfc-4877-a723-db009ed0a1a3	c063c284-ac47-4536-9054-bb479f7b5520	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:45.417746+00	2026-11-26 00:40:45.417747+00
011e8c36-a932-45a8-b4c9-2632a33fa0a8	c063c284-ac47-4536-9054-bb479f7b5520	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.449251+00	2026-11-26 00:40:45.449252+00
56bc5f05-9f4f-4951-abcd-8f7c57fb5bf6	f8625171-8020-4ccb-a5dd-399a87f37e3f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:45.459728+00	2026-11-26 00:40:45.45973+00
d0938c2c-686b-43e9-bd12-79c75b245fa1	f8625171-8020-4ccb-a5dd-399a87f37e3f	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:45.466623+00	2026-11-26 00:40:45.466624+00
04c919eb-fe37-40a8-88be-2e505d2edc94	f8625171-8020-4ccb-a5dd-399a87f37e3f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.484845+00	2026-11-26 00:40:45.484846+00
2fca17bf-7fb9-42ec-9117-a57fcaedb7e1	f8625171-8020-4ccb-a5dd-399a87f37e3f	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.491481+00	2026-11-26 00:40:45.491482+00
ada1803b-b28c-42d6-8a38-013c6a6531e5	17b1899d-e06f-4409-82b5-37ef790e9393	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:45.501808+00	2026-11-26 00:40:45.501809+00
ba6669d4-8f9c-4c48-8aba-feeb6b695cb8	17b1899d-e06f-4409-82b5-37ef790e9393	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:45.519642+00	2026-11-26 00:40:45.519643+00
e1a6e0d7-57f8-4a5e-b84d-c5d80ad935e7	17b1899d-e06f-4409-82b5-37ef790e9393	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:45.526237+00	2026-11-26 00:40:45.526238+00
67df74bf-2f62-4985-a7d6-28f1b8991af0	17b1899d-e06f-4409-82b5-37ef790e9393	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.532786+00	2026-11-26 00:40:45.532787+00
5ba48642-c5f3-46b2-80e9-78e3dbfa2379	17b1899d-e06f-4409-82b5-37ef790e9393	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:45.55084+00	2026-11-26 00:40:45.550841+00
05660719-68da-4b39-80bd-41ba7cef7f60	c3116df4-781d-4702-bada-0e1b5cf12ef2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:45.562985+00	2026-11-26 00:40:45.562986+00
41057daf-77af-41db-b8b3-526331381d13	c3116df4-781d-4702-bada-0e1b5cf12ef2	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:45.569886+00	2026-11-26 00:40:45.569887+00
ea17c021-4523-4c7b-aa6d-ee6c848201d3	c3116df4-781d-4702-bada-0e1b5cf12ef2	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:45.576743+00	2026-11-26 00:40:45.576744+00
1f4a3e62-98f5-4c35-a453-c6b13b0450d0	2f2b081b-6bc5-48da-8abb-d379433d6e1a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:45.590569+00	2026-11-26 00:40:45.59057+00
1344e427-f0e5-4929-95e5-626b32bc7869	2f2b081b-6bc5-48da-8abb-d379433d6e1a	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:45.597435+00	2026-11-26 00:40:45.597436+00
6eebf074-d768-4afb-80cf-278ef8d44336	2f2b081b-6bc5-48da-8abb-d379433d6e1a	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:45.622885+00	2026-11-26 00:40:45.622886+00
ed04c04f-2081-4ed0-8076-9a6bba6e2283	2f2b081b-6bc5-48da-8abb-d379433d6e1a	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:45.635623+00	2026-11-26 00:40:45.635624+00
e0412125-411b-493b-b532-948082accc2b	25146611-7a0a-41d8-be6a-dd61ab83336e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:45.663875+00	2026-11-26 00:40:45.663876+00
e66f543c-301a-4047-84d3-48e74e80f74a	25146611-7a0a-41d8-be6a-dd61ab83336e	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:45.681927+00	2026-11-26 00:40:45.681928+00
2f50c3a5-33bf-4698-941a-750e3a439cba	25146611-7a0a-41d8-be6a-dd61ab83336e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:45.688855+00	2026-11-26 00:40:45.688856+00
bd5ec088-3fa2-452d-9b46-ec1da0158b2a	25146611-7a0a-41d8-be6a-dd61ab83336e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.69584+00	2026-11-26 00:40:45.695841+00
85f413df-fab4-411b-a85f-f9ccd4a97009	25146611-7a0a-41d8-be6a-dd61ab83336e	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:45.714322+00	2026-11-26 00:40:45.714323+00
efe82b2f-2f96-4579-9d85-216f233e25c8	c1cca2ed-00d5-400b-9b9e-95bbfb1741ee	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.725095+00	2026-11-26 00:40:45.725097+00
47936c29-eed0-4779-996a-191e0c5b112e	c1cca2ed-00d5-400b-9b9e-95bbfb1741ee	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:45.732038+00	2026-11-26 00:40:45.732039+00
04d1ce76-0102-4566-8249-3c55ff1ff7f9	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:45.742518+00	2026-11-26 00:40:45.742519+00
15e771fd-9632-47b8-91e6-932140b7cdb5	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:45.749475+00	2026-11-26 00:40:45.749476+00
95f2ff1b-81a0-418a-9511-f7b086b92a9d	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.775946+00	2026-11-26 00:40:45.775948+00
219c1332-19d9-41d6-b7db-3fd061a61112	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.782877+00	2026-11-26 00:40:45.782879+00
cf839abd-ccde-4f06-bce0-e6953757474c	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:45.7899+00	2026-11-26 00:40:45.789901+00
36e2e567-d7be-4788-a2c3-b77581050a88	4240d615-bbea-4b35-b412-6d8f38322c28	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:45.813222+00	2026-11-26 00:40:45.813223+00
153bea0a-cfa6-4902-8690-76a9a177cb16	4240d615-bbea-4b35-b412-6d8f38322c28	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.831467+00	2026-11-26 00:40:45.831468+00
b8d52876-176f-4617-8204-d45c06efdcfe	4240d615-bbea-4b35-b412-6d8f38322c28	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.838547+00	2026-11-26 00:40:45.838548+00
2bebc230-8b17-4986-a853-81fa91e7e8d4	4240d615-bbea-4b35-b412-6d8f38322c28	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:45.845177+00	2026-11-26 00:40:45.845178+00
6b5a1ea8-0f8e-4bd7-8955-e6abe668b14a	5015408e-5bef-489b-9a6b-ca07c9df5498	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:45.883015+00	2026-11-26 00:40:45.883016+00
dfc4fd99-dde8-4050-98e8-a8c2f0dca499	5015408e-5bef-489b-9a6b-ca07c9df5498	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:45.90125+00	2026-11-26 00:40:45.901251+00
4f9e8e4c-9f44-41fd-a6e7-ddbcff6c3c4c	5015408e-5bef-489b-9a6b-ca07c9df5498	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:45.9078+00	2026-11-26 00:40:45.907801+00
3ad44602-cf8f-4364-b267-7322bd73f985	5015408e-5bef-489b-9a6b-ca07c9df5498	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:45.949179+00	2026-11-26 00:40:45.94918+00
0c45ec18-1036-4fce-8a92-e41826bc8f1b	e455d791-4848-4366-a778-5668728bf8fb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:45.958766+00	2026-11-26 00:40:45.958767+00
946299c6-9783-4705-b45d-deffb1ba4178	e455d791-4848-4366-a778-5668728bf8fb	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:45.975337+00	2026-11-26 00:40:45.975338+00
473123c8-ec20-40d6-bb7a-5f4cd6ddf101	c5c146ac-abfa-4094-bff0-6f9799220bed	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:45.985433+00	2026-11-26 00:40:45.985434+00
61c2e8c4-090e-44ac-8409-92bd4563fed8	c5c146ac-abfa-4094-bff0-6f9799220bed	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:46.010956+00	2026-11-26 00:40:46.010957+00
e2101368-7d51-4ba8-a8d9-04b0a466bba5	c5c146ac-abfa-4094-bff0-6f9799220bed	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:46.017765+00	2026-11-26 00:40:46.017766+00
a8605a3f-cbec-46f2-9d8b-86f2815d662a	2dca5234-8b92-4c32-b487-3e5ed0b2f9ea	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.029954+00	2026-11-26 00:40:46.029955+00
e1ac4414-abcb-4a22-8a95-12cedd00f795	2dca5234-8b92-4c32-b487-3e5ed0b2f9ea	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:46.055385+00	2026-11-26 00:40:46.055386+00
5ff8d1b8-11e4-4123-ae23-c7ab3fbfc256	2dca5234-8b92-4c32-b487-3e5ed0b2f9ea	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:46.061925+00	2026-11-26 00:40:46.061926+00
6780bf11-10a7-4127-b216-2d04a47cf7d5	ff94a4b6-37b6-4f9b-b848-5e08d05d0cd1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.075322+00	2026-11-26 00:40:46.075323+00
180d6e7e-6815-4aa6-b200-2baa3f1bbcad	ff94a4b6-37b6-4f9b-b848-5e08d05d0cd1	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:46.081972+00	2026-11-26 00:40:46.081973+00
cd3f8d84-f8da-4afa-8275-58786ae27829	ff94a4b6-37b6-4f9b-b848-5e08d05d0cd1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:46.088921+00	2026-11-26 00:40:46.088922+00
c1a38609-7476-4e05-80f7-f79ebbd9a024	ff94a4b6-37b6-4f9b-b848-5e08d05d0cd1	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:46.107522+00	2026-11-26 00:40:46.107523+00
ca2b0200-e58a-4bb1-8015-37d747835596	426930a7-11ac-445f-aa39-ef2417c32ab8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.120663+00	2026-11-26 00:40:46.120665+00
0c42f851-3a64-4909-a9ba-3c33714f9ffc	426930a7-11ac-445f-aa39-ef2417c32ab8	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:46.127163+00	2026-11-26 00:40:46.127164+00
30733ea3-6705-431c-9599-d64b381e50c8	426930a7-11ac-445f-aa39-ef2417c32ab8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:46.145359+00	2026-11-26 00:40:46.145359+00
587b1d67-bc20-45fc-8411-a989dfd65269	426930a7-11ac-445f-aa39-ef2417c32ab8	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:46.152084+00	2026-11-26 00:40:46.152085+00
48d85ac7-c9a6-4e1e-b9c1-1ec9d50f535a	426930a7-11ac-445f-aa39-ef2417c32ab8	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:46.158807+00	2026-11-26 00:40:46.158808+00
e47f3580-3bca-46f3-81ca-a9ed9d4d3106	8a6df0f2-a347-4259-b1de-1fee565f590a	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:46.194083+00	2026-11-26 00:40:46.194084+00
1e11c33c-f106-4250-bbb1-528975111aeb	8a6df0f2-a347-4259-b1de-1fee565f590a	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:46.200862+00	2026-11-26 00:40:46.200863+00
3fa6f584-17e1-432f-b4a9-248e6eb8a7d2	e14d5cc2-a9b2-4679-a9e8-bcbfdbcb9fee	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:46.212855+00	2026-11-26 00:40:46.212856+00
cbfe6f79-7772-41bf-b235-0a35c1e57bd8	e14d5cc2-a9b2-4679-a9e8-bcbfdbcb9fee	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:46.219485+00	2026-11-26 00:40:46.219486+00
1ddd7cbf-3e00-40cb-b618-26c9d13ec0a8	e14d5cc2-a9b2-4679-a9e8-bcbfdbcb9fee	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:46.22623+00	2026-11-26 00:40:46.226231+00
1265625a-e997-4976-9fff-149d7d5e9549	93be31a8-a71d-4d18-8b64-62809badad2e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.239526+00	2026-11-26 00:40:46.239527+00
c65f9e4c-24ed-42a4-a007-2dc5fc67b369	93be31a8-a71d-4d18-8b64-62809badad2e	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:46.247963+00	2026-11-26 00:40:46.247964+00
6a396ca3-a0df-4489-8431-840ad3d7f4a8	93be31a8-a71d-4d18-8b64-62809badad2e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:46.279182+00	2026-11-26 00:40:46.279184+00
0dab2043-e739-4960-ba7c-92f20e55b4b5	93be31a8-a71d-4d18-8b64-62809badad2e	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:46.286835+00	2026-11-26 00:40:46.286836+00
92d74b1f-e533-4fe1-833f-7cdc27566b7a	93be31a8-a71d-4d18-8b64-62809badad2e	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:46.293404+00	2026-11-26 00:40:46.293405+00
f2b8b259-1109-4fde-8e1e-927185dff467	9834e90c-97c2-43d2-842b-75c417be81cd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.328731+00	2026-11-26 00:40:46.328732+00
52aeb860-31e2-49ea-9269-464e195877f8	9834e90c-97c2-43d2-842b-75c417be81cd	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:46.366884+00	2026-11-26 00:40:46.366885+00
b2b247dd-5907-4b4f-83cf-7c64cb472d9f	9834e90c-97c2-43d2-842b-75c417be81cd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:46.373725+00	2026-11-26 00:40:46.373726+00
2e335b66-2ba2-4bc0-a6e5-4fff548a64e6	9834e90c-97c2-43d2-842b-75c417be81cd	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:46.380634+00	2026-11-26 00:40:46.380635+00
e11069bb-a637-42ac-80c1-a2bcad8bb8e0	9834e90c-97c2-43d2-842b-75c417be81cd	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:46.407481+00	2026-11-26 00:40:46.407482+00
b64549f5-0f5b-4fec-a91b-e15f785c9860	29803277-7575-45e5-8984-714122d5f2db	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:46.418396+00	2026-11-26 00:40:46.418397+00
fc2b500b-5807-4b1c-b76e-5ece93dde563	29803277-7575-45e5-8984-714122d5f2db	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:46.425752+00	2026-11-26 00:40:46.425754+00
0856f427-d80a-4ddd-8f16-546ce46a9c89	29803277-7575-45e5-8984-714122d5f2db	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:46.45084+00	2026-11-26 00:40:46.450842+00
4707d7a3-d7a6-48ef-b543-4825fb681641	29803277-7575-45e5-8984-714122d5f2db	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:46.457616+00	2026-11-26 00:40:46.457617+00
f7e01af7-64f3-4617-b434-c62d75cdf76c	eed4c664-0c23-48d4-8971-ac7b52b709a3	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:46.46821+00	2026-11-26 00:40:46.468211+00
24885628-c01a-45a6-a4cf-607164a495d6	eed4c664-0c23-48d4-8971-ac7b52b709a3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:46.50017+00	2026-11-26 00:40:46.500171+00
2752afcc-35ac-4468-aad6-6a33201ad969	eed4c664-0c23-48d4-8971-ac7b52b709a3	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:46.507026+00	2026-11-26 00:40:46.507027+00
fedb4e2a-e263-4567-bd86-eb82659e689b	eed4c664-0c23-48d4-8971-ac7b52b709a3	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:46.51378+00	2026-11-26 00:40:46.513781+00
dc821603-a591-418a-bb1e-afc4d1acf163	80c1e402-59b7-49db-ae53-8db3b1d3dc70	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:46.544115+00	2026-11-26 00:40:46.544117+00
2c2ea6a6-1094-44f7-a1a2-bc186eb514c3	80c1e402-59b7-49db-ae53-8db3b1d3dc70	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:46.552205+00	2026-11-26 00:40:46.552206+00
881a2fe4-80fa-4277-ae6c-63698cb577c5	80c1e402-59b7-49db-ae53-8db3b1d3dc70	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:46.563076+00	2026-11-26 00:40:46.563078+00
e29d8045-d38c-4797-915e-f9e4d74d812e	80c1e402-59b7-49db-ae53-8db3b1d3dc70	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:46.569739+00	2026-11-26 00:40:46.56974+00
2266bc03-3df9-40aa-ae69-a5cf7cda4c9a	f460d89c-77d0-487a-9e7f-6c2ec18b47c9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.607866+00	2026-11-26 00:40:46.607868+00
e1ee2209-0cf4-4882-95d5-01e001e7c39a	f460d89c-77d0-487a-9e7f-6c2ec18b47c9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:46.645826+00	2026-11-26 00:40:46.645828+00
d157dffd-26e6-427f-88fa-ac9b4544dcbb	39aa9dcf-b1a9-49bc-ac7a-b5ff5d90c29d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:46.656356+00	2026-11-26 00:40:46.656357+00
919185aa-9edd-4ea4-bf80-2d6fd7fee6e4	39aa9dcf-b1a9-49bc-ac7a-b5ff5d90c29d	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:46.663055+00	2026-11-26 00:40:46.663056+00
079c18b7-5af4-4411-9b99-1fc69af5600d	39aa9dcf-b1a9-49bc-ac7a-b5ff5d90c29d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:46.66987+00	2026-11-26 00:40:46.669871+00
981abce5-dfeb-4f98-b017-0b0748284768	39aa9dcf-b1a9-49bc-ac7a-b5ff5d90c29d	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:46.688379+00	2026-11-26 00:40:46.68838+00
89c403b4-af97-4eba-9558-f0e28a4839dc	d26dae40-f662-4972-bb32-ac2f5f7cea4f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:46.69885+00	2026-11-26 00:40:46.698851+00
0b6d1c53-ef8c-4553-8882-3fa6b02efdc1	d26dae40-f662-4972-bb32-ac2f5f7cea4f	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:46.705631+00	2026-11-26 00:40:46.705632+00
4ca9e166-a92d-42d4-a120-c309f83efd8d	083d0886-5fd7-4015-b411-8ac47bdf6deb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2	2026-11-26 00:40:46.715883+00	2026-11-26 00:40:46.715884+00
b334bcd0-06cc-48e3-937d-734580325f43	083d0886-5fd7-4015-b411-8ac47bdf6deb	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:46.750318+00	2026-11-26 00:40:46.75032+00
e873b0a4-bde6-4184-a014-9e9b37cdf742	083d0886-5fd7-4015-b411-8ac47bdf6deb	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:46.758049+00	2026-11-26 00:40:46.75805+00
63ce03fb-efa4-48f9-bdb0-6e4cf85ed1bf	64363f37-b93c-4bc6-9848-fed3c91abbb1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.771682+00	2026-11-26 00:40:46.771683+00
fc52e4d1-a486-4243-8acf-28225afa2afa	64363f37-b93c-4bc6-9848-fed3c91abbb1	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:46.800753+00	2026-11-26 00:40:46.800754+00
a338939c-933c-463a-b0b5-5e98a982422f	64363f37-b93c-4bc6-9848-fed3c91abbb1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:46.808332+00	2026-11-26 00:40:46.808334+00
19434a11-12f9-47d1-8321-99308f91af3c	64363f37-b93c-4bc6-9848-fed3c91abbb1	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:46.81565+00	2026-11-26 00:40:46.815653+00
678d10fe-a503-4ce9-9512-b8b336eb8805	d96d1b03-30f4-4949-8dda-a77b0047e5aa	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:46.83046+00	2026-11-26 00:40:46.830462+00
23dd3a97-d0f7-4aef-9878-ef99178d713f	d96d1b03-30f4-4949-8dda-a77b0047e5aa	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:46.837946+00	2026-11-26 00:40:46.837948+00
9e477e3c-7ff6-4c13-8bac-3ada0f3d443b	d96d1b03-30f4-4949-8dda-a77b0047e5aa	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:46.845327+00	2026-11-26 00:40:46.845328+00
adab91f7-30a1-48e5-a86d-3f21d7e2728d	d96d1b03-30f4-4949-8dda-a77b0047e5aa	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:46.878884+00	2026-11-26 00:40:46.878886+00
9b1c19dc-aa46-49db-8567-da8f0d036b1b	d96d1b03-30f4-4949-8dda-a77b0047e5aa	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:46.886216+00	2026-11-26 00:40:46.886217+00
2df0cdfd-ea8b-42dc-b4b5-675ae0d78ec4	16c26bb0-b3ff-4b89-a077-7fcb459ca547	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.897261+00	2026-11-26 00:40:46.897263+00
35318543-c147-4ce1-82d6-3caf1c973275	16c26bb0-b3ff-4b89-a077-7fcb459ca547	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:46.904354+00	2026-11-26 00:40:46.904356+00
17f65317-c510-40ed-a2ef-15d457f34b50	16c26bb0-b3ff-4b89-a077-7fcb459ca547	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:46.911575+00	2026-11-26 00:40:46.911576+00
7fc0324a-8209-409b-a75b-ff9e99b7a880	06db030f-3627-4fbf-af73-abbf64b19d58	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:46.942555+00	2026-11-26 00:40:46.942556+00
12dc0cbe-c6b1-4e38-ba90-579e49472391	06db030f-3627-4fbf-af73-abbf64b19d58	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:46.962532+00	2026-11-26 00:40:46.962533+00
4fa8aa71-304b-4516-9e6f-cff861c8dcc3	06db030f-3627-4fbf-af73-abbf64b19d58	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:46.996843+00	2026-11-26 00:40:46.996845+00
c9771843-3df5-4ab6-b690-e5cd8a9d28eb	f98f2bf8-dd20-494b-90f9-0813a5dc786a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:47.008241+00	2026-11-26 00:40:47.008243+00
f16e8e84-ce8e-4b38-87bb-b39e2209f1f1	f98f2bf8-dd20-494b-90f9-0813a5dc786a	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.015569+00	2026-11-26 00:40:47.01557+00
bc95a4e8-6275-4284-b77f-312e4d404770	f98f2bf8-dd20-494b-90f9-0813a5dc786a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:47.022921+00	2026-11-26 00:40:47.022923+00
e21af8c4-ecb8-4372-956b-d14bd7cefcd3	f98f2bf8-dd20-494b-90f9-0813a5dc786a	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:47.057218+00	2026-11-26 00:40:47.05722+00
044453a1-0dda-424d-92f8-aba7533ab638	0c8336d0-d5ca-44b7-9af8-5c8f0a931917	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:47.070624+00	2026-11-26 00:40:47.070625+00
f0e798c5-4c5c-4e9f-85d7-7b7658e8ad2c	0c8336d0-d5ca-44b7-9af8-5c8f0a931917	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.077927+00	2026-11-26 00:40:47.077928+00
a931a0c4-3da5-4ed0-aece-02d95a29e919	0c8336d0-d5ca-44b7-9af8-5c8f0a931917	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:47.085459+00	2026-11-26 00:40:47.08546+00
698b9f45-d819-4831-bce7-e17c8de16d44	0c8336d0-d5ca-44b7-9af8-5c8f0a931917	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:47.112399+00	2026-11-26 00:40:47.1124+00
a5559bef-ac3c-4cf1-9131-fd860408a998	0c8336d0-d5ca-44b7-9af8-5c8f0a931917	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:47.120125+00	2026-11-26 00:40:47.120126+00
dbb92673-58d6-45c1-a416-f07dca2ddc92	9210fe87-0b64-44a8-a310-a37c277e6d5f	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.139559+00	2026-11-26 00:40:47.13956+00
cfbb7656-81fb-45ca-9fc0-721ad37549ec	9210fe87-0b64-44a8-a310-a37c277e6d5f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:47.179232+00	2026-11-26 00:40:47.179234+00
0368ccee-9f04-488b-8617-7955c5ef3624	e6a8647e-81d3-4316-9801-4dfc9e5f7473	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:47.192094+00	2026-11-26 00:40:47.192096+00
5bbf5bdd-4971-4e69-92ed-64f2fc2643e1	e6a8647e-81d3-4316-9801-4dfc9e5f7473	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:47.219196+00	2026-11-26 00:40:47.219199+00
df6537a9-1405-48bf-968d-0aa209fcab14	e6a8647e-81d3-4316-9801-4dfc9e5f7473	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:47.226611+00	2026-11-26 00:40:47.226613+00
662b27f1-164f-4e54-9433-c56e8a125ee5	e6a8647e-81d3-4316-9801-4dfc9e5f7473	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:47.233954+00	2026-11-26 00:40:47.233956+00
e0830af7-eea2-47ca-8663-1d8d6521c084	ed8ec84c-a375-4fea-96b4-48689958f1c6	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:47.245521+00	2026-11-26 00:40:47.245523+00
69139147-56f0-423c-a1db-52f20048ca8b	ed8ec84c-a375-4fea-96b4-48689958f1c6	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:47.253306+00	2026-11-26 00:40:47.253308+00
47495c35-b6fd-4eea-b499-bc528b18342c	46eebcba-7524-4fbb-b8a8-adf0773d0971	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:47.266569+00	2026-11-26 00:40:47.266571+00
d7433ebd-d9ba-4e1b-b8d3-2679b3a8dbc4	46eebcba-7524-4fbb-b8a8-adf0773d0971	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.273986+00	2026-11-26 00:40:47.273988+00
04d0a02c-d6f2-4647-8fb6-c7a75ea29b87	46eebcba-7524-4fbb-b8a8-adf0773d0971	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:47.293683+00	2026-11-26 00:40:47.293686+00
c36063f9-2f3d-4bca-a2e4-8ffd39f488b4	46eebcba-7524-4fbb-b8a8-adf0773d0971	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:47.301145+00	2026-11-26 00:40:47.301147+00
288a7dd0-e136-4dc9-9776-1d3628b0ec18	46eebcba-7524-4fbb-b8a8-adf0773d0971	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:47.308387+00	2026-11-26 00:40:47.30839+00
d817ba3e-f7ac-4794-a362-bdb239a0eabc	9aef000c-1e48-42d6-b619-9752907f9ff1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:47.351062+00	2026-11-26 00:40:47.351063+00
c6f2aa8d-2a41-49f7-bd5a-9eb21d41e3fd	9aef000c-1e48-42d6-b619-9752907f9ff1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:47.372671+00	2026-11-26 00:40:47.372673+00
873410af-9745-488f-9003-4fa943fb316f	9aef000c-1e48-42d6-b619-9752907f9ff1	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:47.380246+00	2026-11-26 00:40:47.380247+00
81a762a8-ce78-44d4-b307-489031b1f388	9aef000c-1e48-42d6-b619-9752907f9ff1	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:47.407976+00	2026-11-26 00:40:47.407977+00
81994734-e9d8-496f-b6c1-fe41e73c5434	c10086eb-5b6e-4045-9901-5302da173a7f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:47.419734+00	2026-11-26 00:40:47.419735+00
3b8388e8-eaae-4990-bb28-dd9307ab28b1	c10086eb-5b6e-4045-9901-5302da173a7f	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.42708+00	2026-11-26 00:40:47.427082+00
a2d3a2ea-0e96-4be4-97c8-4c1f3f254ad8	c10086eb-5b6e-4045-9901-5302da173a7f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:47.434411+00	2026-11-26 00:40:47.434413+00
959bea55-b6b5-4b0c-8d49-d63c85849293	c10086eb-5b6e-4045-9901-5302da173a7f	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:47.469788+00	2026-11-26 00:40:47.46979+00
0b656b8c-ae14-4544-927e-755d72d28436	c10086eb-5b6e-4045-9901-5302da173a7f	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:47.477195+00	2026-11-26 00:40:47.477197+00
efbca836-839f-4dd0-b184-6376be07dc78	417737ff-1fa0-499d-b147-a55cc3fb4035	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:47.492095+00	2026-11-26 00:40:47.492097+00
13b1780a-4e13-4a35-b5e2-d5360082fd6e	417737ff-1fa0-499d-b147-a55cc3fb4035	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:47.49991+00	2026-11-26 00:40:47.499912+00
57b07726-3139-4c6d-9a72-6d6a15bcbf51	36d764b1-fc56-4547-bf0f-a95fac22eb3f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:47.531381+00	2026-11-26 00:40:47.531383+00
004bae2e-2ea6-4856-aded-5b617e630828	36d764b1-fc56-4547-bf0f-a95fac22eb3f	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.558923+00	2026-11-26 00:40:47.558924+00
cefd09d2-9cca-4175-a254-2c51f785a33f	36d764b1-fc56-4547-bf0f-a95fac22eb3f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:47.566449+00	2026-11-26 00:40:47.566451+00
7ebc39a0-a39f-4cb2-93c6-0b44ff4dfc72	36d764b1-fc56-4547-bf0f-a95fac22eb3f	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:47.57402+00	2026-11-26 00:40:47.574022+00
f76929d8-c14a-4ded-813d-3a7b0af0e420	02fad3d2-7999-4580-929e-e791fc2d5f78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:47.587467+00	2026-11-26 00:40:47.587469+00
1ffad4cf-00a4-457b-8d29-a8a8ccad28aa	02fad3d2-7999-4580-929e-e791fc2d5f78	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:47.622645+00	2026-11-26 00:40:47.622647+00
c5867d5c-fe1b-4df0-9e31-183c20cfc80b	02fad3d2-7999-4580-929e-e791fc2d5f78	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:47.630185+00	2026-11-26 00:40:47.630187+00
703b213f-abb8-48fe-9398-1737c2dd1b7b	02fad3d2-7999-4580-929e-e791fc2d5f78	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:47.637742+00	2026-11-26 00:40:47.637744+00
ec0f3dbb-e05d-4ae8-907c-35d16640c0ac	02fad3d2-7999-4580-929e-e791fc2d5f78	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:47.665644+00	2026-11-26 00:40:47.665646+00
141bc8c1-f2e2-425b-8ed9-7295e830e348	e36910f1-4234-4860-8060-dd347a292b04	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:47.681563+00	2026-11-26 00:40:47.681565+00
6c68e66a-9b42-4a70-be9f-3b65daff2f77	e36910f1-4234-4860-8060-dd347a292b04	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.688927+00	2026-11-26 00:40:47.688929+00
15f6c418-637b-4afa-b1b4-a916c8ce9826	e36910f1-4234-4860-8060-dd347a292b04	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:47.69734+00	2026-11-26 00:40:47.697342+00
2361c93b-c64e-4cee-9447-72f076753df8	e36910f1-4234-4860-8060-dd347a292b04	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:47.705608+00	2026-11-26 00:40:47.705609+00
fcc93db0-5c0a-49fc-862f-43e99bee8d2a	8c594ffb-2d80-4572-ab8f-a29b8dddd507	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:47.71772+00	2026-11-26 00:40:47.717721+00
7cad4a77-e1c5-411d-a277-09073c20cc2d	8c594ffb-2d80-4572-ab8f-a29b8dddd507	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:47.72532+00	2026-11-26 00:40:47.725322+00
7fac3291-f86f-48c4-87e1-baa1cd1c2b12	8c594ffb-2d80-4572-ab8f-a29b8dddd507	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:47.732852+00	2026-11-26 00:40:47.732853+00
ccb0def9-a571-44aa-aee3-bb160660cd02	8c594ffb-2d80-4572-ab8f-a29b8dddd507	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:47.740434+00	2026-11-26 00:40:47.740435+00
7364c0e4-b287-4c5c-975f-664fc5552b21	37c703d5-39f0-4cf5-852c-fe1e84bc5cac	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:47.779242+00	2026-11-26 00:40:47.779244+00
797bf038-80e5-4401-8dc3-390c5dbf7392	37c703d5-39f0-4cf5-852c-fe1e84bc5cac	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:47.817557+00	2026-11-26 00:40:47.817558+00
bcb8f7e6-1719-4cf2-a58d-5449759c487e	37c703d5-39f0-4cf5-852c-fe1e84bc5cac	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:47.825761+00	2026-11-26 00:40:47.825762+00
3a1d3219-b74b-438c-b090-cd69cbffd9b7	37c703d5-39f0-4cf5-852c-fe1e84bc5cac	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:47.844747+00	2026-11-26 00:40:47.844748+00
26195ea5-d4d7-4c51-ba2c-d487681d0e3c	419f99a2-b4c9-422f-be2d-8f1fb9f83cbb	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.85745+00	2026-11-26 00:40:47.857451+00
aa835be5-f7e0-41db-8fcb-36bf559bd453	419f99a2-b4c9-422f-be2d-8f1fb9f83cbb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:47.864749+00	2026-11-26 00:40:47.86475+00
cb749e2a-ae48-45b2-82d2-ccc10c73fedf	419f99a2-b4c9-422f-be2d-8f1fb9f83cbb	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:47.891632+00	2026-11-26 00:40:47.891633+00
ca7d68cd-bdb1-4df8-869c-f03abcc0100c	d16da63d-2bb6-4af0-a41d-64683385a666	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:47.906257+00	2026-11-26 00:40:47.906258+00
579be5ad-38ff-4e90-8d53-25574fc56e3a	d16da63d-2bb6-4af0-a41d-64683385a666	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:47.9334+00	2026-11-26 00:40:47.933401+00
d1c938fc-fd15-40a6-bdc6-ef93d5825faa	3a69478f-2e8d-403b-9210-07904843bb1c	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:47.944547+00	2026-11-26 00:40:47.944548+00
47b71238-0bc2-4195-b7bc-be4972defceb	3a69478f-2e8d-403b-9210-07904843bb1c	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:47.951768+00	2026-11-26 00:40:47.951769+00
e7748776-d24c-4394-844c-e4cc1053c80c	3a69478f-2e8d-403b-9210-07904843bb1c	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:47.970721+00	2026-11-26 00:40:47.970722+00
c49e1e33-25af-4b3f-a0b1-52bb4d3c4f04	9bdfb388-84c5-4b5e-9958-8c7a8eb14723	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:47.981141+00	2026-11-26 00:40:47.981142+00
2cb817d4-3f51-432c-b461-79d629f15813	9bdfb388-84c5-4b5e-9958-8c7a8eb14723	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:47.987867+00	2026-11-26 00:40:47.987868+00
a05c6abd-f681-47ba-8c3c-b461d85128e2	9bdfb388-84c5-4b5e-9958-8c7a8eb14723	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.005847+00	2026-11-26 00:40:48.005848+00
46b0aa8d-08b5-4148-9515-15161124d282	c1cecb90-32bd-4fa7-af63-a53753a2118f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:48.017571+00	2026-11-26 00:40:48.017572+00
b22d8175-e510-40d7-a9e0-780821028643	c1cecb90-32bd-4fa7-af63-a53753a2118f	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:48.024291+00	2026-11-26 00:40:48.024291+00
4ac8cde3-949a-4e2c-a713-b4d0266295e6	c1cecb90-32bd-4fa7-af63-a53753a2118f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:48.049858+00	2026-11-26 00:40:48.049859+00
8f872825-f280-45e9-a746-a52e34524c98	c1cecb90-32bd-4fa7-af63-a53753a2118f	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:48.056723+00	2026-11-26 00:40:48.056724+00
8475bf29-fe72-4535-8eb7-5060c57509cf	07356c73-dc8f-498b-a38e-1b2cc366115b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:48.070247+00	2026-11-26 00:40:48.070248+00
6e6c6e91-578a-4cdc-9428-19bb41aed2dd	07356c73-dc8f-498b-a38e-1b2cc366115b	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:48.095392+00	2026-11-26 00:40:48.095393+00
b47b703a-cd28-4510-9d2d-e3cddefe5c44	07356c73-dc8f-498b-a38e-1b2cc366115b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:48.108187+00	2026-11-26 00:40:48.108188+00
4ce56fa3-918f-419b-b034-d84838d92474	07356c73-dc8f-498b-a38e-1b2cc366115b	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:48.114707+00	2026-11-26 00:40:48.114708+00
ad2ae562-b59c-4f69-9a47-7e95034b428b	07356c73-dc8f-498b-a38e-1b2cc366115b	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:48.145735+00	2026-11-26 00:40:48.145736+00
aa62a4c4-2ce6-4bcf-92b9-f88503a4b2d8	55295573-0f5c-440b-a6c3-147770f8511e	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:48.156514+00	2026-11-26 00:40:48.156515+00
7671a5f7-d8cf-4d04-9929-9007ebf5a026	55295573-0f5c-440b-a6c3-147770f8511e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:48.16332+00	2026-11-26 00:40:48.163321+00
e99b77a0-b212-4122-95bb-c0be9ef8fbe3	c3703d3a-bd26-4f5b-ab71-2cc98d03d09e	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:48.202101+00	2026-11-26 00:40:48.202102+00
acbfa963-cd2e-4ee9-a28e-9a3d4fc06b42	c3703d3a-bd26-4f5b-ab71-2cc98d03d09e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:48.234732+00	2026-11-26 00:40:48.234733+00
84e108e9-79de-477a-b3da-10284e7b39c1	c3703d3a-bd26-4f5b-ab71-2cc98d03d09e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:48.241839+00	2026-11-26 00:40:48.24184+00
370137b6-9537-48a2-8732-ceda4a3bd726	b33527b5-0486-4190-aabe-5d4b251669db	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:48.252602+00	2026-11-26 00:40:48.252603+00
0e53e6d1-fb5f-4da5-bf79-78f1631e4228	b33527b5-0486-4190-aabe-5d4b251669db	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:48.259561+00	2026-11-26 00:40:48.259562+00
5974326a-55f6-4e32-a7e0-c198a155f01b	b33527b5-0486-4190-aabe-5d4b251669db	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.266478+00	2026-11-26 00:40:48.266478+00
f26c3dd8-b177-40f5-843f-98f53561caa8	4c567d03-7f46-44ba-af44-23fab6bc66db	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:48.279283+00	2026-11-26 00:40:48.279284+00
8c882f1e-5aab-4242-b90f-fe315bdaf227	4c567d03-7f46-44ba-af44-23fab6bc66db	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:48.311316+00	2026-11-26 00:40:48.311317+00
5b814f34-f538-4c86-8897-8db4ab19b56d	0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:48.324975+00	2026-11-26 00:40:48.324976+00
e6750556-e3b5-4e5a-b513-6b1dd2839800	0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:48.331557+00	2026-11-26 00:40:48.331558+00
ba294ef3-f837-4bbf-84a5-e4bae6bfb701	0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:48.339675+00	2026-11-26 00:40:48.339676+00
22022033-7c2e-4bdc-9377-304ee9eff9e3	0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:48.371564+00	2026-11-26 00:40:48.371565+00
655df7b2-3e39-44e9-8647-5357cbbf37a2	0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:48.378297+00	2026-11-26 00:40:48.378298+00
76e8fac4-44d9-4571-8358-78031da1db0f	3e9b27d2-c89e-426a-9189-ef51ebbbd7ee	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:48.388745+00	2026-11-26 00:40:48.388745+00
7a08460e-6f33-42db-b388-eef6fe33fe82	3e9b27d2-c89e-426a-9189-ef51ebbbd7ee	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:48.395604+00	2026-11-26 00:40:48.395605+00
da86d72f-a922-4e03-92ac-6c7aeb53e6a1	3e9b27d2-c89e-426a-9189-ef51ebbbd7ee	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:48.402787+00	2026-11-26 00:40:48.402788+00
1d73f320-ccc1-4dd0-b752-a867027adcb2	1973900f-a5c0-4fae-96f3-1caf6fe37bae	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:48.433397+00	2026-11-26 00:40:48.433397+00
0c500202-717a-4535-8919-84c193fdbf33	1973900f-a5c0-4fae-96f3-1caf6fe37bae	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:48.440356+00	2026-11-26 00:40:48.440357+00
ea3433df-6824-4696-a2e8-60990a5440a0	1973900f-a5c0-4fae-96f3-1caf6fe37bae	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:48.448059+00	2026-11-26 00:40:48.44806+00
3d13e2c9-c0d8-4b46-ac4d-61d46c168737	1973900f-a5c0-4fae-96f3-1caf6fe37bae	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.481442+00	2026-11-26 00:40:48.481443+00
dd60d98c-10d3-4d3e-bf4b-ae60e315f59e	ddf1926a-ab95-48d4-be32-d9dc438d9dad	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:48.492547+00	2026-11-26 00:40:48.492548+00
7d7805ae-68dc-4a55-9ce7-d7aba4bf1cb5	ddf1926a-ab95-48d4-be32-d9dc438d9dad	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:48.499767+00	2026-11-26 00:40:48.499768+00
e8a7665f-8f0b-4ca6-b682-bb797813835b	ddf1926a-ab95-48d4-be32-d9dc438d9dad	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:48.506996+00	2026-11-26 00:40:48.506997+00
aff8ac2c-a41e-4bd9-8870-8678dd48dcb8	fa9f043f-a86c-4f54-88cc-24e6736831b9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:48.5541+00	2026-11-26 00:40:48.554101+00
64042d5f-7d50-445d-aaa4-7cd69241068a	fa9f043f-a86c-4f54-88cc-24e6736831b9	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:48.561336+00	2026-11-26 00:40:48.561337+00
97822b9e-2f62-4c70-ac11-22dc230fbb76	fa9f043f-a86c-4f54-88cc-24e6736831b9	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.568616+00	2026-11-26 00:40:48.568617+00
b8847900-34d6-46a5-8c8b-8482b2d79036	f5853432-577a-4564-838a-0e140a2563b6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:48.582887+00	2026-11-26 00:40:48.582889+00
e1cac8ce-9ea6-4cb2-9ac3-e21ebc93cc4e	f5853432-577a-4564-838a-0e140a2563b6	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:48.58997+00	2026-11-26 00:40:48.589971+00
5e021e3a-7378-4a49-95ec-7a59d0ec73c2	f5853432-577a-4564-838a-0e140a2563b6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:48.623417+00	2026-11-26 00:40:48.623418+00
78d418cf-39bd-4284-bc99-dcca256e311f	f5853432-577a-4564-838a-0e140a2563b6	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:48.630504+00	2026-11-26 00:40:48.630505+00
0dcabe94-571d-414d-a654-f27794feb824	f5853432-577a-4564-838a-0e140a2563b6	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.638125+00	2026-11-26 00:40:48.638127+00
2ad0f866-98b9-4df8-9ea6-bcd81d306b5a	b125411e-d05a-465f-9c6a-0b2a485e2b50	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:48.677594+00	2026-11-26 00:40:48.677595+00
ff76a74c-8909-4817-839d-63e1cf5176f8	b125411e-d05a-465f-9c6a-0b2a485e2b50	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:48.685402+00	2026-11-26 00:40:48.685405+00
8029c810-c37e-4e51-85af-cd439d91229e	b125411e-d05a-465f-9c6a-0b2a485e2b50	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:48.706171+00	2026-11-26 00:40:48.706173+00
38a6e3a0-bfdd-4022-85f7-99c27045a9db	87f5afde-e288-453d-95f4-bcc8b47d5e17	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:48.721733+00	2026-11-26 00:40:48.721734+00
17f5a70f-b22b-4259-a580-84b5457f1b8c	87f5afde-e288-453d-95f4-bcc8b47d5e17	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:48.729787+00	2026-11-26 00:40:48.729789+00
726e4f1d-7b98-41d6-a92f-7f8dc3cea3c2	87f5afde-e288-453d-95f4-bcc8b47d5e17	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.758709+00	2026-11-26 00:40:48.75871+00
7eaabf16-c0dc-40d4-a5b2-6c9051d04a9f	9241950f-4a8b-4d66-ac25-15bedf33b965	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:48.770627+00	2026-11-26 00:40:48.770628+00
55e007a6-44fd-4de8-adc4-28d2bcfa8c02	9241950f-4a8b-4d66-ac25-15bedf33b965	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:48.800306+00	2026-11-26 00:40:48.800307+00
49178df6-9c22-4458-b83a-e00fdc009534	9241950f-4a8b-4d66-ac25-15bedf33b965	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:48.808548+00	2026-11-26 00:40:48.808549+00
c2e49ba8-7c42-410d-af38-2ded909762af	9241950f-4a8b-4d66-ac25-15bedf33b965	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.816644+00	2026-11-26 00:40:48.816645+00
e1c11716-fff9-42fe-bd1c-227f9796364c	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:48.854828+00	2026-11-26 00:40:48.854831+00
ccc55fd9-a0e8-4714-a0c8-0c8a58309257	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:48.862831+00	2026-11-26 00:40:48.862832+00
34026f7d-8a72-4735-becd-f212ddb778cc	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:48.891306+00	2026-11-26 00:40:48.891308+00
98f7d397-f8ab-454b-8538-69465de14499	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:48.899208+00	2026-11-26 00:40:48.89921+00
8f0b7f42-3263-4598-8b80-633abc680f1f	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:48.907002+00	2026-11-26 00:40:48.907003+00
a5ebd996-b405-4153-837a-8322b96e3c37	d52698db-9c17-4ffb-badb-3217aff6748c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:48.94339+00	2026-11-26 00:40:48.943392+00
f76d0ecf-1efd-48b0-8eb0-3631b5ab4c41	d52698db-9c17-4ffb-badb-3217aff6748c	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:48.964368+00	2026-11-26 00:40:48.964369+00
8a3e5c87-bf1b-4768-9fba-71b687b8bc1f	d52698db-9c17-4ffb-badb-3217aff6748c	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:48.972176+00	2026-11-26 00:40:48.972178+00
cfcccdb0-4bcf-4560-91e5-35e331f2f60e	d52698db-9c17-4ffb-badb-3217aff6748c	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:48.985503+00	2026-11-26 00:40:48.985505+00
82f74cf7-09ae-4773-8778-162642b27305	bed97805-1d0c-49fc-b4e4-29a01570e15f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:48.997552+00	2026-11-26 00:40:48.997553+00
f79c07da-a153-4958-8ee7-cf39d970bd18	bed97805-1d0c-49fc-b4e4-29a01570e15f	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:49.005239+00	2026-11-26 00:40:49.005241+00
eae217c1-fd12-43b8-8fe8-451b80843375	bed97805-1d0c-49fc-b4e4-29a01570e15f	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:49.012926+00	2026-11-26 00:40:49.012927+00
206dbb98-2b15-46ea-929f-3ee53037d017	730d6cc2-5973-4c49-a924-2f97bb89d012	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:49.025414+00	2026-11-26 00:40:49.025415+00
f52f69e9-f54d-4a50-958b-b9e36946a360	730d6cc2-5973-4c49-a924-2f97bb89d012	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:49.039559+00	2026-11-26 00:40:49.03956+00
0087f930-8ad8-40a0-9886-80eda374d4a0	730d6cc2-5973-4c49-a924-2f97bb89d012	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:49.060403+00	2026-11-26 00:40:49.060404+00
06b3cd04-afef-494d-b443-9c63f61c7138	730d6cc2-5973-4c49-a924-2f97bb89d012	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:49.068037+00	2026-11-26 00:40:49.068038+00
74e6cefa-32c5-4be5-b192-64c672126df2	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:49.082055+00	2026-11-26 00:40:49.082056+00
c43c3fe1-d0e5-42c4-829a-a13dd2796891	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:49.103332+00	2026-11-26 00:40:49.103333+00
e69cee67-0735-4dba-97e5-9b04010fc947	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:49.111472+00	2026-11-26 00:40:49.111473+00
deca79dc-a57b-4257-99a0-fae4e0da13fb	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:49.119526+00	2026-11-26 00:40:49.119527+00
92f3521c-42f1-486e-b562-c5b9168be2e8	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:49.15681+00	2026-11-26 00:40:49.156813+00
88588d4a-7e5f-4941-82c5-0467b569dae6	27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:49.171865+00	2026-11-26 00:40:49.171866+00
804dfb51-f018-4788-984e-3578f44875c5	27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:49.17949+00	2026-11-26 00:40:49.179492+00
e06798c5-af2f-44a9-a2fc-77a8a3d9b478	27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:49.187143+00	2026-11-26 00:40:49.187144+00
7db241e0-a7bd-45b3-b521-6c4a54ec7bf0	27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:49.222442+00	2026-11-26 00:40:49.222444+00
6660a299-257d-417e-9481-2e8f780cb17d	27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:49.230109+00	2026-11-26 00:40:49.23011+00
c975f86d-43be-433e-9d51-f0e56df71cad	98827f89-1f38-4c0d-baae-6b9f25c93fb1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:49.244968+00	2026-11-26 00:40:49.244969+00
cbb9716b-cf2b-47dd-85f0-bae8df4b9f44	98827f89-1f38-4c0d-baae-6b9f25c93fb1	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:49.252775+00	2026-11-26 00:40:49.252776+00
7b9e2909-e8bb-4642-b05a-b3b902884920	98827f89-1f38-4c0d-baae-6b9f25c93fb1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:49.266228+00	2026-11-26 00:40:49.266229+00
6706b830-cb33-442d-bde7-5fed1d963f4b	98827f89-1f38-4c0d-baae-6b9f25c93fb1	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:49.273914+00	2026-11-26 00:40:49.273915+00
6607fcc1-8c3e-41b1-a9b8-017656fc444d	98827f89-1f38-4c0d-baae-6b9f25c93fb1	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:49.281594+00	2026-11-26 00:40:49.281596+00
b907cefb-0154-4ac0-b3d5-2860fe46fcf8	2b322f1b-3335-4cee-946d-0775afe43b11	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.314578+00	2026-11-26 00:40:49.31458+00
644c3a37-db8f-4cd9-949c-d5a9406be5ce	2b322f1b-3335-4cee-946d-0775afe43b11	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:49.349581+00	2026-11-26 00:40:49.349582+00
9b58572b-fe86-451a-95a1-364f0e1ad6ee	2b322f1b-3335-4cee-946d-0775afe43b11	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:49.358967+00	2026-11-26 00:40:49.358968+00
f3a76ffa-9ebf-4c6e-b36f-fe975a06d07e	2b322f1b-3335-4cee-946d-0775afe43b11	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:49.366649+00	2026-11-26 00:40:49.36665+00
86e629b0-7c2c-4704-ae38-94c902ffeb2b	2b322f1b-3335-4cee-946d-0775afe43b11	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:49.38853+00	2026-11-26 00:40:49.388531+00
9b9f6c86-6634-404c-836d-f0a85be407a5	0dc65c34-29ce-45d6-a0cd-c2c627dc1816	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.403338+00	2026-11-26 00:40:49.403339+00
e79593f5-af36-4694-ac1a-45bfc1f90ed8	0dc65c34-29ce-45d6-a0cd-c2c627dc1816	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:49.411436+00	2026-11-26 00:40:49.411437+00
4baa76a2-7bc2-4914-a9ca-7f55075b995a	0dc65c34-29ce-45d6-a0cd-c2c627dc1816	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:49.41976+00	2026-11-26 00:40:49.419761+00
c890668f-3c4c-4dbe-a69d-cd5926c88fc9	f8e20cc0-33bf-4ad4-82f4-2f184e03242e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.436021+00	2026-11-26 00:40:49.436022+00
80a306f6-e3a2-4994-9c76-d90121dc563e	f8e20cc0-33bf-4ad4-82f4-2f184e03242e	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:49.444549+00	2026-11-26 00:40:49.44455+00
c83ef921-038b-48f5-9440-25740c004a58	f8e20cc0-33bf-4ad4-82f4-2f184e03242e	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:49.466015+00	2026-11-26 00:40:49.466018+00
e9978592-e1a4-4c6e-acbe-ea4ef1765f00	d248a74c-3651-444e-9808-626b64ecd750	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:49.49123+00	2026-11-26 00:40:49.491232+00
4411198e-76c0-427d-bace-bbe748ba3b62	d248a74c-3651-444e-9808-626b64ecd750	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:49.504574+00	2026-11-26 00:40:49.504575+00
5e0cc02c-24c7-4f49-a2be-d4e4539f990c	d248a74c-3651-444e-9808-626b64ecd750	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:49.512296+00	2026-11-26 00:40:49.512298+00
1f77969e-bea3-4020-8cee-5ae6afc1c62f	c67feb20-70cc-459a-bd6d-8d5f8afe9506	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:49.524069+00	2026-11-26 00:40:49.524071+00
21162da5-371e-47a9-8f5b-1d1cd413bde7	c67feb20-70cc-459a-bd6d-8d5f8afe9506	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:49.531891+00	2026-11-26 00:40:49.531892+00
4c878b4a-73c7-47ff-9049-fc33b51be191	c67feb20-70cc-459a-bd6d-8d5f8afe9506	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:49.53977+00	2026-11-26 00:40:49.539772+00
bd6b374e-d0eb-4106-89ec-e1128cc65214	c67feb20-70cc-459a-bd6d-8d5f8afe9506	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:49.568191+00	2026-11-26 00:40:49.568194+00
219a7c0c-5f7f-4af6-a38a-b5c52c7c8026	00e49a6e-7604-420d-93b5-5968deed8ca6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:49.582439+00	2026-11-26 00:40:49.58244+00
00b64514-c45d-40e2-9ac3-bcc3bd13f72c	00e49a6e-7604-420d-93b5-5968deed8ca6	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:49.590127+00	2026-11-26 00:40:49.590129+00
932a92db-712f-4bfa-a9fc-e0a5f65e880b	00e49a6e-7604-420d-93b5-5968deed8ca6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:49.618592+00	2026-11-26 00:40:49.618595+00
dc9570b9-3f82-442e-a86d-62e122a8c5df	00e49a6e-7604-420d-93b5-5968deed8ca6	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:49.62638+00	2026-11-26 00:40:49.626382+00
71439558-3a30-41b9-8c9b-a00ff5adc594	00e49a6e-7604-420d-93b5-5968deed8ca6	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:49.634144+00	2026-11-26 00:40:49.634146+00
bc34a257-66fa-48ee-bd06-32fb36a4e145	ed8e69cf-d989-4da4-ab9b-1cb055747b76	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.659468+00	2026-11-26 00:40:49.659468+00
0088241b-a326-48a8-80dc-270ba852022d	ed8e69cf-d989-4da4-ab9b-1cb055747b76	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:49.6951+00	2026-11-26 00:40:49.695101+00
f053e70b-2ce4-4310-8a3f-899038412e40	ed8e69cf-d989-4da4-ab9b-1cb055747b76	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:49.702334+00	2026-11-26 00:40:49.702335+00
3e57166f-cdce-4f0b-be1f-cc1458eb0867	ed8e69cf-d989-4da4-ab9b-1cb055747b76	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:49.722249+00	2026-11-26 00:40:49.72225+00
da4be5e9-82aa-4811-9772-2c64aacddc48	af6d4f4c-1a21-44c7-99e8-2ca388f7c1b9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:49.733685+00	2026-11-26 00:40:49.733686+00
51c10f6d-3e3c-40f8-913c-022e658c7238	af6d4f4c-1a21-44c7-99e8-2ca388f7c1b9	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:49.74148+00	2026-11-26 00:40:49.741481+00
5b45bbc4-44a5-4912-8def-f0dccb992963	af6d4f4c-1a21-44c7-99e8-2ca388f7c1b9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:49.749158+00	2026-11-26 00:40:49.749159+00
14572c43-385f-4b8e-b3e5-066f80b590db	af6d4f4c-1a21-44c7-99e8-2ca388f7c1b9	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:49.761931+00	2026-11-26 00:40:49.761932+00
12a5a5f1-603f-45a0-bcdc-f51b8db9cc91	85d5216a-91b2-453e-bc44-c661d7d97c52	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:49.773359+00	2026-11-26 00:40:49.77336+00
b48776a3-ba83-4090-a5bd-205d5af1b482	85d5216a-91b2-453e-bc44-c661d7d97c52	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:49.78089+00	2026-11-26 00:40:49.780891+00
48bfce4d-6c83-4fdb-b94d-5e497eee2e94	85d5216a-91b2-453e-bc44-c661d7d97c52	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:49.815749+00	2026-11-26 00:40:49.815751+00
f4d579e6-b65c-4686-8bf0-f3204b12eab3	fe707cb6-1315-4dcf-80b1-f1b4a99c5bcd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.826998+00	2026-11-26 00:40:49.826999+00
fd683f83-7536-4642-afe9-403527f9a90f	fe707cb6-1315-4dcf-80b1-f1b4a99c5bcd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:49.860943+00	2026-11-26 00:40:49.860945+00
520d18fe-0159-4051-b3da-3da10183b294	fe707cb6-1315-4dcf-80b1-f1b4a99c5bcd	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:49.869495+00	2026-11-26 00:40:49.869496+00
1bee96f5-6353-4014-95fc-16317269ff5b	5df6e70e-669c-40f6-a9e2-357f48107d52	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.894988+00	2026-11-26 00:40:49.894989+00
4181cbc4-4586-48d0-8bff-ca1da464c399	5df6e70e-669c-40f6-a9e2-357f48107d52	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:49.935657+00	2026-11-26 00:40:49.935659+00
45492192-f7f4-434f-bc8f-a6dbf9bd173d	5df6e70e-669c-40f6-a9e2-357f48107d52	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:49.942804+00	2026-11-26 00:40:49.942805+00
39f70903-000f-4f78-8235-3c63e045f581	5df6e70e-669c-40f6-a9e2-357f48107d52	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:49.950053+00	2026-11-26 00:40:49.950054+00
9b851a27-aab2-4b6a-ab89-5834fa44556f	5df6e70e-669c-40f6-a9e2-357f48107d52	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:49.982673+00	2026-11-26 00:40:49.982675+00
3feacc75-7b25-4a13-b97b-d78e021c6c91	65f5d059-ede6-469e-933c-a63e3d4e5df8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:49.99675+00	2026-11-26 00:40:49.996751+00
be111c9a-95cf-4e5f-a600-3f293338ef14	65f5d059-ede6-469e-933c-a63e3d4e5df8	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.003745+00	2026-11-26 00:40:50.003746+00
0a2ef5d9-1ed3-47a0-8ed3-c2b298368d8d	65f5d059-ede6-469e-933c-a63e3d4e5df8	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.010729+00	2026-11-26 00:40:50.010731+00
e18ea429-484a-452d-90de-70c05fae6431	71a09c79-65a4-484f-894e-c0f40f501112	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.021379+00	2026-11-26 00:40:50.02138+00
b1ae8f63-b307-4b96-8683-ecfe1433b2dc	71a09c79-65a4-484f-894e-c0f40f501112	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.028509+00	2026-11-26 00:40:50.02851+00
95d7cecb-9067-4650-b541-54a95fabde16	71a09c79-65a4-484f-894e-c0f40f501112	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:50.061681+00	2026-11-26 00:40:50.061682+00
2ef6dc0b-34f4-410a-ad85-45357bf3a591	71a09c79-65a4-484f-894e-c0f40f501112	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.068857+00	2026-11-26 00:40:50.068858+00
f7a8b7c9-2bff-48b8-87ed-be633c2769a0	71a09c79-65a4-484f-894e-c0f40f501112	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:50.07591+00	2026-11-26 00:40:50.075911+00
cb77bfb0-b58f-4bde-82a9-4a02dc6997a4	54bcff96-aa02-4df7-8b3d-ac51a38c7ec4	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.113518+00	2026-11-26 00:40:50.113519+00
8b362953-7a8c-4344-a491-2e42a34e53ba	54bcff96-aa02-4df7-8b3d-ac51a38c7ec4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:50.120746+00	2026-11-26 00:40:50.120747+00
377a3338-0b5b-4a6b-a6fe-c41f4d8fc526	54bcff96-aa02-4df7-8b3d-ac51a38c7ec4	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.127848+00	2026-11-26 00:40:50.127849+00
27cfd4e9-e17b-47cb-9a01-981e6c3fc050	e074e9fd-45fd-4fe6-9037-f5f8dbbf80d6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:50.158949+00	2026-11-26 00:40:50.158951+00
d8eb6ca5-40d5-4ea5-a0c0-9d8ae87fdc25	e074e9fd-45fd-4fe6-9037-f5f8dbbf80d6	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:50.166196+00	2026-11-26 00:40:50.166197+00
e26d3015-1133-405c-8ee2-b6c65c82e756	e074e9fd-45fd-4fe6-9037-f5f8dbbf80d6	392ec33c-5a67-4937-b948-a4a3eb886c22	2	2026-11-26 00:40:50.173329+00	2026-11-26 00:40:50.17333+00
4349c36f-e15e-4ded-aa46-004afbf2f866	a53ee8c2-de82-4647-afdd-e815e851de65	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:50.186535+00	2026-11-26 00:40:50.186536+00
a36b8214-69b6-4831-b7be-44434e81987c	a53ee8c2-de82-4647-afdd-e815e851de65	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.193686+00	2026-11-26 00:40:50.193688+00
3c4ea3ee-3e24-4c9d-9e37-7480859d52d3	a53ee8c2-de82-4647-afdd-e815e851de65	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:50.200856+00	2026-11-26 00:40:50.200857+00
3075765e-d091-4109-9646-00ad1021f601	a53ee8c2-de82-4647-afdd-e815e851de65	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:50.227199+00	2026-11-26 00:40:50.2272+00
0ceac204-bdf4-49ff-b507-125c1730aeee	12aa6d64-9e68-449d-97d7-1e830bb924fa	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.242356+00	2026-11-26 00:40:50.242357+00
07f7dc4d-caaa-4172-8072-3b78c71cc742	12aa6d64-9e68-449d-97d7-1e830bb924fa	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.249672+00	2026-11-26 00:40:50.249673+00
622a5090-4565-42f2-8205-82944d21fb01	12aa6d64-9e68-449d-97d7-1e830bb924fa	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:50.256856+00	2026-11-26 00:40:50.256857+00
341f1eef-fce6-4756-91d8-6219214feea6	c72611c1-a427-4037-a13c-96f9dfedcdcf	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.290603+00	2026-11-26 00:40:50.290604+00
d24f68c0-b853-473f-8a6e-8a434c62fc01	c72611c1-a427-4037-a13c-96f9dfedcdcf	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:50.316868+00	2026-11-26 00:40:50.31687+00
589704c1-57f4-48db-8a7b-5f1fcba86b5c	c72611c1-a427-4037-a13c-96f9dfedcdcf	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:50.346553+00	2026-11-26 00:40:50.346555+00
985d819e-3062-4a07-8cbd-f4516319ae60	7c418812-cf46-4c24-a959-b8d6886e9ddb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:50.357698+00	2026-11-26 00:40:50.357699+00
f4ee3b64-40b4-4ad4-b613-ce2e635a5109	7c418812-cf46-4c24-a959-b8d6886e9ddb	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.364785+00	2026-11-26 00:40:50.364786+00
c5244335-08a3-4141-bc6a-e9bd55331321	7c418812-cf46-4c24-a959-b8d6886e9ddb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:50.371796+00	2026-11-26 00:40:50.371797+00
fd2c3b29-4c5d-443c-aa63-47552e017aa8	7c418812-cf46-4c24-a959-b8d6886e9ddb	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:50.38453+00	2026-11-26 00:40:50.384532+00
3a4599c6-db92-4a91-beaf-697cda6b8e31	cd9ca86d-e0b5-4f18-a469-dd58176b399b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:50.397559+00	2026-11-26 00:40:50.397561+00
bf607354-f11a-45e4-9921-6ba56b00d70c	cd9ca86d-e0b5-4f18-a469-dd58176b399b	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:50.404704+00	2026-11-26 00:40:50.404705+00
5d1aa6e5-4c1f-4417-a099-be412767794b	cd9ca86d-e0b5-4f18-a469-dd58176b399b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:50.430795+00	2026-11-26 00:40:50.430797+00
94705603-a874-467f-8704-74ce10aab41d	cd9ca86d-e0b5-4f18-a469-dd58176b399b	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:50.437861+00	2026-11-26 00:40:50.437863+00
ae2356af-c04f-409f-b462-699cbb68b769	cd9ca86d-e0b5-4f18-a469-dd58176b399b	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:50.444977+00	2026-11-26 00:40:50.444979+00
b2c93e97-2105-4285-934d-166dead6cde4	d6c75f4f-61a6-49be-a50b-6caae68e45b9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:50.485497+00	2026-11-26 00:40:50.485498+00
73d17526-1756-4a5b-a438-cedde50412b7	d6c75f4f-61a6-49be-a50b-6caae68e45b9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:50.504568+00	2026-11-26 00:40:50.504569+00
612678bc-dd4c-4e59-af1a-9f07d401a8dd	d6c75f4f-61a6-49be-a50b-6caae68e45b9	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:50.512261+00	2026-11-26 00:40:50.512263+00
df197166-ecee-436a-8784-5209451ac73d	d6c75f4f-61a6-49be-a50b-6caae68e45b9	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:50.531692+00	2026-11-26 00:40:50.531693+00
0e7587d9-f018-4594-ba5e-dc1da319ac7c	05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.542654+00	2026-11-26 00:40:50.542655+00
ffb5aa7d-f096-48ec-a917-7c3b6a5a930d	05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:50.549788+00	2026-11-26 00:40:50.549789+00
abea1e95-86dd-46f5-b3a4-b313e9e0570a	05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:50.556878+00	2026-11-26 00:40:50.556879+00
2de45be7-a0af-4b7c-8a6a-5d38c2355ed2	05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:50.588934+00	2026-11-26 00:40:50.588935+00
2da1c42e-ede3-4a05-8411-73ec23cee4ec	05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:50.595919+00	2026-11-26 00:40:50.59592+00
73849928-53d1-4a96-ac45-731ff569ba34	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:50.60659+00	2026-11-26 00:40:50.606591+00
bca13e3b-f489-4d74-93d3-7bb0543d66a1	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.613562+00	2026-11-26 00:40:50.613563+00
ecfd6c78-7535-4929-b9be-d5fb417ff169	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:50.632357+00	2026-11-26 00:40:50.632358+00
d5324f53-c8ef-4218-bf6f-c837901d4664	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.639571+00	2026-11-26 00:40:50.639572+00
5f7daf63-654e-4fac-9b27-edf4f682d0fa	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:50.646669+00	2026-11-26 00:40:50.646671+00
d2727b31-b257-42dd-8305-3bfd2ab9a648	c05473da-d057-4844-b1f2-65d14b27a0bd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:50.671816+00	2026-11-26 00:40:50.671818+00
95acbb5e-c05e-4871-985b-7fc34520d458	c05473da-d057-4844-b1f2-65d14b27a0bd	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.697973+00	2026-11-26 00:40:50.697975+00
4e237117-49c1-4df4-b237-338b6984bdd2	c05473da-d057-4844-b1f2-65d14b27a0bd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:50.705147+00	2026-11-26 00:40:50.705148+00
b0f93005-657c-4685-ab2c-3a3104f96d0e	c05473da-d057-4844-b1f2-65d14b27a0bd	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.712109+00	2026-11-26 00:40:50.71211+00
c07216ca-de91-40fa-bd29-30446679e160	c05473da-d057-4844-b1f2-65d14b27a0bd	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:50.738499+00	2026-11-26 00:40:50.738501+00
7d4e06c6-ee71-4c9b-81a4-7d6971b5e795	c5cd02bd-1714-4503-a5da-016b19891edb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.752724+00	2026-11-26 00:40:50.752725+00
1197e662-0aa7-49de-8cf5-281fa60e96ed	c5cd02bd-1714-4503-a5da-016b19891edb	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.759866+00	2026-11-26 00:40:50.759867+00
4d1d9ea6-80dd-4067-a28d-0ec98108f9e9	c5cd02bd-1714-4503-a5da-016b19891edb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:50.766907+00	2026-11-26 00:40:50.766908+00
76dff3c4-2214-4154-944e-5c708f25a733	c5cd02bd-1714-4503-a5da-016b19891edb	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.79988+00	2026-11-26 00:40:50.799882+00
e63d0182-9fb5-41be-bd0b-aa47fed9956f	c5cd02bd-1714-4503-a5da-016b19891edb	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:50.807033+00	2026-11-26 00:40:50.807034+00
130df5cd-d676-444c-94bf-499b7f7bdb47	b036eace-8e28-4ecc-99ca-15be02c22fc5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:50.817906+00	2026-11-26 00:40:50.817907+00
93494fc2-d00a-4ba3-ab15-24c44c1fabc0	b036eace-8e28-4ecc-99ca-15be02c22fc5	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:50.825042+00	2026-11-26 00:40:50.825043+00
387dd9b6-7551-4a46-9de6-344fca8fbcdd	b036eace-8e28-4ecc-99ca-15be02c22fc5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:50.857964+00	2026-11-26 00:40:50.857965+00
6c6c515b-89eb-44f2-8196-fdbfc08ea000	b036eace-8e28-4ecc-99ca-15be02c22fc5	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:50.865009+00	2026-11-26 00:40:50.865011+00
b9755959-260b-423a-8179-385b33bd899d	800330df-73b4-4b6c-87a4-4dbac3c9176e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.87653+00	2026-11-26 00:40:50.87653+00
65028cfa-e63e-4b71-9316-a8575af45029	800330df-73b4-4b6c-87a4-4dbac3c9176e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:50.909923+00	2026-11-26 00:40:50.909924+00
017e94aa-a0e8-40ec-b7ca-0c4fb22840e4	800330df-73b4-4b6c-87a4-4dbac3c9176e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:50.916976+00	2026-11-26 00:40:50.916977+00
8faf39b8-ba30-4767-85b6-d22f06b908c2	800330df-73b4-4b6c-87a4-4dbac3c9176e	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:50.950404+00	2026-11-26 00:40:50.950404+00
29814c65-1309-4c14-85ac-db6e7dd8f5ed	a83949a9-5226-4b26-a3d9-e08bd19a53a1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:50.963672+00	2026-11-26 00:40:50.963673+00
48add002-88ea-4e27-a139-38baf796fba9	a83949a9-5226-4b26-a3d9-e08bd19a53a1	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:50.971016+00	2026-11-26 00:40:50.971018+00
e9e15e90-4ec7-4669-8738-95cd870d874b	a83949a9-5226-4b26-a3d9-e08bd19a53a1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:50.978363+00	2026-11-26 00:40:50.978364+00
c0272c7a-8454-494d-911b-afcd3e00b645	a83949a9-5226-4b26-a3d9-e08bd19a53a1	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:51.012406+00	2026-11-26 00:40:51.012407+00
71fb5e85-0d89-4dfa-a591-bd2872613ea9	a83949a9-5226-4b26-a3d9-e08bd19a53a1	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.019813+00	2026-11-26 00:40:51.019814+00
d9557f40-33af-4e66-bdbf-d0039032e999	18d21426-2129-4ce2-a804-2af09a538340	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:51.034041+00	2026-11-26 00:40:51.034043+00
c5a30699-38d0-48fe-9a80-044a41d364f5	18d21426-2129-4ce2-a804-2af09a538340	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.041237+00	2026-11-26 00:40:51.041238+00
4538a759-af50-49b7-a2e8-a7db1b888958	18d21426-2129-4ce2-a804-2af09a538340	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:51.067443+00	2026-11-26 00:40:51.067444+00
805b75d1-db46-40e9-a813-84de753405b8	18d21426-2129-4ce2-a804-2af09a538340	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:51.074537+00	2026-11-26 00:40:51.074539+00
f7f60f89-aafa-4249-8a29-1cd6c9a86e7f	d2d5f065-e6c2-40d5-b323-a99670f9bab0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:51.085431+00	2026-11-26 00:40:51.085433+00
dd6ae98b-2b3e-4ac8-84f5-5137d628089a	d2d5f065-e6c2-40d5-b323-a99670f9bab0	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:51.118042+00	2026-11-26 00:40:51.118043+00
a445dfb3-ca33-4760-8acf-4d93caf5859c	d2d5f065-e6c2-40d5-b323-a99670f9bab0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.125257+00	2026-11-26 00:40:51.125258+00
a3f6ace5-9f27-4bde-8482-80687f957e8e	d2d5f065-e6c2-40d5-b323-a99670f9bab0	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:51.132254+00	2026-11-26 00:40:51.132255+00
ce6d50fd-8d16-416f-bc2d-3da2eab7bf09	e0922c40-d7d8-426b-a6e3-49d2f074882e	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:51.162273+00	2026-11-26 00:40:51.162275+00
e155362b-db58-49c5-85a9-5ed78a24fad6	e0922c40-d7d8-426b-a6e3-49d2f074882e	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:51.169111+00	2026-11-26 00:40:51.169113+00
257a7bd8-de76-4e2d-a070-132d9cdc1248	e0922c40-d7d8-426b-a6e3-49d2f074882e	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.175771+00	2026-11-26 00:40:51.175772+00
aec1a3dd-814f-4b1a-a72a-68d7726612ad	8b33553f-d3c0-4364-be17-59a96c5f91dd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:51.186109+00	2026-11-26 00:40:51.18611+00
cd8ecf65-2d28-42e3-a72e-9cb9ca375712	8b33553f-d3c0-4364-be17-59a96c5f91dd	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:51.199161+00	2026-11-26 00:40:51.199162+00
7e397228-531a-44ba-9dce-d61ba38d1414	8b33553f-d3c0-4364-be17-59a96c5f91dd	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:51.205651+00	2026-11-26 00:40:51.205652+00
75b54823-befc-4edb-9c54-87c627136af6	1e222981-244b-46a2-abce-63b3be2f22f1	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:51.241322+00	2026-11-26 00:40:51.241322+00
43a8b70d-0f62-4540-89ae-cee59a770899	1e222981-244b-46a2-abce-63b3be2f22f1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.265837+00	2026-11-26 00:40:51.265838+00
1547ce32-81e8-41b5-8525-c2bace75ad13	1e222981-244b-46a2-abce-63b3be2f22f1	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:51.272422+00	2026-11-26 00:40:51.272422+00
5d4b8432-d5b7-4cdb-9389-de024d664064	c4b2aba5-2642-4a9b-8baa-1527898e6313	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:51.285481+00	2026-11-26 00:40:51.285482+00
f0b71db0-b8d7-4ab5-b098-4dcabb9d960d	c4b2aba5-2642-4a9b-8baa-1527898e6313	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.316577+00	2026-11-26 00:40:51.316578+00
dae02be2-cf1e-45ae-bdd7-3e9e9b15a48b	c4b2aba5-2642-4a9b-8baa-1527898e6313	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.323252+00	2026-11-26 00:40:51.323253+00
7d279ebe-0e7f-451f-94a8-d64cb3504b07	630ddb83-7049-43b7-8fb1-bc318c88c58e	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:51.333619+00	2026-11-26 00:40:51.33362+00
1c2a65b7-6039-4f77-bd08-598fab3f0837	630ddb83-7049-43b7-8fb1-bc318c88c58e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.340218+00	2026-11-26 00:40:51.340219+00
484476ee-42e1-4404-b994-5438170c9358	630ddb83-7049-43b7-8fb1-bc318c88c58e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:51.364742+00	2026-11-26 00:40:51.364742+00
0a5cb1b3-dc0f-4504-96f7-6115128ab107	630ddb83-7049-43b7-8fb1-bc318c88c58e	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.371413+00	2026-11-26 00:40:51.371414+00
651e38ff-988d-48b2-b28a-31bcd3b52386	53b64c93-eaf0-4303-8f0e-7e04f0085669	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:51.381767+00	2026-11-26 00:40:51.381768+00
9c97f4f0-4a42-40d2-85df-c03263f47550	53b64c93-eaf0-4303-8f0e-7e04f0085669	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:51.388423+00	2026-11-26 00:40:51.388424+00
1b107575-6ca8-4a0e-848e-5eb8a0118ec6	53b64c93-eaf0-4303-8f0e-7e04f0085669	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.416795+00	2026-11-26 00:40:51.416796+00
58577df4-3e04-4fe7-b98c-1f9bcb6af291	53b64c93-eaf0-4303-8f0e-7e04f0085669	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:51.423238+00	2026-11-26 00:40:51.423239+00
811d897b-3927-46c9-a3f9-c15a7a4e7ef4	53b64c93-eaf0-4303-8f0e-7e04f0085669	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.429669+00	2026-11-26 00:40:51.42967+00
133c75aa-e3a8-4721-a6e6-ed85b1d799a1	5940160f-b38a-4019-a5a8-7999f2675513	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:51.444795+00	2026-11-26 00:40:51.444796+00
86b651be-22cc-46fa-815e-9347052d40eb	5940160f-b38a-4019-a5a8-7999f2675513	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:51.469104+00	2026-11-26 00:40:51.469105+00
27ba3cae-a563-49a0-9d29-caf0a3634e23	5940160f-b38a-4019-a5a8-7999f2675513	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:51.493232+00	2026-11-26 00:40:51.493233+00
d8de8be1-d5db-4bac-ad39-b1c06bf6c106	06ee18c8-3390-4669-b377-ef244e8a3b61	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:51.509886+00	2026-11-26 00:40:51.509886+00
907a3e59-4de9-4ec0-94bc-a74431cdc405	06ee18c8-3390-4669-b377-ef244e8a3b61	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.527029+00	2026-11-26 00:40:51.52703+00
e0172784-fd8c-41e3-af7a-634ee64a80b0	06ee18c8-3390-4669-b377-ef244e8a3b61	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:51.533293+00	2026-11-26 00:40:51.533294+00
cf11d913-fdaf-48e1-872e-33f4801d73a4	06ee18c8-3390-4669-b377-ef244e8a3b61	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:51.550278+00	2026-11-26 00:40:51.550279+00
a4d23972-9c83-4f72-b77f-97373d08ce09	9ac2780b-3b99-4a3d-80c6-a41ee54346ee	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:51.56313+00	2026-11-26 00:40:51.563131+00
f354e2f7-d41e-451b-a547-7de991aa5591	9ac2780b-3b99-4a3d-80c6-a41ee54346ee	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.569774+00	2026-11-26 00:40:51.569775+00
9cecccb4-aaf8-47d5-8cf9-be585e63359c	23975453-b6f7-4920-89a5-6e5644f9ef35	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:51.604061+00	2026-11-26 00:40:51.604062+00
224633c5-17c0-44d6-a509-dc7170407774	23975453-b6f7-4920-89a5-6e5644f9ef35	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.610638+00	2026-11-26 00:40:51.610639+00
6b67b549-e9d9-4625-abb1-4b48bb7eaff3	23975453-b6f7-4920-89a5-6e5644f9ef35	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:51.634915+00	2026-11-26 00:40:51.634916+00
432feb07-0d9f-422b-9a26-7ab85c77ac46	9c63c7ae-5c4b-47b5-8233-f91bdbc84c15	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:51.645055+00	2026-11-26 00:40:51.645055+00
78a01e5f-ba71-482b-a1f7-ee87321c23ce	9c63c7ae-5c4b-47b5-8233-f91bdbc84c15	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.651588+00	2026-11-26 00:40:51.651589+00
7a656004-42f2-498c-b6de-30ea05e6d98f	9c63c7ae-5c4b-47b5-8233-f91bdbc84c15	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.658287+00	2026-11-26 00:40:51.658288+00
03e078fa-124a-4b55-804a-3fe2ce7e663b	db0090b4-658f-47d5-a20b-8944304bc4d8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:51.670624+00	2026-11-26 00:40:51.670625+00
6d097ae4-9891-48ff-9d82-c21bb9f1a5bd	db0090b4-658f-47d5-a20b-8944304bc4d8	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:51.677399+00	2026-11-26 00:40:51.6774+00
8f81e893-a42b-449c-a305-dd38778101ef	db0090b4-658f-47d5-a20b-8944304bc4d8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:51.684066+00	2026-11-26 00:40:51.684067+00
a0727dc7-f45d-4bc7-9fb0-5e410cc49d30	db0090b4-658f-47d5-a20b-8944304bc4d8	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:51.702054+00	2026-11-26 00:40:51.702055+00
c9969350-d220-4ec1-ae31-2716d2adb0eb	729b752b-a1a8-4df6-8726-a7464142efd4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:51.715388+00	2026-11-26 00:40:51.715388+00
663ce4cb-a595-49f3-bf8f-1445e4c03218	729b752b-a1a8-4df6-8726-a7464142efd4	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.722061+00	2026-11-26 00:40:51.722062+00
446d2e66-0d72-48df-b870-77e771601fab	729b752b-a1a8-4df6-8726-a7464142efd4	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:51.740038+00	2026-11-26 00:40:51.740039+00
c5e707cc-5195-4ed4-92aa-a06b0bb8b1e8	729b752b-a1a8-4df6-8726-a7464142efd4	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.746877+00	2026-11-26 00:40:51.746878+00
6fdbfe97-8c01-437a-a5b1-fcfdb740680f	f6a75661-5e4e-4b98-841a-415b30b4e529	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:51.768976+00	2026-11-26 00:40:51.768977+00
4505a8f2-5efe-4d3f-915c-92602f2b71dc	f6a75661-5e4e-4b98-841a-415b30b4e529	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.802944+00	2026-11-26 00:40:51.802945+00
a590cb67-d138-4fd0-bab3-a85e4679988b	f6a75661-5e4e-4b98-841a-415b30b4e529	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.815802+00	2026-11-26 00:40:51.815803+00
d27521a8-262e-4df1-b785-c87362bec4bd	f6a75661-5e4e-4b98-841a-415b30b4e529	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:51.822653+00	2026-11-26 00:40:51.822654+00
0d0628a2-5f2f-4717-8603-991dc11f2477	f6a75661-5e4e-4b98-841a-415b30b4e529	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:51.847048+00	2026-11-26 00:40:51.847049+00
7f3dd93b-c5b7-4661-ba97-13b943dbf010	b0367943-8b2f-48d6-a7b0-db7d63669d71	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:51.858484+00	2026-11-26 00:40:51.858485+00
b18ee4ab-8f9f-4ef4-ab2e-0519012bc412	b0367943-8b2f-48d6-a7b0-db7d63669d71	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:51.866599+00	2026-11-26 00:40:51.866601+00
4577afe9-5e20-431d-8664-11412e0e7c2a	b0367943-8b2f-48d6-a7b0-db7d63669d71	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:51.873704+00	2026-11-26 00:40:51.873705+00
fae4f459-5915-4cee-9d81-6353c1d6f13c	b0367943-8b2f-48d6-a7b0-db7d63669d71	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:51.905574+00	2026-11-26 00:40:51.905575+00
1babb9ee-42d1-4be9-bcf2-7e39231c92f5	b0367943-8b2f-48d6-a7b0-db7d63669d71	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:51.913238+00	2026-11-26 00:40:51.913239+00
3a61c034-fdd4-4544-9b8c-6033d782a128	62a83aa6-2303-494c-be7e-b6f44714bf57	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:51.928688+00	2026-11-26 00:40:51.928689+00
e7ccd147-a0a7-419d-a5f9-63f079abc116	62a83aa6-2303-494c-be7e-b6f44714bf57	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:51.936356+00	2026-11-26 00:40:51.936357+00
e28eb8c9-a42a-4347-a2ce-75f8a53603e6	62a83aa6-2303-494c-be7e-b6f44714bf57	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:51.956916+00	2026-11-26 00:40:51.956918+00
0250ffb6-a8e9-4cd9-8930-7c6a4ec16512	62a83aa6-2303-494c-be7e-b6f44714bf57	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:51.964483+00	2026-11-26 00:40:51.964485+00
9970be5e-8ea9-4278-b198-840e1fe3a3ad	d12a94d0-cc8d-49bf-b280-04bef89ffe73	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.014855+00	2026-11-26 00:40:52.014856+00
67469506-cb23-4ce7-b8f6-5964d790f72f	d12a94d0-cc8d-49bf-b280-04bef89ffe73	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:52.022512+00	2026-11-26 00:40:52.022513+00
349d4098-792a-4976-b7a2-8a7992f5a9a6	d12a94d0-cc8d-49bf-b280-04bef89ffe73	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:52.058044+00	2026-11-26 00:40:52.058045+00
d29777ba-ea08-4f6e-82cb-a1339f76e115	431b26f0-cc01-4982-b8c0-333d65610805	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:52.069785+00	2026-11-26 00:40:52.069786+00
3a737111-68ae-4991-b175-78129dc8707b	431b26f0-cc01-4982-b8c0-333d65610805	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:52.077457+00	2026-11-26 00:40:52.077458+00
b394e83e-032e-4303-b398-0f6392263ed8	431b26f0-cc01-4982-b8c0-333d65610805	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.085177+00	2026-11-26 00:40:52.085179+00
0d010f1b-ee5c-4783-a9f5-55b45f8c3e99	07a57ae1-7949-4ae3-bf90-bcda655197e0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:52.124277+00	2026-11-26 00:40:52.124279+00
7f2fa1d9-5644-4c26-a652-22c34a31d8e9	07a57ae1-7949-4ae3-bf90-bcda655197e0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.131955+00	2026-11-26 00:40:52.131956+00
948aa481-0602-4c98-9c36-228901b8d938	07a57ae1-7949-4ae3-bf90-bcda655197e0	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:52.139562+00	2026-11-26 00:40:52.139563+00
5cb64b2b-e8d2-4835-999d-5d60ceaafcaf	53de7d65-8b01-43f2-9186-0d5fc4d36e60	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:52.174002+00	2026-11-26 00:40:52.174003+00
7710f76c-b83f-4879-8e36-511febb51ef3	53de7d65-8b01-43f2-9186-0d5fc4d36e60	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:52.202614+00	2026-11-26 00:40:52.202616+00
fd8e2412-e699-40b2-9de5-f767bead56c2	53de7d65-8b01-43f2-9186-0d5fc4d36e60	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.210526+00	2026-11-26 00:40:52.210527+00
9934719d-be59-4c8a-8395-e5301ef47b42	53de7d65-8b01-43f2-9186-0d5fc4d36e60	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.218334+00	2026-11-26 00:40:52.218335+00
a39de334-2964-4429-b8be-b3ad395a25d3	4ade16a8-a9ce-4b1a-a69f-794a1aea125e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:52.254684+00	2026-11-26 00:40:52.254686+00
4c630f4f-dc39-4e7f-84e7-9ed32c2d619b	4ade16a8-a9ce-4b1a-a69f-794a1aea125e	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:52.262713+00	2026-11-26 00:40:52.262714+00
94caadd0-3ff3-42a7-a928-618d41b18779	4ade16a8-a9ce-4b1a-a69f-794a1aea125e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.27076+00	2026-11-26 00:40:52.270762+00
2fcc6af0-ae62-479f-a8cc-6a6054a40e28	4ade16a8-a9ce-4b1a-a69f-794a1aea125e	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.299782+00	2026-11-26 00:40:52.299783+00
8349f65c-40db-4038-a223-f8316c4e43c0	d527d859-b8dd-410b-8a77-bd279c991026	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:52.312095+00	2026-11-26 00:40:52.312097+00
355d7ac1-2e7e-4363-9008-53bb24e58a81	d527d859-b8dd-410b-8a77-bd279c991026	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:52.320271+00	2026-11-26 00:40:52.320272+00
fdea175f-07e6-4f45-b4a8-e50ff598d57d	d527d859-b8dd-410b-8a77-bd279c991026	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.357984+00	2026-11-26 00:40:52.357985+00
7fffb116-d0a1-487a-8473-5988bc203584	d527d859-b8dd-410b-8a77-bd279c991026	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:52.366374+00	2026-11-26 00:40:52.366376+00
5e8b9d61-3ab1-4e8d-bd74-369bc7421d63	982a1d9d-7082-46d9-9ff4-01c78c53b920	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:52.40849+00	2026-11-26 00:40:52.408492+00
0651695f-27a3-4790-9674-e6db44947aad	982a1d9d-7082-46d9-9ff4-01c78c53b920	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:52.438166+00	2026-11-26 00:40:52.438167+00
41e808ae-32c1-44fa-bd2d-0164ec8d0a2c	982a1d9d-7082-46d9-9ff4-01c78c53b920	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.445825+00	2026-11-26 00:40:52.445826+00
8d7914d6-48dc-4dc7-b100-95ba040eccbb	49dc48ab-f829-4510-b82a-9aa6d9ed5d15	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2	2026-11-26 00:40:52.470427+00	2026-11-26 00:40:52.470428+00
7f41920a-3722-4b7b-8507-2553fb833f06	49dc48ab-f829-4510-b82a-9aa6d9ed5d15	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	2	2026-11-26 00:40:52.478266+00	2026-11-26 00:40:52.478267+00
343c5a97-128d-4e95-b000-864bb8cd1a71	49dc48ab-f829-4510-b82a-9aa6d9ed5d15	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.51876+00	2026-11-26 00:40:52.518761+00
1a95b832-10b8-4134-9c3d-6a427a4cb6df	db103b24-38f6-4088-9a5f-88891cb9dac6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:52.533237+00	2026-11-26 00:40:52.533238+00
fc79b456-4ed9-49c9-b2b5-b7c1bf5891c4	db103b24-38f6-4088-9a5f-88891cb9dac6	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:52.541134+00	2026-11-26 00:40:52.541135+00
e05f6093-1d39-4196-a946-4f5d0c62204a	db103b24-38f6-4088-9a5f-88891cb9dac6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.549114+00	2026-11-26 00:40:52.549116+00
fd2e2a2a-9372-4d5c-9648-5f02fef58deb	db103b24-38f6-4088-9a5f-88891cb9dac6	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.578214+00	2026-11-26 00:40:52.578216+00
87fd522f-5a8d-4135-aa05-7bc35032af35	db103b24-38f6-4088-9a5f-88891cb9dac6	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:52.586127+00	2026-11-26 00:40:52.586128+00
f9239ac5-6a4b-4944-827b-bc3004d4ab2b	06f37c8d-42d2-4207-bd93-40b7d5e5e216	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:52.601677+00	2026-11-26 00:40:52.601678+00
d2445878-cb95-48c1-adeb-1c0ab6a48045	a9a21e38-c4f0-4090-bdca-246157c0aa56	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:52.613955+00	2026-11-26 00:40:52.613956+00
1a15106b-e0e2-404a-b227-9fb1cef8de66	a9a21e38-c4f0-4090-bdca-246157c0aa56	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:52.642855+00	2026-11-26 00:40:52.642856+00
50030caf-93b6-4e37-9139-b909bf0b7474	a9a21e38-c4f0-4090-bdca-246157c0aa56	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:52.650887+00	2026-11-26 00:40:52.650888+00
4e6d4879-8199-4d25-8200-39d50c196cee	a9a21e38-c4f0-4090-bdca-246157c0aa56	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:52.658865+00	2026-11-26 00:40:52.658866+00
65e13002-af7a-4ca6-8e62-725bd46c8425	44908e94-cfe5-40af-8413-42cd0ff7749b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:52.671236+00	2026-11-26 00:40:52.671237+00
ece2958a-8461-4237-8eea-1664a581e8bd	44908e94-cfe5-40af-8413-42cd0ff7749b	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:52.679264+00	2026-11-26 00:40:52.679265+00
d84cb5fb-f9ef-4652-b04c-6d0c85156c1b	44908e94-cfe5-40af-8413-42cd0ff7749b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:52.687314+00	2026-11-26 00:40:52.687315+00
43700435-abf8-4b54-b355-bef5480cf7a3	44908e94-cfe5-40af-8413-42cd0ff7749b	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.716017+00	2026-11-26 00:40:52.716019+00
5b3c64c6-2a16-47c7-b74d-cb01916e2946	44908e94-cfe5-40af-8413-42cd0ff7749b	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:52.723993+00	2026-11-26 00:40:52.723994+00
4986cc2b-997a-4cc8-982f-f0e811c17ef1	31641c99-2535-4ad7-a414-2a59db152331	2527e35f-2f51-4605-b84b-3910d62b99d9	2	2026-11-26 00:40:52.7386+00	2026-11-26 00:40:52.738601+00
b36d4c4e-5e17-4c2f-a953-9d049329ac5f	31641c99-2535-4ad7-a414-2a59db152331	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	4	2026-11-26 00:40:52.785361+00	2026-11-26 00:40:52.785362+00
c1446fb7-c714-4b99-babf-0d11cbf3c25c	31641c99-2535-4ad7-a414-2a59db152331	392ec33c-5a67-4937-b948-a4a3eb886c22	3	2026-11-26 00:40:52.793229+00	2026-11-26 00:40:52.79323+00
f958e737-4a22-4b4f-8844-e41f471483f6	31641c99-2535-4ad7-a414-2a59db152331	af2a5d96-1682-4076-a247-553a12637b3a	3	2026-11-26 00:40:52.80124+00	2026-11-26 00:40:52.801241+00
6bf8a0c2-7bfd-4689-97ee-0a30c53571da	303ba037-ff2e-4de7-9a05-5d8de4d5279c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	4	2026-11-26 00:40:52.851981+00	2026-11-26 00:40:52.851983+00
887d17e5-afee-4f47-b498-088ab40e07bb	303ba037-ff2e-4de7-9a05-5d8de4d5279c	2527e35f-2f51-4605-b84b-3910d62b99d9	5	2026-11-26 00:40:52.859958+00	2026-11-26 00:40:52.85996+00
d73a8300-b0e6-47a3-8db4-1bd8ef10bde5	303ba037-ff2e-4de7-9a05-5d8de4d5279c	392ec33c-5a67-4937-b948-a4a3eb886c22	5	2026-11-26 00:40:52.889366+00	2026-11-26 00:40:52.889367+00
6d6ea098-54c8-430d-b786-9a06bb7244f5	303ba037-ff2e-4de7-9a05-5d8de4d5279c	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:52.897242+00	2026-11-26 00:40:52.897243+00
ccbee985-59bc-4177-94c8-16ea21ecac08	3d1477b1-0f8a-4bbd-8442-e3cac3d0bff2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	5	2026-11-26 00:40:52.933876+00	2026-11-26 00:40:52.933878+00
333070fb-4539-447e-b589-f6ac04397dcc	3d1477b1-0f8a-4bbd-8442-e3cac3d0bff2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	5	2026-11-26 00:40:52.96315+00	2026-11-26 00:40:52.963151+00
bca5b64b-c0fa-43d8-a220-f693b47cac75	3d1477b1-0f8a-4bbd-8442-e3cac3d0bff2	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:52.970794+00	2026-11-26 00:40:52.970795+00
2810f38f-f4bf-4a21-bba4-54851e941b6d	6ade2f76-4d8c-4d15-9eed-ba72ee8be9bc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	3	2026-11-26 00:40:52.982805+00	2026-11-26 00:40:52.982807+00
a1f7a398-d83c-498e-b6f1-5785b8d1447a	6ade2f76-4d8c-4d15-9eed-ba72ee8be9bc	2527e35f-2f51-4605-b84b-3910d62b99d9	4	2026-11-26 00:40:52.990667+00	2026-11-26 00:40:52.990668+00
1f3ff051-e84c-4c32-9729-47a0f6936051	6ade2f76-4d8c-4d15-9eed-ba72ee8be9bc	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:52.998332+00	2026-11-26 00:40:52.998333+00
062f1299-d626-4c5a-a005-64145932953f	6ade2f76-4d8c-4d15-9eed-ba72ee8be9bc	af2a5d96-1682-4076-a247-553a12637b3a	5	2026-11-26 00:40:53.006066+00	2026-11-26 00:40:53.006067+00
b975a063-ab4f-42ac-a83b-db39f4a6677d	ffe278c3-a1d6-4a6d-b331-67f4910ce546	2527e35f-2f51-4605-b84b-3910d62b99d9	3	2026-11-26 00:40:53.017831+00	2026-11-26 00:40:53.017832+00
fb6d760c-8a22-4746-be7e-d172de61c14c	ffe278c3-a1d6-4a6d-b331-67f4910ce546	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	3	2026-11-26 00:40:53.038803+00	2026-11-26 00:40:53.038804+00
b52df163-52f0-49d4-8d10-2fc8065190bd	ffe278c3-a1d6-4a6d-b331-67f4910ce546	392ec33c-5a67-4937-b948-a4a3eb886c22	4	2026-11-26 00:40:53.046501+00	2026-11-26 00:40:53.046502+00
72eb4bc3-5982-4f2b-94a6-e474eae3da62	ffe278c3-a1d6-4a6d-b331-67f4910ce546	af2a5d96-1682-4076-a247-553a12637b3a	4	2026-11-26 00:40:53.060602+00	2026-11-26 00:40:53.060604+00
\.


--
-- Data for Name: eats_reports; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_reports (id, subject, subject_id, reporter_id, reason, note, created_at) FROM stdin;
\.


--
-- Data for Name: eats_restaurants; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_restaurants (id, source_key, added_by, name, name_key, kind, cuisines, address, lat, lon, country, phone, website, opening_hours, diets, price_level, created_at, updated_at, lat_band, time_zone, rating_sum, rating_count, hidden) FROM stdin;
4f6a6df7-fddd-4d1f-8554-336345859a2f	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Burger Joint	burger joint	restaurant	burger		59.32611801045898	18.043004155988456	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:40.329636+00	2026-11-26 00:40:40.329636+00	5932	Europe/Stockholm	41	10	f
673bebf5-7c21-4bef-9750-3afc823de39e	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Husmanskrogen	husmanskrogen	restaurant	swedish		59.33693702105895	18.050738727038834	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:39.497254+00	2026-11-26 00:40:39.497254+00	5933	Europe/Stockholm	68	18	f
aa73692c-a51b-455f-bd8f-ee7760c423a9	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Forno Rosso	forno rosso	restaurant	pizza		59.33521729739352	18.073882441286514	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:44.746+00	2026-11-26 00:40:44.746+00	5933	Europe/Stockholm	72	18	f
dc81064d-e331-4a78-8397-7c595761f2eb	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Tandoor Nights	tandoor nights	restaurant	indian		59.327499874571835	18.04459061007026	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:41.717667+00	2026-11-26 00:40:41.717667+00	5932	Europe/Stockholm	80	20	f
37dbddef-b260-496b-a912-57911700a2ab	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Hanoi Kitchen	hanoi kitchen	restaurant	vietnamese		59.33105694074704	18.067395137752328	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:43.548642+00	2026-11-26 00:40:43.548642+00	5933	Europe/Stockholm	62	15	f
fa4d7598-9a23-454c-b200-b4edf02fe153	\N	af2a5d96-1682-4076-a247-553a12637b3a	Tonkotsu House	tonkotsu house	restaurant	ramen		59.33975029650724	18.060947401388034	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:42.605939+00	2026-11-26 00:40:42.605939+00	5933	Europe/Stockholm	81	21	f
cce7b40c-c63d-4797-9c36-78d09e4172ff	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Forno Rosso	forno rosso	restaurant	pizza		59.327756775507275	18.072501197334077	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:39.176786+00	2026-11-26 00:40:39.176786+00	5932	Europe/Stockholm	92	23	f
8a974542-a41d-4abc-a1c2-c38537cb9255	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Smash Brothers	smash brothers	restaurant	burger		59.34354597898358	18.05331747466755	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:40:42.051802+00	2026-11-26 00:40:42.051802+00	5934	Europe/Stockholm	67	17	f
9e0ec7d4-291d-4855-9b88-5d1e647e5240	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Ramen Ya	ramen ya	restaurant	ramen		59.33373030403309	18.087488795963736	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:40:38.956691+00	2026-11-26 00:40:38.956691+00	5933	Europe/Stockholm	65	17	f
83ff02d4-b156-4448-b97e-3bcf57a83169	\N	af2a5d96-1682-4076-a247-553a12637b3a	Grill Corner	grill corner	restaurant	burger		59.32861238364241	18.04207518981775	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:44.082731+00	2026-11-26 00:40:44.082731+00	5932	Europe/Stockholm	56	13	f
c75889eb-a779-4f84-b1d8-b96c58c97ce3	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Kaffebaren	kaffebaren	cafe	coffee_shop		59.325220895723035	18.06041241783487	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:40.453299+00	2026-11-26 00:40:40.453299+00	5932	Europe/Stockholm	45	12	f
23d2d63f-01f8-4863-9cb5-8a3161fda61f	\N	af2a5d96-1682-4076-a247-553a12637b3a	Curry Garden	curry garden	restaurant	indian		59.32974598235278	18.08834121573534	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:40:40.065517+00	2026-11-26 00:40:40.065517+00	5932	Europe/Stockholm	66	18	f
d2a635ea-9fcc-4f6c-b987-8f50b3845114	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Pho Saigon	pho saigon	restaurant	vietnamese		59.33480344362856	18.048724906360007	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:39.839253+00	2026-11-26 00:40:39.839253+00	5933	Europe/Stockholm	71	16	f
395b0184-6665-4831-a92f-20f846b2118d	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Bean There	bean there	cafe	coffee_shop		59.34228415037341	18.05522902825942	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:42.318588+00	2026-11-26 00:40:42.318588+00	5934	Europe/Stockholm	74	18	f
23a89b84-0169-4157-8904-923dace63ff4	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Noodle Bar Ichi	noodle bar ichi	restaurant	ramen		59.32955912190281	18.055680237423076	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:40.621403+00	2026-11-26 00:40:40.621403+00	5932	Europe/Stockholm	83	20	f
b588c284-a984-4033-a370-33184762d964	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		59.33920144312939	18.043694195445255	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:40:40.869504+00	2026-11-26 00:40:40.869504+00	5933	Europe/Stockholm	78	19	f
eeede213-a671-46c7-a008-1b1c8cb5671f	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Banh Mi Shop	banh mi shop	restaurant	vietnamese		59.335648083499784	18.05576478911121	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:41.466867+00	2026-11-26 00:40:41.466867+00	5933	Europe/Stockholm	60	15	f
7abc808f-be65-4698-95d4-f7d269c4add5	\N	af2a5d96-1682-4076-a247-553a12637b3a	Kvarterskrogen	kvarterskrogen	restaurant	swedish		59.331611862365975	18.072536516109835	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:41.150884+00	2026-11-26 00:40:41.150884+00	5933	Europe/Stockholm	73	20	f
471e0707-3da1-41aa-a2ab-f0dd0f80264d	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Pelikanen Bistro	pelikanen bistro	restaurant	swedish		59.328067199523296	18.053236733365452	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:40:43.304679+00	2026-11-26 00:40:43.304679+00	5932	Europe/Stockholm	73	18	f
f5e40fc1-8ba3-4ca0-abc7-5272c6b373e0	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Masala House	masala house	restaurant	indian		59.324768415397955	18.08112640415584	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:43.813811+00	2026-11-26 00:40:43.813811+00	5932	Europe/Stockholm	75	19	f
e95d18b9-1e2f-477d-bb1f-8abbdfff73c1	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Café Lumen	cafe lumen	cafe	coffee_shop		59.321327115039765	18.068909930401674	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:40:44.285319+00	2026-11-26 00:40:44.285319+00	5932	Europe/Stockholm	56	14	f
67624498-c3e3-4075-9d47-40b01006dbd7	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Slice Club	slice club	restaurant	pizza		59.325599772334876	18.04861390532892	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:42.977489+00	2026-11-26 00:40:42.977489+00	5932	Europe/Stockholm	76	19	f
d7cf0b5f-7618-42f0-8c4d-39142bc77be4	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Burger Joint	burger joint	restaurant	burger		59.32769459648719	18.069990854445905	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:45.805046+00	2026-11-26 00:40:45.805046+00	5932	Europe/Stockholm	58	13	f
bd6f71de-3282-4068-8826-73a6bb354905	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Husmanskrogen	husmanskrogen	restaurant	swedish		59.33288781207068	18.064691251641648	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:45.028817+00	2026-11-26 00:40:45.028817+00	5933	Europe/Stockholm	68	17	f
13b42bec-4969-4dcc-a3ec-a0daeb863ce2	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Curry Garden	curry garden	restaurant	indian		59.33727390889821	18.081425320394942	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:45.554655+00	2026-11-26 00:40:45.554655+00	5933	Europe/Stockholm	79	19	f
cb7defb0-ba73-4082-b675-6d586d7b2548	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Ramen Ya	ramen ya	restaurant	ramen		59.33755388598235	18.07071774828455	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:44.480223+00	2026-11-26 00:40:44.480223+00	5933	Europe/Stockholm	79	19	f
af40c103-8f96-4af1-907c-a05c7760dc1f	\N	af2a5d96-1682-4076-a247-553a12637b3a	Pho Saigon	pho saigon	restaurant	vietnamese		59.34087349828627	18.067675698611424	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:40:45.354407+00	2026-11-26 00:40:45.354407+00	5934	Europe/Stockholm	65	16	f
966474e9-12cf-41a3-90c3-5cd52c64bc82	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Noodle Bar Ichi	noodle bar ichi	restaurant	ramen		59.32869300254872	18.068028697974	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:40:46.204559+00	2026-11-26 00:40:46.204559+00	5932	Europe/Stockholm	83	21	f
5293e923-9875-4726-bf57-43659762a0c2	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Kaffebaren	kaffebaren	cafe	coffee_shop		59.33546556330193	18.042905472772986	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:46.021498+00	2026-11-26 00:40:46.021498+00	5933	Europe/Stockholm	59	14	f
664d208f-d464-43fc-a041-ce936bf0d314	\N	af2a5d96-1682-4076-a247-553a12637b3a	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		59.342075394288244	18.05833361871248	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:46.535848+00	2026-11-26 00:40:46.535848+00	5934	Europe/Stockholm	62	15	f
21d11a53-85c1-420f-a47e-be785bf5fffc	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Tandoor Nights	tandoor nights	restaurant	indian		59.3406461138471	18.07954927316075	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:40:47.257538+00	2026-11-26 00:40:47.257538+00	5934	Europe/Stockholm	81	20	f
325c9d55-b98c-4374-bcc8-a245d80ec40d	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		50.09134800137182	14.429066029820774	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:49.886291+00	2026-11-26 00:40:49.886291+00	5009	Europe/Prague	73	19	f
ec8dde53-6e71-4c86-953a-d90cc7558645	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Tonkotsu House	tonkotsu house	restaurant	ramen		59.33383918673601	18.046613345671403	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:48.009417+00	2026-11-26 00:40:48.009417+00	5933	Europe/Stockholm	70	17	f
0b2341b2-3b1f-4114-a4d1-fd69525d79db	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Banh Mi Shop	banh mi shop	restaurant	vietnamese		59.34141970813302	18.075914547052776	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:47.061265+00	2026-11-26 00:40:47.061265+00	5934	Europe/Stockholm	51	13	f
1abce3d0-ee59-434c-bd0d-5795e846f37a	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Banh Mi Shop	banh mi shop	restaurant	vietnamese		50.09202270021196	14.411220066565079	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:50.177837+00	2026-11-26 00:40:50.177837+00	5009	Europe/Prague	62	14	f
7263f134-3612-4661-84e7-f658d80b02b5	\N	af2a5d96-1682-4076-a247-553a12637b3a	Bean There	bean there	cafe	coffee_shop		59.32559898423352	18.05285253220893	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:47.848671+00	2026-11-26 00:40:47.848671+00	5932	Europe/Stockholm	43	11	f
603c5c9c-78c1-45f3-b5e2-9420abb356c6	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Slice Club	slice club	restaurant	pizza		50.07111322227469	14.421113730336515	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:51.233393+00	2026-11-26 00:40:51.233393+00	5007	Europe/Prague	72	18	f
1265fd68-38aa-4737-b6c1-50c9e9f6977b	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Smash Brothers	smash brothers	restaurant	burger		50.09391260877086	14.418283748389854	CZ	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:40:50.388911+00	2026-11-26 00:40:50.388911+00	5009	Europe/Prague	79	19	f
95367456-a721-4f94-8807-c8efc816d028	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Kvarterskrogen	kvarterskrogen	restaurant	swedish		59.32667595264333	18.051529332601945	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:46.762195+00	2026-11-26 00:40:46.762195+00	5932	Europe/Stockholm	76	19	f
fb52a43a-82c3-443e-bfd0-a4a60a1a4471	\N	af2a5d96-1682-4076-a247-553a12637b3a	Kaffebaren	kaffebaren	cafe	coffee_shop		50.09419062139197	14.421234775910648	CZ	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:40:49.393407+00	2026-11-26 00:40:49.393407+00	5009	Europe/Prague	53	13	f
ceaa215a-0db5-4eac-b85b-26baa3594fd4	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Smash Brothers	smash brothers	restaurant	burger		59.33802207162011	18.050973166346694	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:47.578146+00	2026-11-26 00:40:47.578146+00	5933	Europe/Stockholm	69	17	f
1b56cffd-890b-4e08-a805-b7088258d973	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho Saigon	pho saigon	restaurant	vietnamese		50.08200629797641	14.401101095945023	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:48.843895+00	2026-11-26 00:40:48.843895+00	5008	Europe/Prague	65	16	f
3dd967b3-f521-4808-8a14-ed8a262aa47b	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Forno Rosso	forno rosso	restaurant	pizza		50.08803583577666	14.425002507796876	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:48.545461+00	2026-11-26 00:40:48.545461+00	5008	Europe/Prague	68	18	f
dc74c492-55a5-4290-a745-176d9b45814d	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	U Zlatého tygra	u zlateho tygra	restaurant	czech		50.08658410839178	14.423685229172975	CZ	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:40:48.270779+00	2026-11-26 00:40:48.270779+00	5008	Europe/Prague	68	17	f
f4b93799-91fe-4849-99e9-41ab7a915f02	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lokál	lokal	restaurant	czech		50.09637096534616	14.42411792767848	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:49.573036+00	2026-11-26 00:40:49.573036+00	5009	Europe/Prague	80	19	f
cdc30008-fdd9-47c5-aa15-77e06ceb0765	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Burger Joint	burger joint	restaurant	burger		50.09054150424389	14.405132267437352	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:49.072748+00	2026-11-26 00:40:49.072748+00	5009	Europe/Prague	81	20	f
53259377-07d3-4b59-a23c-52f10102887d	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Hospoda Na Rohu	hospoda na rohu	restaurant	czech		50.07687449355541	14.43527929603033	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:50.954796+00	2026-11-26 00:40:50.954796+00	5007	Europe/Prague	77	19	f
177bb7e3-5d59-41cd-abaa-096cc87bb295	\N	af2a5d96-1682-4076-a247-553a12637b3a	Café Lumen	cafe lumen	cafe	coffee_shop		50.08982542527082	14.40454501025647	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:51.91936+00	2026-11-26 00:40:51.91936+00	5008	Europe/Prague	56	13	f
a6588a06-e2d2-4ba5-a36b-de97253a9b9d	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Hanoi Kitchen	hanoi kitchen	restaurant	vietnamese		50.082426051274055	14.428513179615265	CZ	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:40:51.497633+00	2026-11-26 00:40:51.497633+00	5008	Europe/Prague	50	12	f
475779fb-869b-4ece-97f6-5869d2baf771	\N	af2a5d96-1682-4076-a247-553a12637b3a	Bean There	bean there	cafe	coffee_shop		50.086231060628634	14.439315660761508	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:50.663154+00	2026-11-26 00:40:50.663154+00	5008	Europe/Prague	74	18	f
c0c9d375-8d92-4335-b2da-e3aed5926204	\N	1b2344c8-2095-451b-898a-53fdc2ad5e3a	U Zlatého tygra	u zlateho tygra	restaurant	czech		50.09022680257866	14.434588067064169	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:40:52.164967+00	2026-11-26 00:40:52.164967+00	5009	Europe/Prague	75	18	f
2d8123e8-271b-4c60-8c94-d5476f332a9c	\N	392ec33c-5a67-4937-b948-a4a3eb886c22	Grill Corner	grill corner	restaurant	burger		50.08398003634557	14.420354647701288	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:40:51.662471+00	2026-11-26 00:40:51.662471+00	5008	Europe/Prague	73	18	f
4fc387d6-8bc6-498e-b7ab-e2cf45ad0687	\N	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Pho Saigon	pho saigon	restaurant	vietnamese		50.091292050220275	14.407612096511002	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:40:52.842531+00	2026-11-26 00:40:52.842531+00	5009	Europe/Prague	64	15	f
35a12a81-8358-4dd5-8d68-f8c44418a0cd	\N	2527e35f-2f51-4605-b84b-3910d62b99d9	Forno Rosso	forno rosso	restaurant	pizza		50.08801750900083	14.40669803133153	CZ	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:40:52.523857+00	2026-11-26 00:40:52.523857+00	5008	Europe/Prague	72	19	f
\.


--
-- Data for Name: eats_review_votes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_review_votes (id, review_id, user_id, helpful, created_at) FROM stdin;
011a20c0-64bf-4d80-b8ac-bbb360a24d80	bdab6a67-8a72-455c-bc0e-5733c3d85b43	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:38.993627+00
6a3145dc-42be-4966-8ff9-03a2d5436fd6	e9683657-3412-4a64-bafa-47ab8bc6e315	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.050448+00
ce4c3d13-48b6-4a55-8e8d-7f28dc8f97c2	e9683657-3412-4a64-bafa-47ab8bc6e315	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.05775+00
2114ffb6-694d-4b35-89dd-689897fc63a2	e9683657-3412-4a64-bafa-47ab8bc6e315	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.064269+00
4f48c7b1-c783-43c4-930f-239ef2a99f38	5ec675d2-8e41-48e0-b1e9-e8c5730c79e9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.098257+00
2a070aff-e1c4-4b35-bbbf-77fb9f136d5f	5ec675d2-8e41-48e0-b1e9-e8c5730c79e9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.104676+00
55ffd4c3-db1c-4f70-8c8a-6ec6b0a16601	5ec675d2-8e41-48e0-b1e9-e8c5730c79e9	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.111006+00
dac6056b-a5ad-414f-8a16-418969d3eda6	1dd6ce04-b662-4537-9b43-f9d2d6ddf732	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.155571+00
db23fc53-669c-4e70-8d04-6cd0ed0d29e5	1dd6ce04-b662-4537-9b43-f9d2d6ddf732	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.161733+00
b2121c89-777f-4ca7-9b61-c3b6e928f391	0bf3e0df-b464-4ceb-8369-aa38cddd8c95	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.20927+00
3119b8df-4e24-4285-91e8-d4cf88fb366d	5f6e4dc6-eecc-4e60-a150-8b493a2b3cc1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.260042+00
6b439b5e-1b75-4e91-bc6c-9b5506fbf366	5f6e4dc6-eecc-4e60-a150-8b493a2b3cc1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.267501+00
01dbae7a-13dc-4147-8413-d9e5793edf2b	5f6e4dc6-eecc-4e60-a150-8b493a2b3cc1	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.274887+00
0c732676-8715-4591-ab80-a4ed9738b26a	9a6a1713-360e-4d1b-9257-58217d47688c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.310967+00
f8fa9877-c2f2-44e7-a6e2-450a68459609	cec65eb9-ea92-4c15-8339-347580423ee9	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.337503+00
0cdcc716-c770-4ffc-a71d-bbb48620fbc3	cec65eb9-ea92-4c15-8339-347580423ee9	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.344272+00
fc87ac73-aa06-409c-829b-5625f071266d	5c21a98a-2244-45ba-8e14-e59486841008	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.374407+00
35d372b7-386b-4b3c-b50f-8fca8d145ca6	5c21a98a-2244-45ba-8e14-e59486841008	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.380671+00
bb19de61-6a58-4f7e-b4e8-30d03aa349a3	5c21a98a-2244-45ba-8e14-e59486841008	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.386949+00
2dd1d392-04fa-420b-a7a9-16f738ee7448	ff8a9145-4e84-4100-9e08-664208fe31fc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.428366+00
eb1efd21-808a-4a25-976a-e3ad7d981984	ff8a9145-4e84-4100-9e08-664208fe31fc	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.440433+00
8c48b6de-1244-4411-af67-09ac3db0634f	8246679e-5013-4639-8d77-f1c1f7d8ce06	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.476573+00
5247c9c7-be32-434e-a200-a21460a02c8e	675b0495-cb9c-4c22-bb33-0697c0c97439	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.53353+00
f528be9f-a6d9-4aa5-9695-3085878fd8c1	675b0495-cb9c-4c22-bb33-0697c0c97439	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.54235+00
41635033-b27a-49a3-99b2-8dda87a1002a	675b0495-cb9c-4c22-bb33-0697c0c97439	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.55104+00
0da7ae14-2189-4444-b026-9dc5408ccb43	2711a98e-bf68-436b-837e-09ebe7f29161	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.583155+00
4a41fbbf-d144-4b69-9852-197097115a09	2711a98e-bf68-436b-837e-09ebe7f29161	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.590026+00
70d86c80-ac28-497d-be79-959d1278b7b8	2711a98e-bf68-436b-837e-09ebe7f29161	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.59674+00
9b66ef5f-f2cd-493f-b24a-51573b97987e	380e2012-649c-4d3d-9059-28d058957a1c	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.621845+00
b7456f04-24ca-4c2e-85a0-5e1ff7afa93e	380e2012-649c-4d3d-9059-28d058957a1c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.62979+00
c6456f41-c479-4d58-b6eb-0578103ebe22	380e2012-649c-4d3d-9059-28d058957a1c	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.636574+00
48a2b516-4a22-4a0d-81b0-7b9d9c6cb336	b756667d-3f22-4825-a299-9bcf3c8a5ad5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.695717+00
b76dd481-c1db-46d4-98f6-3d4e1a2aff5e	b756667d-3f22-4825-a299-9bcf3c8a5ad5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.702623+00
ecbe1c3f-9abd-424c-bd5c-1732b0261413	b756667d-3f22-4825-a299-9bcf3c8a5ad5	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.709191+00
b94f9ffe-3326-4535-a260-b154cf757701	2d5ba920-510b-4f79-8d38-219e598ba24b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.740074+00
3f3e90ba-c527-4614-b8be-cdbfc61b9855	2d5ba920-510b-4f79-8d38-219e598ba24b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.746922+00
7fb31ab7-31d8-4f9e-bee5-3bcf96138221	2d5ba920-510b-4f79-8d38-219e598ba24b	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:39.753586+00
dbeac12b-42be-4aa0-b6b9-5791155b6e4a	22744f7f-669b-4d35-aee5-22da5af15121	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.778163+00
563c27bb-33bf-43c6-9fd0-0a7b44c2b231	22744f7f-669b-4d35-aee5-22da5af15121	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.785727+00
1e802a53-2322-493c-a8d1-cf74b231da52	22744f7f-669b-4d35-aee5-22da5af15121	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.793756+00
7f9ee11e-84ab-4609-a800-db7d5590c2ea	a48df973-7613-441d-b53d-81f7b0105832	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.829659+00
8d9b3f0d-2b6e-48ef-a917-5d95d5c1ff9b	a48df973-7613-441d-b53d-81f7b0105832	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.836519+00
4ec83891-434c-40d6-8a5a-0d873a4d4f22	5b732f0d-ca0f-4de5-ab32-d2ee3afeaa7b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.872712+00
8cbd67a3-53c2-4a21-8267-3875db686095	7baf9d50-0992-4159-9c28-956d1b8f049d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:39.929396+00
78e410ca-08e9-4339-adc5-14d5ed413f7f	7baf9d50-0992-4159-9c28-956d1b8f049d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:39.936166+00
4084a7cd-dfdc-4376-b80b-ca3fc7cdbfee	7baf9d50-0992-4159-9c28-956d1b8f049d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:39.942758+00
69e13a44-49b4-4351-9242-79d7c6879e31	dfb127f9-6f8a-47ac-9998-61e446b00a43	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:39.977372+00
90e0a69b-2b19-4eee-ba59-a55a45fdbcfe	8621a97f-a033-42d8-805d-6eb3a5434418	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.002874+00
f166e4c4-4a10-4457-86a1-2f91d0bcfc9a	8621a97f-a033-42d8-805d-6eb3a5434418	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.010192+00
10def84f-027d-4011-8bd3-6d33bfac230e	8621a97f-a033-42d8-805d-6eb3a5434418	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.017457+00
f4798d11-277e-4ccd-8432-f53220aa2363	2493d3cf-9b08-4422-b226-23abf8b6d298	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.05219+00
a363649d-e57e-4369-aaac-8d1ac8460835	fa342f7a-928d-49db-95ce-78db7a1aa054	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.08808+00
136c70e3-9ead-411d-a67c-b6f91035441d	fa342f7a-928d-49db-95ce-78db7a1aa054	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.096971+00
ac58cd37-2e59-49bf-b37a-58806180a5a7	fa342f7a-928d-49db-95ce-78db7a1aa054	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.105053+00
d0af0090-64aa-4649-ab24-38ce52ea285d	47eefaa0-39d8-4d6b-a621-3855c7e35496	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.178865+00
13d88e03-78e3-47a8-9274-bb5bc18bcda1	47eefaa0-39d8-4d6b-a621-3855c7e35496	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.185747+00
c2e2bfeb-ac4e-4d2b-89c0-fa5a1e42f865	dad2451c-a572-4fb8-9f32-ac6a14dcbffb	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.21007+00
dc3077c9-3ff1-432c-b166-0e13e5f549ef	dad2451c-a572-4fb8-9f32-ac6a14dcbffb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.217156+00
a10d8e11-65d6-47e7-8ca4-52f3d41c6d04	9670852e-b116-4a26-b7bc-e34dc2f65727	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.261328+00
746121d4-afe6-4ee7-a755-b81e038cd554	349d2852-3629-43d6-88ce-1749339d51c3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.319972+00
aab66f7b-1d30-4186-a3a0-46dddca124a4	349d2852-3629-43d6-88ce-1749339d51c3	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.326808+00
c95c55f4-8e07-4187-8dad-2e6c2c0f8d8d	c09cd909-6768-4c73-b6e5-41a34bcac62d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.381413+00
fd67314d-54a8-46c8-89fb-1140fcfc28b8	c09cd909-6768-4c73-b6e5-41a34bcac62d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.387836+00
e46aa2b2-669a-49c8-8b62-0db418071ecb	6f058d06-6e13-4eaf-8e8f-b61ceb7e07c9	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.421944+00
bdd6b28f-8444-4feb-a873-2587dc680ecc	4736c257-0df9-4ca1-a115-d3830d5497e5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.480685+00
790bf8bb-620e-4563-a3e5-58860df42347	4736c257-0df9-4ca1-a115-d3830d5497e5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.48735+00
c0457530-4fc7-43f9-9566-2753b3b19adc	4736c257-0df9-4ca1-a115-d3830d5497e5	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.494088+00
59bf63a4-d68d-4c8d-829c-bf87f3b2cc0c	d1376fd4-15e1-47eb-b8fe-0c541c1ee1c2	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.539194+00
c952db34-73be-4985-b5dd-f7cf5b29a985	fdf8aac9-5473-40ea-947f-90227081f14f	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.585397+00
3feb23d5-e148-46fa-a467-5d338bcc4f2f	fdf8aac9-5473-40ea-947f-90227081f14f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.591861+00
b7731167-ad05-4dd9-919b-0c6ff5bc1622	fdf8aac9-5473-40ea-947f-90227081f14f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.598519+00
002b09d2-b43d-43e1-bbcb-6f1642d932ce	fdf8aac9-5473-40ea-947f-90227081f14f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:40.605222+00
f1f49abd-70d8-49cc-ade4-2bee662c9549	3d6db4f3-2469-4346-95bf-5409880a4bc2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.656066+00
333acee5-32a7-49ab-bc34-948fc7c0cefe	3d6db4f3-2469-4346-95bf-5409880a4bc2	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.662539+00
b03992f0-f80b-423c-8c85-431471f75c35	107d9b83-a850-487b-a793-24088277a469	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.710008+00
d0c80a46-89a7-4f11-8d05-59ffdc529b83	b5aadd32-250e-4278-919c-f61b7f9ab059	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.744297+00
03812626-0d0b-4a3c-888e-e8061264f7b7	c16eba26-c80d-4452-97df-df37568d0f9e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.768608+00
c4624073-4e0f-473b-a1e4-1b524177d114	d6841b70-a174-4b8f-aba1-caad198e6d47	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:40.803961+00
ab99a14b-60c4-4666-b863-b35998b99d87	952463b9-1d28-4caa-8a4e-82b5605e84cf	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.853427+00
6b3ea0d9-d4a4-4d2b-830d-1a73356bcce8	952463b9-1d28-4caa-8a4e-82b5605e84cf	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.860073+00
deb8952c-b93f-4b3b-b305-48059397932b	952463b9-1d28-4caa-8a4e-82b5605e84cf	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.866703+00
3619e780-86bb-4e35-b075-34b13e6c4452	f098aee9-425c-4be1-bb54-8f00c7d5fdac	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:40.897203+00
dacdc768-a86e-4c62-a26b-1750c30052a5	f098aee9-425c-4be1-bb54-8f00c7d5fdac	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:40.903666+00
47101dd3-17db-431e-8d8f-255f255bd2f8	f098aee9-425c-4be1-bb54-8f00c7d5fdac	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:40.910342+00
aa9676a0-3132-41d7-8cbb-24ea1c12030e	e1efe7c0-7910-440b-9e99-ddf9d60e3bd6	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.005912+00
665b01dd-10a5-4f80-bc0c-8a8793524fad	e1efe7c0-7910-440b-9e99-ddf9d60e3bd6	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.012994+00
2c0f5e64-7fb0-4b68-8ac6-11762b4ab6a7	69d2e0ef-b20f-4c66-8e8d-47f8f3d3b7ab	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:41.058251+00
a444c3e1-3a05-425d-8477-f1865282ae07	69d2e0ef-b20f-4c66-8e8d-47f8f3d3b7ab	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.06572+00
21ded1e1-e91f-4d5a-9592-ce3dddd14045	69d2e0ef-b20f-4c66-8e8d-47f8f3d3b7ab	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.073059+00
0a105dbc-2a67-462c-9b51-0b8e4d498921	33414eeb-25a3-49b4-bcb1-bdadb218c556	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.097745+00
2fc7fbe2-56a0-4463-bbbc-204a055d7a8c	33414eeb-25a3-49b4-bcb1-bdadb218c556	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.105156+00
7966d6e9-1544-42e5-9f07-99ca2a0bc20d	33414eeb-25a3-49b4-bcb1-bdadb218c556	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.112513+00
ace5bc11-7fc5-4bec-ad9e-d8dc977fcbc9	1364c50f-7f13-43cd-a8a8-d7ec94bcea9e	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.147714+00
b7a5e5e4-94c8-4efe-93d3-962440b911d8	dff9e4e5-ebc4-4dbe-917f-87ebfb3b5b7e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.174956+00
e9c433e3-9731-426c-b950-0e72be511344	dff9e4e5-ebc4-4dbe-917f-87ebfb3b5b7e	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.182481+00
c0c59f7d-875d-4732-9706-8e094bf37b01	dff9e4e5-ebc4-4dbe-917f-87ebfb3b5b7e	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.190046+00
fa79bf58-43b8-4715-9a21-aaed9ceb35ce	30b2abff-8316-48b4-bf65-8d71327aa87a	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.21114+00
d8f0b892-c944-451f-9265-6fcff2a67a9d	6e403d3c-4879-4f41-9687-71b96e9a3d83	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.248264+00
a8aaeadd-d441-449a-b949-67e12eb79a29	6e403d3c-4879-4f41-9687-71b96e9a3d83	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.256094+00
408b884e-0e40-4c47-a8de-ed71109419bd	c9a6a6aa-58dc-4add-bd6a-7863909e8228	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.326009+00
25e0792e-3524-4ece-b5d8-c9e199a709b5	c9a6a6aa-58dc-4add-bd6a-7863909e8228	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.33328+00
0673b77d-667f-4e8d-aa46-1488b2f5b05a	090b8da3-b3c4-491e-a880-8982a02f4511	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.385969+00
72fe7ef9-da3a-4fd3-96b6-7df3e702db56	090b8da3-b3c4-491e-a880-8982a02f4511	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.39381+00
4ed78466-ece4-4f8e-83a3-6e33972548f9	58f18e0d-1c34-4f11-b424-98830caa53c6	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.442894+00
6931f1f0-e774-41f2-ae68-8e6000bea952	6bb38dbe-e253-4f7d-8a70-19d8f4b81d29	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.506274+00
098cc15c-5dee-4fdb-b118-c2ffabae69d7	ca2cbb95-141f-4a3f-a34c-7e89c968645a	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.534504+00
1034631c-7aed-4946-9e46-70d81cad5dc2	ca2cbb95-141f-4a3f-a34c-7e89c968645a	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.542057+00
ba08b06e-59d5-4087-8fdd-7062c57bcd7a	10838b66-955e-45be-9aae-693430a79275	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:41.570111+00
d4c5c954-0ae7-44b6-8465-09f7621c7e8d	10838b66-955e-45be-9aae-693430a79275	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.57775+00
1b711c1e-ceda-4952-b331-561bd340bdc6	10838b66-955e-45be-9aae-693430a79275	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.585408+00
5a44c271-5109-47c1-a2e1-65272a097bda	47e481c1-3ef3-46dd-9db5-d321750e8e06	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.612706+00
f431e096-8593-4866-a9fb-818dc0df5197	a0d40ad3-7512-41f1-a737-eac0034610dd	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.648475+00
2c280f37-30e4-4733-9a17-49b093eb7d51	bfdfd55c-c0c7-4f7a-b82d-074839bd6cf6	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.690532+00
858217b1-faf4-4ede-9623-5700feae7a46	bfdfd55c-c0c7-4f7a-b82d-074839bd6cf6	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.698396+00
f84c1c29-3c2b-41a8-b3d4-241cf2a5edf2	5f373bff-8f4e-4d23-b8dd-c6cf0ca4d14d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.749619+00
e0244827-700c-40d3-a73a-8d4c56e4e2f1	5f373bff-8f4e-4d23-b8dd-c6cf0ca4d14d	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.757533+00
be98842b-7230-4fb5-9809-0cd411548e09	5f373bff-8f4e-4d23-b8dd-c6cf0ca4d14d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.765296+00
63410be8-831e-487e-8f40-21754b58d4f0	edd0ba1c-481f-4fd9-a888-dba0d1dc078f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.823945+00
dfcacc64-a97a-442b-a249-42d6a1ae6a4c	edd0ba1c-481f-4fd9-a888-dba0d1dc078f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.831709+00
e7e844ae-db0a-4ec8-aa5e-91ea6b5f5347	60f69046-2bd4-4226-ad8a-db6cbc32235b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:41.868982+00
ff2b20b6-ab6f-4f71-8401-992097135fd4	60f69046-2bd4-4226-ad8a-db6cbc32235b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.876782+00
1b50eb5b-b187-4707-b509-afa942b229cf	ce7d50ec-24f2-423d-83d5-73c12e31514f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:41.92228+00
0f654d83-b76b-4f47-a22d-a853c9aa5477	ce7d50ec-24f2-423d-83d5-73c12e31514f	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:41.929698+00
e88b642e-2ef3-45e2-80d1-09e3761a395a	ce7d50ec-24f2-423d-83d5-73c12e31514f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:41.937063+00
7f419bb1-44c2-49f8-bd23-9691d6867177	ce7d50ec-24f2-423d-83d5-73c12e31514f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.944586+00
f21de452-7b30-4b2b-80be-cdb57a7049cf	66048474-efce-4cf4-87f0-4e72f7986cc0	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:41.995971+00
f34dca54-552d-4602-ae61-d8b88b905d90	8307b95a-ce20-4c3b-891f-9cd386206c54	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.041115+00
e2c75af2-e37a-43f8-aa71-18a0b3e8ba79	6026364a-8005-4d4b-9f14-3c6f042b502c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.074335+00
9be0738c-1097-461b-826e-a34a79cc98c7	dd92537b-251d-4064-9559-582fc6442ddf	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.110266+00
a5b01f2f-77ce-4c9f-8e94-fd7b2f06fc1f	dd92537b-251d-4064-9559-582fc6442ddf	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.117931+00
850ca416-a2f4-45cd-9973-0123be76fe94	dd92537b-251d-4064-9559-582fc6442ddf	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.125534+00
7fe65123-0e01-45c7-a555-949301599992	0933cd82-c9d7-4d10-ac28-4d1c2f1789ac	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.20023+00
da03b04b-edb0-4d40-a60e-955c11f50131	0933cd82-c9d7-4d10-ac28-4d1c2f1789ac	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.207907+00
40b509e7-2a75-4f32-a500-6bace84ba81e	0933cd82-c9d7-4d10-ac28-4d1c2f1789ac	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.217503+00
82af7d46-4620-4b73-89a9-e96b6027e6a4	a2ec6e52-64b7-49cd-bc3b-c82744751e8f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.257722+00
4f4995b2-a9c8-4446-9268-5b9a6c56014d	a2ec6e52-64b7-49cd-bc3b-c82744751e8f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.26476+00
3553f5ea-26ae-478f-92e6-aa76c2d9ce27	7601b966-b2d8-4942-a7ac-c571ff9c4039	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.2997+00
5ee69e95-afb6-4cfa-a16d-46b235dc0f53	7601b966-b2d8-4942-a7ac-c571ff9c4039	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.307487+00
fef6259f-4b11-4cf1-8530-10e2ca1dc8bd	5aab331e-e548-494a-8e2c-3c749506c843	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.396251+00
06f0f63a-7b84-429c-b439-5403ed07d73a	5aab331e-e548-494a-8e2c-3c749506c843	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.403951+00
04ef064e-43c7-4d1a-a79d-90ee1be62bef	dd9c1064-155f-4df1-ae37-fdc46c6090e4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:42.441171+00
de4f3365-22be-4d85-b56b-41d5178bebb2	dd9c1064-155f-4df1-ae37-fdc46c6090e4	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.449043+00
f092f799-5cee-475d-b626-8703842fa68e	801d7133-ca58-440d-b05c-7165bd9f85f3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.474051+00
8dc03bfc-d150-49a0-aec0-360280142d8a	801d7133-ca58-440d-b05c-7165bd9f85f3	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.481797+00
b992b67f-ab87-4e90-9a9f-6f88403c997c	801d7133-ca58-440d-b05c-7165bd9f85f3	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.489613+00
2754f402-09e2-4569-8b90-6e62e2b667ec	dc856b88-bd4c-4d29-aeee-065cb1f66423	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.530268+00
580b4375-d94d-4972-8694-fe7e6994098d	dc856b88-bd4c-4d29-aeee-065cb1f66423	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.539337+00
b2c47627-43aa-4ad7-acbf-3b451572ddc9	dc856b88-bd4c-4d29-aeee-065cb1f66423	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.546926+00
ba93647c-d2b0-4048-8f42-be8397d6b75e	b2d4f273-8e43-4f4c-b38b-0a00f43b77da	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.594826+00
053e3d57-190a-412b-9760-2d11a4e81e52	32a2bcf9-07ba-4878-a829-ee64d06c5263	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:42.637725+00
f3861101-a6ed-43e7-99fc-011ac02448e4	32a2bcf9-07ba-4878-a829-ee64d06c5263	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.645413+00
54f6c36f-49da-427a-a6a6-a1711f840346	32a2bcf9-07ba-4878-a829-ee64d06c5263	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.653132+00
cbecc378-35b6-4fe7-91f7-1fb5cd1cd8d2	95b22c20-b8c6-407b-9b52-d92c5424c326	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:42.682354+00
b02d5976-7168-41a7-888a-e670d904cb0f	95b22c20-b8c6-407b-9b52-d92c5424c326	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.690192+00
e070e30a-c9b0-4774-8205-4eecf1a8fa94	95b22c20-b8c6-407b-9b52-d92c5424c326	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.698027+00
ab4a4a5f-426c-4aaa-a1c9-4f5642a1160a	95b22c20-b8c6-407b-9b52-d92c5424c326	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.706994+00
254eaa59-f2cb-46ea-b5b6-a9686fa7b560	470bd063-bbef-420d-9c27-dfda1ee09995	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.73601+00
54786197-474a-40f0-a97f-96338fcb1804	ecd2a6cf-a8a6-4736-9f86-cd3e41fcafe6	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.765546+00
4ebd2220-0a13-4b1f-bed4-8c9c33648971	6820dd15-1e7a-4aa6-8a89-228d20393290	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:42.815113+00
5ed2f33a-f3ca-449b-ae5b-72685f1c9985	6820dd15-1e7a-4aa6-8a89-228d20393290	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.822864+00
3e4a1fd7-08df-48b0-bcac-f4a7fe24746f	73071e0b-1cf6-4459-8a68-9cbbb6b12688	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:42.890313+00
a11caa0b-7c22-4984-b120-1786ded29215	73071e0b-1cf6-4459-8a68-9cbbb6b12688	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:42.897657+00
26fc29ab-3efe-411a-84ed-2b265ead79dc	73071e0b-1cf6-4459-8a68-9cbbb6b12688	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.904947+00
8f738a99-411a-4f0e-b814-99d0c0ff7634	73071e0b-1cf6-4459-8a68-9cbbb6b12688	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:42.912228+00
3bc53c41-e789-4cd8-9e0a-d96e369bc2be	41e4c709-1708-4876-977d-e249db1c2f78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:42.951643+00
fab489dc-9893-483f-8e86-0317c96ab37f	41e4c709-1708-4876-977d-e249db1c2f78	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:42.95907+00
faac7de2-3187-4aea-aab3-fc207b4b3e3a	41e4c709-1708-4876-977d-e249db1c2f78	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:42.966547+00
f5ff80f7-d0fa-4a53-8cfc-a56ec9832a70	12699750-9d27-45ca-af40-6b9d7142ace1	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.000183+00
aa60a303-bd20-40f8-9a2b-7bd5eb640874	12699750-9d27-45ca-af40-6b9d7142ace1	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.007642+00
e68c0f7e-a9a8-4825-8a64-434b94055ba0	f604d5e9-3108-4041-ba8d-2cafebc23974	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.068887+00
ceb35c1b-c3ff-4dbb-bd6b-b329313473e9	f604d5e9-3108-4041-ba8d-2cafebc23974	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.076509+00
15fc6bab-8f90-407f-8513-ace01f53477a	cf055dfa-eeb5-4116-8cd4-8b17de7c628e	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.108788+00
6fa747e9-df2e-4d1f-972e-b78d7758381f	472cce31-ed6d-43fd-bdf2-ebeba9311e2d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.136813+00
f090d0d7-458c-4e51-8764-c53f5ffc544a	dca1b159-f895-47b3-9f75-b018b58e5ec0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.163209+00
d8b53f62-2dd2-4f4c-9736-223b453a79c6	dca1b159-f895-47b3-9f75-b018b58e5ec0	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.170475+00
84075578-c590-469c-be57-79bb70f37c5a	dca1b159-f895-47b3-9f75-b018b58e5ec0	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.177922+00
625245c6-53da-4dbf-ba7f-51c5a775cf37	6cd11663-8f9f-4041-93b2-ae79d3ddfdb6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.214776+00
a4375315-475a-478a-8eb9-ce2c04043223	6cd11663-8f9f-4041-93b2-ae79d3ddfdb6	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.222674+00
eaf502c7-432b-463b-8607-b3874bb145a1	6cd11663-8f9f-4041-93b2-ae79d3ddfdb6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.230481+00
971619e4-1f37-4cdf-8904-c84d31d7e346	6cd11663-8f9f-4041-93b2-ae79d3ddfdb6	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.238195+00
fb6b9dc0-abc6-44d7-93d9-39c4428c56b3	7bb6b904-dd71-4068-af48-b33c87c734c6	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.278224+00
19590714-6e5c-42c7-a43f-ab0d25d39617	7bb6b904-dd71-4068-af48-b33c87c734c6	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.285829+00
e7fe111b-9361-4d25-b549-9d71ec872e6a	b1052009-c203-4832-ac2c-0eabea1f6c3c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.33695+00
6285cb13-8494-4bcd-8a77-52ddc862ff7c	14d78c34-26d8-4d0b-bb4c-aeda09b4e6c9	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.390053+00
fcae8058-db60-4318-af49-63392412a427	14d78c34-26d8-4d0b-bb4c-aeda09b4e6c9	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.397192+00
2aea2260-e858-46ef-900f-81dac655fac9	14d78c34-26d8-4d0b-bb4c-aeda09b4e6c9	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.404228+00
bdd9f7d6-490a-450e-a8c0-2cafff0573a1	f28c891a-bbc7-4a55-bfe0-904608da9020	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.437982+00
a2f2ad43-bdaf-423e-a3eb-96086d95b242	90d0416d-5e2a-49a9-907c-575b71df228b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.511755+00
b926e60a-d92f-4b6c-952f-268e9f11e101	90d0416d-5e2a-49a9-907c-575b71df228b	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.518734+00
cad59922-1cf2-49c5-b298-008d2db5808b	d9d9b3e5-b2d7-412d-ae58-b9d5fc558e73	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.545329+00
af0e03a6-8560-4bea-bcd8-e3d86a9c588c	4d8a41c1-22cb-4fd5-a9d7-3a4682e174a4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.579762+00
0da5f200-6aef-42b3-8dbc-3074366608c8	4d8a41c1-22cb-4fd5-a9d7-3a4682e174a4	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.589298+00
65143cbb-d685-4806-9c61-52132b724ea0	4d8a41c1-22cb-4fd5-a9d7-3a4682e174a4	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.599943+00
9c1864cb-0c9a-47cf-a6eb-39d9d5fe8784	f8257764-f670-4392-8565-95cc9604d7c9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.63693+00
4fb8353b-a4ee-4e3a-b75f-337d21ff69fc	f8257764-f670-4392-8565-95cc9604d7c9	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.644268+00
37ff6d51-9ccc-44c4-a02b-07b05108d0c3	f8257764-f670-4392-8565-95cc9604d7c9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.652475+00
18cd94a0-e456-481c-bfb7-1642b0c22c92	f8257764-f670-4392-8565-95cc9604d7c9	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.659361+00
057b26a9-f91b-48d8-8f12-222844648d7c	964b4309-0860-4489-a14e-dc0d7d29ca8a	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.684702+00
5b619ffe-da6f-4fe9-a52d-e1c575b6108d	964b4309-0860-4489-a14e-dc0d7d29ca8a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.691366+00
06cde83e-9741-4bb0-bf89-51ebc5fbc664	964b4309-0860-4489-a14e-dc0d7d29ca8a	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.698084+00
f86a41cb-e866-478e-aa30-2100ebc32b6d	fb71a1a8-d816-4626-8dd6-e7d14f358d68	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.741807+00
fb456a97-3c18-4acd-8a4f-00debf0bddf6	fb71a1a8-d816-4626-8dd6-e7d14f358d68	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.748529+00
01eb0793-840c-4509-9b64-2fa4a7cab33e	f22680a3-47bf-4cf7-8a94-a6bb7e89f688	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:43.797896+00
08966563-1484-43e8-82a1-16bff33a4466	f22680a3-47bf-4cf7-8a94-a6bb7e89f688	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.804578+00
a90dfdfe-a903-4ab5-910f-9e6344a0b9b2	f22680a3-47bf-4cf7-8a94-a6bb7e89f688	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.811049+00
ac213b59-ee90-4372-9df7-dd5202f6a81e	9b027386-7a47-44fc-8616-fc4579250133	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.833858+00
08e09c3d-1b20-4b88-a340-d35fe87a5e9a	7b8d30ef-db08-47f1-96a2-d576a532f957	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.860532+00
6acbebe7-67e8-49c6-a3e1-6e45ab2f5a85	7b8d30ef-db08-47f1-96a2-d576a532f957	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.867374+00
12f25a80-8939-42c8-ba3b-3d5389d0d0ed	490c60fe-5d1c-4428-a08a-5242d99287cf	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:43.906881+00
e4688722-2b83-4605-8488-045f6ebc18f7	490c60fe-5d1c-4428-a08a-5242d99287cf	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.913742+00
3951af17-9cb0-4608-9887-1cc00031adf2	490c60fe-5d1c-4428-a08a-5242d99287cf	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:43.920547+00
627acb19-55c3-4090-834e-58dcdf92e097	2eaa206b-ff93-4a56-b6cd-9d232705c994	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:43.963231+00
59b3785f-13a3-4287-b1e1-87329dcce8e9	2eaa206b-ff93-4a56-b6cd-9d232705c994	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:43.969973+00
e01dd80a-aabd-44da-9980-b34ef2235752	a2a47622-071e-4146-afa3-cd7a3da172ce	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.005691+00
5208f270-5871-4569-9ea9-90e08097f733	a2a47622-071e-4146-afa3-cd7a3da172ce	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.012272+00
9d7e8765-63a3-443a-b24e-241c002fcae8	a2a47622-071e-4146-afa3-cd7a3da172ce	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.019498+00
6cc86c8f-0543-44e2-aa93-d561b8d87122	dc94982d-85b3-42fc-b1a0-e89564277a46	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.068463+00
21a49046-dfc7-403b-b81e-50ce80f5583d	bba7df7e-f9e6-44f1-82de-6a4e50085418	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.13674+00
20a31d42-dabf-430e-9687-52134871e8e1	bba7df7e-f9e6-44f1-82de-6a4e50085418	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.143373+00
99306567-693d-4d61-a04e-4b3823b8f132	bba7df7e-f9e6-44f1-82de-6a4e50085418	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.150228+00
192bb38b-cfd1-4592-ab8a-88d51e2ed5e4	08189afc-e820-4627-98b1-a1311cf9b616	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.176072+00
39f85f04-52cb-46a3-972e-060b2bc4fd51	08189afc-e820-4627-98b1-a1311cf9b616	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.18297+00
92b7347a-7676-4579-97d6-4b89bf3ebe2d	08189afc-e820-4627-98b1-a1311cf9b616	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.189825+00
3f1e29ed-060a-4aaa-999c-3b4b0ac25bd6	08189afc-e820-4627-98b1-a1311cf9b616	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.196612+00
d8ee36a5-9f2c-4aef-aa0a-41daf0984580	d8efbb67-adb6-4e49-8f9f-53db4a37dc0f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.219101+00
e78c8084-c328-4743-8811-7b645173db82	9a3f92c7-42c3-4a51-9cf0-7bb3af2c186d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.251915+00
0a409697-ddc5-4176-afb2-d1dc71dc787c	9a3f92c7-42c3-4a51-9cf0-7bb3af2c186d	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.258542+00
af62e3b0-f3df-4457-ae1c-d4d9307c98b9	9a3f92c7-42c3-4a51-9cf0-7bb3af2c186d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.265186+00
44680a70-bec3-46a0-be9c-e2540c6af2ec	6824fc37-53a1-46da-8b5b-f18d49c84d11	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.312408+00
e48f87b7-382d-424c-b69f-ee6042d18721	6824fc37-53a1-46da-8b5b-f18d49c84d11	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.318956+00
4f23ff43-b0bb-4bac-a5c6-87b008cc88b1	af3ba301-7502-4f47-bc44-0053c5a46b83	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.369266+00
da47d9ab-b7db-456b-b1d1-a377c535e194	af3ba301-7502-4f47-bc44-0053c5a46b83	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.376101+00
d747be57-ca77-4f2a-88ee-a9d71ff9eef1	6dbc73a2-9fbf-4fd1-888a-6a0666df7810	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.406726+00
2c8662ab-7a73-4799-aa11-c68f5574124d	6dbc73a2-9fbf-4fd1-888a-6a0666df7810	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.413262+00
915c9e5f-e933-4327-9517-cb784ead6be3	c7d1f762-998e-4443-994d-fde8dd6cb353	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.441622+00
14832b75-52ff-418f-ad8f-7a1972e1a898	bf6f665c-5518-4c5d-8024-617032221d53	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.500646+00
1e3e58a0-3f41-49fe-a167-e450eb59cbb9	bf6f665c-5518-4c5d-8024-617032221d53	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.50737+00
8816eec5-f8e6-453a-af4f-7208d387a7e7	bf6f665c-5518-4c5d-8024-617032221d53	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.513941+00
39d481f4-9a83-4993-af72-a86c14c66908	bf6f665c-5518-4c5d-8024-617032221d53	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.520531+00
aa65f12c-16da-4bf0-b251-debe6ec583ad	bebade11-dc4f-4698-a547-111d15195251	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.571922+00
0ac77d67-27e2-4a57-972a-188e0da0f773	bebade11-dc4f-4698-a547-111d15195251	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.578571+00
8e26ed01-cf9d-4edc-a52e-caff814a58aa	bebade11-dc4f-4698-a547-111d15195251	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.585184+00
7e875640-fcd5-4405-91dc-d02c7219ab5e	2beaa6ba-699e-4802-bfbd-69ce30a6d180	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.644442+00
627c9db9-7a66-4f49-859f-f50073057c91	2beaa6ba-699e-4802-bfbd-69ce30a6d180	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.651158+00
8fe55c07-5975-4a7a-96e4-efa8d188b84e	2beaa6ba-699e-4802-bfbd-69ce30a6d180	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.657803+00
1fc2b058-9ae8-4425-aa1e-3740c6b3a251	d2982de3-0f22-464d-9ea6-7935a1dbeab8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.679816+00
43d4d3cf-7d77-4262-95d8-80be33b7eb45	d2982de3-0f22-464d-9ea6-7935a1dbeab8	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.686514+00
5f4cc885-173d-4ee2-9ed9-e700a8b700f2	bd41a465-7bf0-4c54-9416-ed6e60383b62	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.719806+00
4c3b5417-0e97-4df9-9230-8f6e873c846b	a6b60557-6657-4be4-8189-9aa7aa532cee	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.77928+00
a4680659-7492-49d7-a7e3-1d7ea8bd66f8	a6b60557-6657-4be4-8189-9aa7aa532cee	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.786119+00
530e3de8-8aef-4c5f-841f-479dedebf1f9	a6b60557-6657-4be4-8189-9aa7aa532cee	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.792876+00
da5d455a-9ce9-4ecd-a130-b11a1f236b00	5f1a1297-42ca-4513-90ac-ba91f03c3379	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.846443+00
4a74562d-f48f-456a-bc48-c32ba0f62c5a	3b939250-85cb-4917-84e4-54cba5932025	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.868795+00
57bcfd7a-815c-4a46-bc6a-6a1a3f175299	3b939250-85cb-4917-84e4-54cba5932025	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.87553+00
3a8f28dd-dfe8-4414-b46a-d8bd74af8175	ef6a5177-a462-4699-9151-30b9c957544e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.907991+00
03a16f5a-26c5-4274-8b40-f0d729d65c66	ef6a5177-a462-4699-9151-30b9c957544e	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:44.914822+00
a59d5a3b-cf0c-4da2-a765-ece79b2b9a7b	ef6a5177-a462-4699-9151-30b9c957544e	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.921638+00
fbd56231-ae75-4430-a91b-70f1294445a2	4c881ce8-8cda-4231-b10d-677d5594b109	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:44.951008+00
c25e7661-8c49-46b6-9c7a-8282873a0f88	4c881ce8-8cda-4231-b10d-677d5594b109	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:44.95782+00
a8d6f56c-4258-4ef9-b56e-0af8ded40509	463fbb76-d142-438e-a917-5cce0ed3e29d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:44.993105+00
be1f9414-7e59-44fb-bcb6-88ee1a7c488d	463fbb76-d142-438e-a917-5cce0ed3e29d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:44.999647+00
f4cbf385-f56d-4e51-9e44-757c5109b82b	463fbb76-d142-438e-a917-5cce0ed3e29d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.006196+00
3aba589a-35d7-4b78-830f-dfdc2c8bb09e	6c2cc1cc-e41c-4a4d-acbb-6ab1bd7dc5fb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.068025+00
cbbf38e9-0a19-42a5-acc3-fa50d60d0668	6c2cc1cc-e41c-4a4d-acbb-6ab1bd7dc5fb	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.074657+00
ea17f863-c645-425d-ac02-5e9c37976172	2e8a17d2-11cb-4135-945c-3cf0496ae1f1	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.099618+00
8d915b5c-e97a-4745-b9ef-8b6776133d43	4cc5d33c-5814-4825-88e2-5c6b1a88902b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.127153+00
44b0fd86-d80c-4121-8157-1ca0cd7ff2cb	0327a517-79c3-4207-b680-58e78fa771f4	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.155547+00
7c8e8bef-ca4d-4173-add1-ac445916d177	0327a517-79c3-4207-b680-58e78fa771f4	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.162193+00
6f8808db-44f4-4d50-aaa1-6df50510142c	4449a199-5625-4d51-952d-f71930497684	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.197041+00
056d86e0-710d-45dc-be3a-8dbcd5d0147b	4449a199-5625-4d51-952d-f71930497684	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.203607+00
082f0179-9329-41e9-86de-c2b4a8b5be76	4449a199-5625-4d51-952d-f71930497684	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.210295+00
5df9ef0f-5947-446a-a44a-e8d1c9d16de3	f11e5ca0-b514-4f87-83dd-ae8c623c3a31	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.239113+00
293b6af5-12fb-4b55-96a3-164545dc3925	f11e5ca0-b514-4f87-83dd-ae8c623c3a31	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.245912+00
c3cc427f-404f-4c40-a637-58479619665d	1b320ffd-63e9-4c88-b3b2-6571ba91cc99	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.351798+00
fac31eb4-b50a-4aa0-b913-b2ed7636a480	2e8fffb6-44fb-49e9-a33b-fe43cc0e7812	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.373198+00
55b5f891-d3e5-4651-8a42-702493f29c8e	2e8fffb6-44fb-49e9-a33b-fe43cc0e7812	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.379202+00
9a8794ae-7c24-4209-bd9d-104b205af7fe	cf0e09da-c556-4cdc-8f13-6f41e6ecd5ca	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.429974+00
7b09be9e-508f-410e-8d03-3adfc8af1aa5	cf0e09da-c556-4cdc-8f13-6f41e6ecd5ca	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.436686+00
60826c42-cd90-4b5c-8ed5-fe2128bd8d5c	cf0e09da-c556-4cdc-8f13-6f41e6ecd5ca	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.44328+00
f8fea4aa-ffa5-4d70-b75a-1bee5e73e770	75e6344d-f87e-4243-9ff8-51b257ab875e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.478849+00
4a3d22c0-5d1c-4e09-9e78-38d4187af720	53b1adbf-d31b-4747-b5ed-9805542406c2	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.513758+00
f0821bcd-c6a5-4b62-b56a-264a05228032	b4f39c2a-1a63-4906-948d-2e046e3d0bb5	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.544946+00
d6540eb8-ae39-4323-8f45-4e0ed4f88c02	6e3799e2-b630-47f1-a7c4-703875b17eb1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.60997+00
c60db034-fe31-4d7e-a1d5-329840ccc04e	6e3799e2-b630-47f1-a7c4-703875b17eb1	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.616841+00
a34df536-231a-4abe-8d1d-5f6e95b95663	6dda59ec-512c-42fc-9e61-f64eedf38cb6	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.647728+00
271ca5f7-cb75-491b-b0a1-5e2f1d9c0635	6dda59ec-512c-42fc-9e61-f64eedf38cb6	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.654333+00
f4c63ff1-031f-4014-bc94-206062742836	77fbb0c4-2324-45e1-9f45-5d376b430169	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.675906+00
49168bf3-f6da-43b0-8c41-6c219a70f8da	a312a502-7136-4b33-9e3f-14a9c37cee28	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.70836+00
ad29d448-cb31-4023-9dd3-5f3dd3556280	794c2b03-f3e2-4420-bf38-dbac26ba83af	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.762166+00
6e4f2269-9464-43a6-97d3-e4bfa58d4c72	794c2b03-f3e2-4420-bf38-dbac26ba83af	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.769027+00
fcc4c3e4-26d8-47a6-9fd3-6044b35f5717	e612d8a4-dc07-4c5e-aa76-d88a5925e530	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.802142+00
2e3a7735-7e7b-4ab9-b47f-36b951117b97	798b92bc-3dbc-4d84-abfb-b3f953ea4f5c	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.825359+00
997742d9-8427-41fc-83db-9c7432bbcdf3	4b9ec228-13da-4348-8b10-3fae5e08896b	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.857216+00
67fac1ac-632a-434b-85b4-5fe0a3435f70	4b9ec228-13da-4348-8b10-3fae5e08896b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.863787+00
7c6daa4b-c59a-44aa-99f6-7643ae974657	4b9ec228-13da-4348-8b10-3fae5e08896b	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:45.870477+00
016cfccb-fb3f-48d9-84ec-d74c5a5eedad	e70fb4bc-0720-4dd0-a2dd-0902e400b74e	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.895358+00
8752037a-524b-4547-bfc9-3598c16eb815	3e4c26fd-7128-49d0-b74e-bae83790741b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.919969+00
dd5a1931-328c-4dd8-a0dd-8802705afb04	3e4c26fd-7128-49d0-b74e-bae83790741b	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:45.926604+00
5eb8c442-3a6d-44c1-af2e-b6fe0cdc4720	3e4c26fd-7128-49d0-b74e-bae83790741b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.937272+00
aba2cef2-6a70-482c-afa1-fef4628e7df6	3e4c26fd-7128-49d0-b74e-bae83790741b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:45.943659+00
d5525185-3add-45e4-a93b-5d018f3ab176	72c20fa0-0cdb-4800-a43f-cccc78d6a9ae	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:45.969959+00
ef66d1c1-1f22-4cc8-9b10-04a40f68b201	edc8d3e7-1178-4d97-8434-9099ac27f193	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:45.99799+00
9319473f-29b4-4e92-9d5b-73d29c7ca5a4	edc8d3e7-1178-4d97-8434-9099ac27f193	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.005042+00
f3150d4d-3961-410e-9a57-68a3a965df33	ac9e27c6-3e27-4b50-a01d-7eade1fc6ae4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.042089+00
b90a4bc4-b392-44d3-b560-ef0ae3d867be	ac9e27c6-3e27-4b50-a01d-7eade1fc6ae4	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:46.049091+00
00758428-4dd1-4306-8b33-76b3f66a6183	47b9a7f0-a05d-4c95-9762-dfec4d273cf1	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.101419+00
d271c25c-a2e8-4ffd-b2c9-718995d012c3	9dceac93-3631-4608-b014-364a39a35a8d	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.139398+00
cd4d4a99-171f-441f-a157-bf36d29e05da	351ddf0e-4b04-4041-876f-5c7ff28e41a4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.171067+00
919c2c23-a1ca-446f-a0a0-e6d1f0eed1f3	351ddf0e-4b04-4041-876f-5c7ff28e41a4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.177689+00
60c4c54d-6a46-42e0-b812-0f9a47774095	351ddf0e-4b04-4041-876f-5c7ff28e41a4	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.184391+00
ddf59f92-9d95-4c0e-8fa4-466a770967ea	b5767918-2a24-4a6b-b093-396229ec5dcb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.260426+00
c9958ac9-6cb7-43fb-843e-b14811dd1a0b	b5767918-2a24-4a6b-b093-396229ec5dcb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.266909+00
bbf8824e-ac86-4d1a-b55b-6a3ee0dc6d93	b5767918-2a24-4a6b-b093-396229ec5dcb	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.273388+00
9f4ae68c-c5c9-4c52-a198-c5df05a4504a	1be82fc8-c3d2-4f09-8df7-a54a0dc219e0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.305713+00
eaf3356e-0550-426c-ad60-af69b7ac5653	1be82fc8-c3d2-4f09-8df7-a54a0dc219e0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.312492+00
6a35d7c6-a424-4866-afbc-b65c9c071664	1be82fc8-c3d2-4f09-8df7-a54a0dc219e0	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.319257+00
da4d53b5-1242-43db-854b-04fee3646ce0	63378e77-7b08-4925-b587-25426d81389b	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.341012+00
8b901293-e201-469b-9e49-8dcd2b1f2431	63378e77-7b08-4925-b587-25426d81389b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.347824+00
de574dd1-8098-4a5f-a992-3a1a13901f9b	63378e77-7b08-4925-b587-25426d81389b	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.354369+00
84770ec0-4e7a-48ff-9864-fc20466e44df	63378e77-7b08-4925-b587-25426d81389b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:46.36099+00
18bf2232-8904-481d-b93b-14a6050b8f1f	3fb0e0e7-4e03-40e3-9ef5-bbfca125e713	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.393397+00
e24ca8a9-f176-4daa-8e30-36339d3c0234	3fb0e0e7-4e03-40e3-9ef5-bbfca125e713	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:46.400743+00
82aae7ee-d237-4bb0-9685-622c16469cf1	30fdfe38-5a63-4dc4-8865-003e1c3289f2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.438247+00
7cba9cfe-b438-430d-ae77-98a67edc73d0	30fdfe38-5a63-4dc4-8865-003e1c3289f2	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.44497+00
1fcbea8a-b7e7-492a-9b34-f337306b909d	43ed7c0f-b69b-46d6-9915-dd8ba781920d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.480543+00
2f67bbb8-66aa-4c5b-88cd-df8cb5a4d2e9	43ed7c0f-b69b-46d6-9915-dd8ba781920d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.487403+00
cda40c69-2887-4a31-b158-0e8c453ae56f	43ed7c0f-b69b-46d6-9915-dd8ba781920d	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.494131+00
e786c768-f467-495c-bd4e-bc24a8867b74	69afdc21-a37a-4e5a-8b36-049db56a1696	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.526279+00
f0917cc5-66e5-49c0-b5fd-c14b8772f7f4	69afdc21-a37a-4e5a-8b36-049db56a1696	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.53295+00
087e4048-7cc7-4514-86b8-60458fa66815	5e6f900f-08c8-4ba8-adf7-066557064c5b	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.582221+00
33cd460c-f2fe-4c16-a064-7b64e11a2dc3	5e6f900f-08c8-4ba8-adf7-066557064c5b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.588825+00
9b1fe9ea-0737-4aa5-8c33-820ded9a36a7	5e6f900f-08c8-4ba8-adf7-066557064c5b	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.595291+00
ca9db593-1b97-495e-80f5-05c59b9ce197	a3a31186-4f6b-45a5-bb47-5e4961fa06cf	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.620189+00
a063fcc6-6aeb-4be1-8e6b-f4b74c005c07	a3a31186-4f6b-45a5-bb47-5e4961fa06cf	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.62678+00
8234d347-c291-4ead-952d-b71e35e34a3a	a3a31186-4f6b-45a5-bb47-5e4961fa06cf	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.633311+00
88e105d5-8176-46a4-a416-e4ff33d46a35	a3a31186-4f6b-45a5-bb47-5e4961fa06cf	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:46.639834+00
cc059f49-173a-4aa1-bebe-f48c27374925	88ab7583-eac6-46b1-8b83-22cc0ee31d7d	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.682292+00
237a02e5-1b53-4117-a933-1ce43700bcec	fd3e332c-b3aa-4e30-9da2-16c0417b2a9e	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.728089+00
461201d9-345f-4add-bdea-eae5f8a155ec	fd3e332c-b3aa-4e30-9da2-16c0417b2a9e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.734756+00
900ea8d0-920e-4ffc-8631-f88bd9d1e164	fd3e332c-b3aa-4e30-9da2-16c0417b2a9e	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:46.741696+00
5759b132-131a-45e9-8c31-485d51bb1e0b	8e8f3d6e-2514-408b-9dc5-79c3a58581ac	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.785611+00
d4d707b0-76d8-47a6-a5c7-91ddeb23b001	8e8f3d6e-2514-408b-9dc5-79c3a58581ac	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.79299+00
44b52c42-ec0e-4344-a2a3-07c384ead5d4	c255168c-c209-441a-929e-285d9b0fc9df	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.858569+00
d498df51-2972-4b20-a3db-9d990fa3bcdd	c255168c-c209-441a-929e-285d9b0fc9df	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:46.872445+00
9b15f643-ea34-49f9-a60c-e08a2b36240f	b49fc1f9-ee93-436d-a0cb-7f1a96700a9c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.92481+00
3b1942a3-2f92-4c25-94f1-e66310b82914	b49fc1f9-ee93-436d-a0cb-7f1a96700a9c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:46.932076+00
2c01e3bd-c98c-4dbc-8e0d-ecd09b15fe53	735abe5c-18a6-4b9d-8ac3-cbebcc48d5f3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.955976+00
cf92d96e-6481-4230-a5f0-56b23d2bb7d5	14d2c0a9-7bb3-494f-a833-9f7e9344b106	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:46.975967+00
460ad5ea-657e-4a20-ba27-44fdf73dd130	14d2c0a9-7bb3-494f-a833-9f7e9344b106	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:46.983139+00
bb59d2f3-9f5d-4544-8ec8-c636996aacd3	14d2c0a9-7bb3-494f-a833-9f7e9344b106	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:46.990394+00
a631f093-b8b1-4d2f-91a5-6ac41a609976	8ce4358b-f8a8-4269-be07-8edf034dc589	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.036565+00
178f00c3-3dbf-4e08-9739-6d291a92e5f6	8ce4358b-f8a8-4269-be07-8edf034dc589	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.043779+00
45a42746-f30f-4147-8ffd-702415870bf2	8ce4358b-f8a8-4269-be07-8edf034dc589	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.050882+00
f25f819d-f092-4fee-8f3d-2fa356871d45	6975f34a-2e88-4356-a3c9-ceef415af710	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:47.098682+00
32bf0df9-ebdd-4da3-b542-df71dbf7e829	6975f34a-2e88-4356-a3c9-ceef415af710	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.105981+00
d52ea5de-c3b6-4b43-a2f0-a3b0978b0110	65ffaddb-a49e-43cd-aa91-bf9a0b3dac69	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.152915+00
2ed5bb18-2bb0-40a7-9e59-bc1cfc491a7f	65ffaddb-a49e-43cd-aa91-bf9a0b3dac69	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.160278+00
b007c6ac-391a-49bc-be17-8a7231aeb1c8	65ffaddb-a49e-43cd-aa91-bf9a0b3dac69	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:47.167635+00
7d524c80-905b-473c-a61f-81cf6ce247a8	b95afa75-42d0-456b-8f7c-07aa8bb6f6e3	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.205588+00
2a710362-a3d8-4164-84cb-3eac3b97e8de	b95afa75-42d0-456b-8f7c-07aa8bb6f6e3	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.212728+00
b39f8ae7-5109-4ef9-9616-b6e2372e19b8	5c954894-c21a-41bf-966d-acec097576bf	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.287301+00
51a581ed-805a-4711-adad-cc962b8688bd	65892d0a-e6dc-4549-a3b5-1730c74eb6f7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.329491+00
9d93ac22-2d00-4ed1-bff4-24a6898bdea9	65892d0a-e6dc-4549-a3b5-1730c74eb6f7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.33688+00
327fbced-8127-4b49-8ef4-c9b4daf6ccbd	357f8c48-ceff-4fee-87a2-b21daca76852	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.365404+00
d42bb601-2d40-49d3-ac00-089e3c2bd85a	de718336-4ae4-4d80-9f00-08ed8f857591	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.394023+00
0e0cae4d-375b-4298-99a7-b213d60bed25	de718336-4ae4-4d80-9f00-08ed8f857591	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.401435+00
ad814c11-3777-496d-b9a6-cc162ff2d1ff	29106ad1-b360-4cda-bbef-9e391ae26d0f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.448259+00
72a9a992-7745-43e7-aea5-5c1397b4ea87	29106ad1-b360-4cda-bbef-9e391ae26d0f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:47.455832+00
bc8ffb42-e4c3-4776-894b-3bcc7e0a65f1	29106ad1-b360-4cda-bbef-9e391ae26d0f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.463214+00
daa150ea-27a0-42db-ba9b-0d10374af8fe	1b49b30a-9d2e-4943-aca9-95b20783852a	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.513681+00
0eb4c361-a525-42b0-ae0a-6231b4c61ce9	1b49b30a-9d2e-4943-aca9-95b20783852a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.520975+00
ca98a5ad-9be6-4d3d-bd46-db9449fa2f86	25a079c2-389a-495b-bdbb-24487c1cad5f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.544925+00
f0554ab8-9b87-4d87-bd13-9e4c87491c84	25a079c2-389a-495b-bdbb-24487c1cad5f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.552414+00
d06f1b96-256f-4797-beac-372b9ab734c6	e38f500a-8501-4c94-9d7d-f95fcd79712d	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.601239+00
c142fbeb-e943-476a-b753-907f8b0e58bf	e38f500a-8501-4c94-9d7d-f95fcd79712d	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:47.608811+00
325d9d96-435f-467e-bb7b-c7a6aea9835c	e38f500a-8501-4c94-9d7d-f95fcd79712d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.616178+00
47644da5-adb1-4ae8-95ea-6fbc5b79f807	fa1eb2f1-0560-418b-9ceb-198a6e9a7a20	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.651544+00
3e119c29-997b-4160-97b3-81adc7dac9af	fa1eb2f1-0560-418b-9ceb-198a6e9a7a20	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.658965+00
f2b01c9e-1db9-405a-a347-dad09dd0e9ff	7ee78993-90bc-4951-9f86-7a0401e70f86	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.753968+00
bb5eb624-5f64-49ec-b1f9-a6e7fde5fb7d	7ee78993-90bc-4951-9f86-7a0401e70f86	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.761378+00
325827ad-a484-4cb4-a4f0-84d896265da3	7ee78993-90bc-4951-9f86-7a0401e70f86	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:47.768842+00
87b47449-710b-471b-ac77-877afbc679f3	dfa73db0-2cd3-4461-9f83-71e60240d38f	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.795632+00
2d9de7c7-1d71-45ef-8aef-906840419d6b	dfa73db0-2cd3-4461-9f83-71e60240d38f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:47.804215+00
4b81b85e-8070-48f9-8cc3-8496b7becf9b	dfa73db0-2cd3-4461-9f83-71e60240d38f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.811295+00
dc2bc12e-97a5-4859-b052-11fa7b426369	73959a11-dc12-4306-9f47-33ee3ee39a03	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.838573+00
650060bf-29a2-47bb-ac5c-8dfc42779645	70fdcece-c816-4fa1-a6a0-fb7348243f88	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:47.877999+00
97e32890-1aa5-4a74-972f-b757edf1b17c	70fdcece-c816-4fa1-a6a0-fb7348243f88	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:47.885249+00
b947cbd6-fcb1-4575-b652-91b218aa0b07	92804652-40a9-456a-abc1-c8e7ea5c41b8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:47.919581+00
4c14196b-8d7c-486a-ace0-7b3d1879fd38	92804652-40a9-456a-abc1-c8e7ea5c41b8	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.926965+00
edcb195b-898d-451a-9a65-23c78b1de55d	4e573f37-1041-4034-9c0b-bb7edbe94a9b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:47.964746+00
26d27902-e740-4f4a-b6b8-3354d29ffcb1	c75903cf-a214-4f5e-98ba-7ff715678f5a	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.000017+00
d74b4c8f-889b-48e0-9eea-1759d8eae393	0b4adda4-ce77-40a7-a5e0-10c4fa766fc6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.036979+00
79a69b90-10fc-42b8-8961-d0a804ab4ea3	0b4adda4-ce77-40a7-a5e0-10c4fa766fc6	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.04385+00
bbe8587c-8171-4856-b540-820d22207b0e	ab027ba3-1378-4781-9081-7c7e3d70cf59	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.082565+00
79046d1e-ae07-4293-ad2f-acde35790210	ab027ba3-1378-4781-9081-7c7e3d70cf59	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:48.08943+00
ed7c089c-cb64-4568-bf21-b84c9f15e0b5	aa5db634-f425-48e5-b0fe-6758ab99c8f8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.126712+00
0c7c3a4d-a76d-4ec2-abab-9bead7dfa029	aa5db634-f425-48e5-b0fe-6758ab99c8f8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:48.133247+00
059a6712-9276-4b21-b17b-fe7e5f6cfbef	aa5db634-f425-48e5-b0fe-6758ab99c8f8	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.139741+00
08828064-b45a-410c-b47b-32e9edbe153e	f4d560bb-7fa3-45d0-8e6c-88f48b618174	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.175775+00
7793343d-e5bf-4d87-8b7d-91f6228d2e1f	f4d560bb-7fa3-45d0-8e6c-88f48b618174	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.185616+00
84c3d923-b06c-4d11-b8ed-470e585e2804	f4d560bb-7fa3-45d0-8e6c-88f48b618174	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.192384+00
9b21d55e-4d7d-4c78-ac9b-8dff226ba945	a0c20ea6-3872-43f6-a856-daa6864d9db6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.214688+00
02f95465-711f-489d-8684-a927d80d365c	a0c20ea6-3872-43f6-a856-daa6864d9db6	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.221624+00
1b863023-c2dd-4f26-a77d-cd3272181b0b	a0c20ea6-3872-43f6-a856-daa6864d9db6	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.228605+00
995b599f-0a73-4d86-a797-535f907fa41f	c9c14aa5-d7d8-4f6f-a2aa-386c624b2b2f	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.291597+00
b7777dba-c9c1-44fc-ab67-7463e0c2897b	c9c14aa5-d7d8-4f6f-a2aa-386c624b2b2f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:48.298471+00
d2c3fe45-3775-4d22-99c0-348325bf4ec8	c9c14aa5-d7d8-4f6f-a2aa-386c624b2b2f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.305289+00
be795cf5-3ea7-4179-916a-c66cad6453a5	bac9874c-1893-4a11-b3e1-1c5fce2771b3	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.352207+00
6271cb65-f759-41c9-9175-24998fff73d6	bac9874c-1893-4a11-b3e1-1c5fce2771b3	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.35894+00
2ba64c51-08a7-4617-be98-3831c456ecd2	bac9874c-1893-4a11-b3e1-1c5fce2771b3	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.365676+00
aa4d973c-8749-4c87-b88e-d2a411e9893f	8312b4c6-ab49-4847-808e-ca64316eda76	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.416542+00
6e3ac6b2-c7e0-4a8f-962e-127b4b8446c8	8312b4c6-ab49-4847-808e-ca64316eda76	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.423407+00
4fd41d52-c220-41f2-98bc-6df5d9f04998	4d13373a-6d63-45c6-ad79-f14e62195a7c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.460894+00
ace67bb7-0e65-442b-b39a-9f83bf655c98	4d13373a-6d63-45c6-ad79-f14e62195a7c	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.467948+00
02d23594-2235-417e-9dd5-c314ac0cefe9	4d13373a-6d63-45c6-ad79-f14e62195a7c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:48.475111+00
1c4fbcf2-b9cf-4132-b106-b3105efbc1ea	2a26bebc-4997-4d0f-b3d6-beabee75e916	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.519921+00
b4b70797-9483-4534-be15-207c0c151a56	2a26bebc-4997-4d0f-b3d6-beabee75e916	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.5271+00
16db431b-f722-4096-90de-8a4704834946	2a26bebc-4997-4d0f-b3d6-beabee75e916	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.534288+00
7a60095f-f8c9-45af-b98e-45f3e8b530bc	2a26bebc-4997-4d0f-b3d6-beabee75e916	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.541876+00
a856ade1-0e03-4d17-ab43-cfd144127eba	378fe818-78c7-41c6-8af3-71e6a6140c65	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.60305+00
5b9debd8-6a0a-4aec-8113-b82a1ad35fb7	378fe818-78c7-41c6-8af3-71e6a6140c65	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.610148+00
b39e0312-f0ba-46a8-a491-95bfbe8c6216	378fe818-78c7-41c6-8af3-71e6a6140c65	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.617162+00
7f49663e-e67b-411e-918e-f450091e962c	ba1e45f5-e600-4b63-96bc-c50a8b73ebe1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.65131+00
91d07f93-5fcd-4231-a3df-4e1f1d1f54a9	ba1e45f5-e600-4b63-96bc-c50a8b73ebe1	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.658476+00
43c089cc-af2d-440b-89f9-e0a857000c5b	ba1e45f5-e600-4b63-96bc-c50a8b73ebe1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:48.665776+00
645ee90a-bee5-4f23-8e73-7531241f48ca	d77f5a4b-a9e6-4a64-9239-0de52c5ea544	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.699343+00
3ae3457c-58f6-4521-a6cc-ba0661102c62	a7ba505e-9fc3-4b36-a749-94d5af612d5f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.74436+00
2c5c1844-06f3-43ad-81ac-b17ab8b5dcfb	a7ba505e-9fc3-4b36-a749-94d5af612d5f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.751997+00
7c2e3678-c812-44c5-b408-d47e96e18a9f	59ad96b4-eba4-415b-8888-a50dad6db9a0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.785205+00
bb433f11-eebb-4374-9545-f64bbc5c91dd	59ad96b4-eba4-415b-8888-a50dad6db9a0	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.793132+00
c59bb081-dd00-4152-9473-1747bafc9856	c3358a0a-1078-4853-a85e-5441d0febafd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:48.831317+00
938cdf98-8771-4e1d-871e-fce2a77200d0	c3358a0a-1078-4853-a85e-5441d0febafd	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.840076+00
a94c0e25-878b-40c0-ade5-b768554ff6e0	5be64025-f624-4eeb-80b5-98dc51def346	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.876974+00
a4d9f889-6058-44e6-8394-35fccdc39145	5be64025-f624-4eeb-80b5-98dc51def346	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:48.884581+00
b9923b48-6149-41ae-8587-7053b83c8d6d	a403e5df-2428-41a1-9d8e-b0ede59945cd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:48.921095+00
6784280e-d25d-4820-be33-86ecd09ec9e0	a403e5df-2428-41a1-9d8e-b0ede59945cd	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:48.928736+00
37912797-5706-4522-8b29-0bf3c203a47b	94de93a7-454f-45f0-a147-4d2145de617b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:48.957803+00
c1197de6-c60f-4d06-a97b-aba2270a62df	3ded836a-8448-448e-8e5f-f5acf4a100ea	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.053555+00
a6a6158e-de30-4a23-a96e-eca05713829c	0ab86300-e675-47f8-850b-e79bfed1a283	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.096285+00
19e78ac6-7364-4157-b957-fb312b13d7ff	bec07cd5-c13b-4ed0-950e-3af7d81f1164	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:49.134014+00
006b0e71-3153-4a81-be58-60e0c5214973	bec07cd5-c13b-4ed0-950e-3af7d81f1164	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.142233+00
81853bbe-f1c7-4d85-bfe3-ef0ed1bf4423	bec07cd5-c13b-4ed0-950e-3af7d81f1164	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.150063+00
efbc17ee-d5a4-4b2f-92e3-524af9a72d20	793a17f3-ad62-4b95-82c3-c93b2eb3761f	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.200883+00
a39292bb-56f1-4505-8522-0e11939ee613	793a17f3-ad62-4b95-82c3-c93b2eb3761f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.208335+00
4d0867ed-2c80-485e-9bcf-8f5dd3cdb316	793a17f3-ad62-4b95-82c3-c93b2eb3761f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.215767+00
926d0119-1394-4cea-a3db-2dfb4ee15bcd	96f1f671-6d0c-4f52-b781-d87f7926d811	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.295543+00
4805275a-54df-4572-adb9-98c24365586d	96f1f671-6d0c-4f52-b781-d87f7926d811	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.303284+00
bb8cf966-c361-4046-a9f2-670962fa23c6	0e6ea165-fc46-4f2c-8c2e-f1a6e8dbf7a3	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.328417+00
78f06948-2a46-4e3c-bef4-1a3c79ea946b	0e6ea165-fc46-4f2c-8c2e-f1a6e8dbf7a3	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.342075+00
fa36efe9-0012-4d60-8cff-d69368c1af57	2fb40b87-c659-4768-931a-d69d36737893	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.38157+00
298d3059-7b4e-4d8e-8976-84dd1d68ffae	9241d513-9cd9-4d5e-af65-b5d2e2e5edc3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:49.459013+00
302cf3bb-7815-46eb-96ce-5c451784c601	322f3220-8bbe-496a-a0b1-52da595fd127	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.480166+00
3ca4b79e-0b61-4a40-80d0-70e4dd6c149a	1289d763-3d01-4d50-a4e1-f03953a272ce	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:49.553847+00
b321028b-87c2-4fea-846f-9165b576145b	1289d763-3d01-4d50-a4e1-f03953a272ce	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.561382+00
ffe821ec-3e61-4043-a7a2-c0b34adb4610	bc74283b-20df-46ac-82ef-435f0d53426d	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.604171+00
64b3fbeb-fe48-4356-ae40-8bde065c58fa	bc74283b-20df-46ac-82ef-435f0d53426d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.611747+00
a6600a93-0b0b-41d4-b05d-99c6c3e80f98	3644794d-4ab2-429c-9cb2-e5bef246dd42	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.673668+00
1dceea4b-6940-40c0-a28a-189a96349abb	3644794d-4ab2-429c-9cb2-e5bef246dd42	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.681446+00
1deb7c80-5e01-42c7-8c04-7fbfbd6e032e	3644794d-4ab2-429c-9cb2-e5bef246dd42	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.688715+00
399ae2ed-a137-4c91-8b8b-79d54bd28973	e8ee4dd9-5be7-4952-89e3-0b518adc1d81	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.71577+00
32e5d570-c4e9-4064-8cbc-b1f4a1d922f8	10531f61-b69a-4e49-85d8-61389620d9ee	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:49.794359+00
732a244b-9f9b-415e-b0ac-584362d23403	10531f61-b69a-4e49-85d8-61389620d9ee	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.801789+00
f440232d-0cf8-4720-bcc1-ec11000e76e5	10531f61-b69a-4e49-85d8-61389620d9ee	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.809237+00
8d4bac5d-cd58-4b4c-a3b8-8c8772d455aa	14f20d8d-168e-453b-9ecb-8c9012c74336	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.840176+00
3903a600-9841-4b90-8f8e-3de256425e3e	14f20d8d-168e-453b-9ecb-8c9012c74336	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.847379+00
6dff0f1e-d41f-42ed-8f52-6215cafb301b	14f20d8d-168e-453b-9ecb-8c9012c74336	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.854584+00
54973847-935d-410d-872d-2e245456a14a	883fd9ae-664a-4850-8f93-95d9e726934a	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.882619+00
e5308dc1-beeb-422d-a00d-b8cc0b260bbe	34d18616-c9d2-4256-be7f-87cd97781e78	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:49.90819+00
48373ce5-ebf6-4cc2-b107-68a4a35a7fde	34d18616-c9d2-4256-be7f-87cd97781e78	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.915284+00
aac1e327-61aa-4dfc-8315-3991c5759e43	34d18616-c9d2-4256-be7f-87cd97781e78	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:49.922387+00
14a07da3-b407-44e0-92cc-53b93b0fbb79	34d18616-c9d2-4256-be7f-87cd97781e78	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.929432+00
52a07a6b-43f2-48b8-9023-ee754a769a82	353010f3-d3f1-4110-9bee-08c08950c531	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:49.969682+00
05e955a5-d0ed-4964-8d31-44cb5bb23cb0	353010f3-d3f1-4110-9bee-08c08950c531	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:49.976553+00
a36e3626-562e-4be0-8061-9e5adaf675c1	149b9824-04cc-4b21-a4f2-fc730f3e46e7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.041326+00
dd0aa202-589a-4f42-85ec-0f958b3005d7	149b9824-04cc-4b21-a4f2-fc730f3e46e7	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.048404+00
3d7c5ed0-aca0-49b3-b86b-77d718936291	149b9824-04cc-4b21-a4f2-fc730f3e46e7	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.055429+00
28544d7f-412b-42d6-8485-d92ea5da7e23	fde7ad5b-25c8-490d-8e7f-f628452492d8	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.088728+00
9d4cd196-88e3-456e-b128-aa91a6ce4e2f	fde7ad5b-25c8-490d-8e7f-f628452492d8	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.095881+00
be764c39-2ebd-446e-8937-6b9fa1a3afef	fde7ad5b-25c8-490d-8e7f-f628452492d8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.10286+00
de444421-a42a-4ba2-8b67-cef7021ef653	f29fc0ba-7b94-4ce0-a568-030f2e6e8c77	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.141338+00
3092b391-81aa-4cab-bb5a-ab942c58259f	f29fc0ba-7b94-4ce0-a568-030f2e6e8c77	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.148692+00
4b191c11-6f1a-48e8-b662-7bca0be8ef98	713b13a1-a412-405f-a84e-4e40844b91ae	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.213871+00
aaa2e27c-cb77-405d-a250-5ca9e6dfa6c7	713b13a1-a412-405f-a84e-4e40844b91ae	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.22095+00
417f6f2a-1c43-4a13-9d1d-cc1489f8a130	2c72adb7-c937-4c13-91cf-904de28a2738	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.273168+00
fb513a01-5c09-48fa-b20e-0f761936da82	2c72adb7-c937-4c13-91cf-904de28a2738	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.280595+00
491e5378-8328-439f-9331-2da8a0c81b8e	0415469b-33ff-44d2-9e7b-8ef6ff5512db	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.303224+00
677b3ca3-dc3b-434f-916e-744c86612630	0415469b-33ff-44d2-9e7b-8ef6ff5512db	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.310512+00
c130c65b-9a1b-4824-bff3-8beb06c7c0b7	4cce7d07-2656-4d2e-8b4b-0a779194c2dd	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.333147+00
6714619c-be93-49df-98de-8aac1b583c79	4cce7d07-2656-4d2e-8b4b-0a779194c2dd	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.340224+00
27045e6d-0eeb-4c9d-987d-56efc2f0a55f	e99c19ba-32bb-41f3-99d4-e432b4dfceed	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.417693+00
6360c375-ee92-4793-8273-a3da76a06713	e99c19ba-32bb-41f3-99d4-e432b4dfceed	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.424643+00
f19cc671-5dca-43e2-ac7a-50e7cdb7ebe4	9b370c1a-43c6-4238-aa63-5638f009e6a1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.457806+00
233c1c7c-3646-4630-9c5b-492f369cf23e	9b370c1a-43c6-4238-aa63-5638f009e6a1	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.464742+00
d2c36e0a-6221-4723-8cb5-6b2966b2286d	9b370c1a-43c6-4238-aa63-5638f009e6a1	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.471604+00
b24f2c3e-1322-40e9-b056-cc7f1a26f8d1	ab5d703a-b619-4343-83e1-ed7084cc6ce3	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.49856+00
48216d21-ef45-4d27-8e1a-d197e375f0ca	0f3c36a4-edfd-4495-ad9e-292d25562416	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.525464+00
417b6676-8ab6-40c6-b35f-3dd34224de53	88cd0a6c-6b1a-4275-b0eb-5003ca1d690a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.569669+00
5c59e235-8e9f-4f7c-9e28-c161861b3cab	88cd0a6c-6b1a-4275-b0eb-5003ca1d690a	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.582548+00
fb6014a1-f50d-445d-b105-ee8d1d088b59	a2ef7999-f41d-49bc-8962-5bf18d1e3016	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.626219+00
c0cc14e7-a40b-4e3a-aa71-bde06f88a21c	4fb0f217-4d82-44df-9ede-c49a91fa3572	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.659567+00
0cd709ea-8a70-4c4f-8764-24c1aeceb433	589a9440-c6e2-412c-9b99-5aadc9cf94c8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.684762+00
bf6adfc9-ad05-42a7-8cf6-d1cf0baf464a	589a9440-c6e2-412c-9b99-5aadc9cf94c8	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.691768+00
58a49f56-05ef-46b9-b28b-5ff4ce88819d	f5dda2f4-c956-4456-ab7f-88c18a07686d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.72536+00
e2cc12b4-03c6-4c03-9ee2-317123ab3bcb	f5dda2f4-c956-4456-ab7f-88c18a07686d	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.732324+00
4ecdf07c-17c2-48bc-bad1-523279e60d30	72557d1f-08c3-44f4-803c-3e13e821831f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.779674+00
54aaa85b-9779-4bb6-b706-8161202e4167	72557d1f-08c3-44f4-803c-3e13e821831f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.786755+00
f5c516d2-53f7-46a3-b927-dd4842fbe632	72557d1f-08c3-44f4-803c-3e13e821831f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.793646+00
1b2ab5c8-1519-49a4-bc37-d5ba7f4c3793	a37052b0-3ace-4114-952a-f13b035dff3b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.83789+00
c4e3c7b4-66dd-4c22-802f-3be720583cae	a37052b0-3ace-4114-952a-f13b035dff3b	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.844869+00
6087b517-75de-4e87-bfdf-4fb2b8f68a8b	a37052b0-3ace-4114-952a-f13b035dff3b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.851801+00
ace5e251-20d9-46fd-bc2a-edde9e491c7b	bc048d48-cd32-4cbc-aa76-efad912db6a5	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:50.896638+00
c8f5d57c-0856-4554-a734-6dd45126b46f	bc048d48-cd32-4cbc-aa76-efad912db6a5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.903608+00
c8868118-d76c-42cf-9801-626d54f73ba8	b023b6a6-210a-4e00-939e-f38f78c1701b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.93001+00
69c2ba36-64db-4b20-b414-1ac1e716e600	b023b6a6-210a-4e00-939e-f38f78c1701b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:50.937106+00
36a0f606-066b-41de-ac33-fcd5098ad764	b023b6a6-210a-4e00-939e-f38f78c1701b	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:50.944162+00
2a147296-811f-47bb-93b2-6fea912eac26	b9b0c55c-257e-42ba-abdd-143c053e78a2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:50.991425+00
ff6377f3-64f3-42e5-bce0-e31a8310691d	b9b0c55c-257e-42ba-abdd-143c053e78a2	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:50.998599+00
0666fb5f-04c3-4343-93f2-6addd1cfeda3	b9b0c55c-257e-42ba-abdd-143c053e78a2	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.006043+00
785c022c-2fc5-4f4f-ac1b-6780015a73da	1ae881e4-e56a-4590-a6ba-1cf65edb6000	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.05416+00
e3205325-fbc8-4cf6-be13-caca57669628	1ae881e4-e56a-4590-a6ba-1cf65edb6000	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:51.061203+00
61e7f61b-a7ce-4dc6-aeb4-2bcc46e3bc7a	4b01ac7e-90a4-4acf-b9ca-2131b8cd3729	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.097993+00
3aaff290-621d-46fe-8454-608b33d3ecfd	4b01ac7e-90a4-4acf-b9ca-2131b8cd3729	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:51.104944+00
4eba4d83-63b0-401f-97db-9d13c95243d0	4b01ac7e-90a4-4acf-b9ca-2131b8cd3729	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.111848+00
da521d58-6c6c-469b-ad52-6e99747c039f	e2188668-05c3-4926-90d0-2365d52c95b6	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.145159+00
fb388793-6c28-4381-bfad-b5a6395a9a5e	c3434567-7065-4072-9c95-0e56b291bc46	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.217345+00
051f8615-abc6-4057-9939-c55c25b4efea	c3434567-7065-4072-9c95-0e56b291bc46	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.223732+00
7b896168-1df0-4f90-9f30-5b0de799e5f4	c3434567-7065-4072-9c95-0e56b291bc46	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:51.23015+00
458db167-1569-4c06-84a8-fdcd7a63df4c	9b126dc8-2f98-4ad0-9d1b-431eb6b64a6a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.253332+00
8f7bb5ed-ac00-401a-96cf-5a51a08aebb7	9b126dc8-2f98-4ad0-9d1b-431eb6b64a6a	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.25997+00
970b4fba-6bfa-4c35-be94-08091c469981	658a65ca-44fa-42fc-9389-76fdfb6a9671	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.29735+00
a3202cfe-c87d-4026-95d2-e04649966ab3	658a65ca-44fa-42fc-9389-76fdfb6a9671	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.30387+00
16175ec9-420e-4dd7-b5e9-b2a330fe00c9	658a65ca-44fa-42fc-9389-76fdfb6a9671	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.310668+00
047477e8-0331-4cde-9fa2-aeca4840ab83	bee0c55d-7db9-4f1d-9997-ac2aa423dcd4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.352306+00
aa932676-517d-4723-8f56-97482a9e2178	bee0c55d-7db9-4f1d-9997-ac2aa423dcd4	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.358894+00
0afa124e-46a8-4a37-994f-0d3f572914f3	beea50e4-236d-4fbe-8ce0-8d88c57c87e2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.400786+00
c544fc71-8bff-4a5a-854d-961fba5c885c	beea50e4-236d-4fbe-8ce0-8d88c57c87e2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.408298+00
58cc8c3b-2d7d-4a30-af95-2d0e7e13ae77	025d92b5-c326-47c8-8543-4606d3819a52	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.456808+00
36ee7164-d94c-465b-be3f-25d68303c922	025d92b5-c326-47c8-8543-4606d3819a52	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.463319+00
b62b65bb-b879-4c5d-a887-a75a4c5afc53	3eb26d1c-db9a-4dba-a5b9-43fc9b640963	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.481031+00
bf1b929d-33ee-4af3-9bb5-ae50d8ca75c3	3eb26d1c-db9a-4dba-a5b9-43fc9b640963	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.487559+00
ca164100-0e59-495d-94d6-ebb20d4bcdb1	d90d161f-b0a6-4aad-a790-2c4f9a01dc10	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.521499+00
0edfe3d9-d9ad-45c8-8478-d451445cbb51	9fa309e6-11eb-455f-96ff-930bd4411b48	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.544723+00
0379eac4-8e42-49c8-82e4-a8c285fa4c79	78dcdf0a-5a06-4303-a376-db2baa34094c	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.581698+00
eadc6ffd-28e7-400c-8289-25b146bc8e68	78dcdf0a-5a06-4303-a376-db2baa34094c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:51.588225+00
633df074-3a71-4103-9c2c-3047fca79b61	78dcdf0a-5a06-4303-a376-db2baa34094c	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.594742+00
3f1bd4a7-238f-4abf-999c-976f9cd09002	b6a28104-04f5-4dce-9a5f-de1db0ba7527	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.622636+00
dcee9542-667e-4480-aa8f-baa953bae769	b6a28104-04f5-4dce-9a5f-de1db0ba7527	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.629176+00
03281391-776d-4e7d-83ed-61109d223291	69f6c1b8-4268-47c6-a063-fc6cf2261f77	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.696191+00
2670f4bd-fc48-475d-bb11-63ea2bf29564	afd15f00-4f31-4599-af1f-d4665701995f	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.734008+00
647ba8ab-67cc-472d-ba58-b78b2db6ab06	c1b13706-20a2-4d46-92e4-b34c40519f7a	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:51.75931+00
8f70cb13-ef07-4b22-97e4-47415388daaa	8993b104-05a2-4405-85e8-5f63ff4234c1	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.781355+00
31a60fbd-02c9-440c-80c3-29b35cb38130	8993b104-05a2-4405-85e8-5f63ff4234c1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.789326+00
58e1cdbc-c022-41d8-a0f5-13ed3c87bb7c	8993b104-05a2-4405-85e8-5f63ff4234c1	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.796805+00
a60d322a-4bc0-4197-9b9b-618ef59f72f1	ddca7d24-0f44-4fa6-9823-985ce867938f	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.83465+00
ee17e600-5c3f-41b1-9a62-317f156939d8	ddca7d24-0f44-4fa6-9823-985ce867938f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.841156+00
b16c8414-1269-48c6-acc2-0877338968c5	5f5e3da0-4994-4c87-93b7-6dd56cbe894c	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.886163+00
41aefd62-5133-49e9-8276-ec8c05ba816b	5f5e3da0-4994-4c87-93b7-6dd56cbe894c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:51.893018+00
9ad1c5eb-524e-4593-92e5-b51f1e646109	5f5e3da0-4994-4c87-93b7-6dd56cbe894c	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:51.899656+00
bc65d47e-d48e-4f17-a6da-459e1959ac2b	d65506b0-5c11-4004-89fc-34f83750400c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.95014+00
0dc1e243-0c47-4335-9da3-cd6719eb941e	7a150308-8e43-4128-81a5-6b09e3110d8c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:51.97825+00
c34c6ada-1cfd-4b73-ae0b-ca10321fdbe8	7a150308-8e43-4128-81a5-6b09e3110d8c	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:51.985839+00
63615afe-f0b6-4b29-9533-8fe9212137fb	7a150308-8e43-4128-81a5-6b09e3110d8c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:51.993249+00
53f87af4-128f-4e90-bf77-a6d48e6e3362	7a150308-8e43-4128-81a5-6b09e3110d8c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.000911+00
4b987829-bfea-4c9e-83d3-b864c68d07ed	8ac0903b-52db-45c0-bb3b-bbbda6aa5ff5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.036386+00
2fbe0213-36fa-49e2-8912-04a5923be7f9	8ac0903b-52db-45c0-bb3b-bbbda6aa5ff5	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.043801+00
b155ac7a-f3d8-4f28-994f-00817c523da8	8ac0903b-52db-45c0-bb3b-bbbda6aa5ff5	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.05132+00
b85fce91-0e8d-411c-89a1-6e7e8a969c69	f624ccb0-45d9-4e72-8a7b-2ca932da85a9	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.099021+00
78aa4698-c792-47ca-af2a-370e8755f76e	f624ccb0-45d9-4e72-8a7b-2ca932da85a9	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:52.106704+00
6cad3101-c8f9-464e-a390-937eabbc2bd1	162c8345-25a4-4564-84e0-3fe9c53d9ac3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.153428+00
51610df5-8474-48da-b404-c93aa416327b	162c8345-25a4-4564-84e0-3fe9c53d9ac3	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.161118+00
4cbbbe86-20e9-4eae-9cf6-3f439f7d8e71	48df9acf-19c7-408c-86bd-99b37993d337	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.187977+00
02c69e39-a5a2-434d-8c04-25ba6614132b	48df9acf-19c7-408c-86bd-99b37993d337	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:52.195763+00
c8ec3444-f96e-495e-a283-82aff1bae77d	f48a90c5-5fc3-49c1-981e-29b5715155ad	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.232543+00
805b7c53-6768-414d-a1a7-50c325338b4e	f48a90c5-5fc3-49c1-981e-29b5715155ad	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.240342+00
29992b26-013b-448d-9ac3-e443d5414b40	1457232e-916d-4bd7-9a90-4b84cc255b6f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.285061+00
7ec4f962-0785-4b05-afa6-d6bd67149920	1457232e-916d-4bd7-9a90-4b84cc255b6f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.292815+00
c38106fd-7b8e-41cc-9a26-b9adfd9d9d8e	808d58c4-f86a-4e67-a827-d7251d581990	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.334627+00
77b9a2a2-2b17-4532-8d03-959aa930b94b	808d58c4-f86a-4e67-a827-d7251d581990	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.342618+00
2742a600-429c-4e7d-a00d-7147a1378489	808d58c4-f86a-4e67-a827-d7251d581990	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:52.350722+00
ec66f082-e12b-4a2a-9406-f665891374d1	3a1b35b7-33e9-4abb-a0e8-6915d9463e91	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.381217+00
a2dde745-f2af-4254-8269-783aa916b664	3a1b35b7-33e9-4abb-a0e8-6915d9463e91	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.389215+00
1c9e6a2a-8e4d-4712-8574-cf852c244183	3a1b35b7-33e9-4abb-a0e8-6915d9463e91	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.39718+00
a085181f-8509-426f-b400-5f92e0c3cdfc	7cefe629-fdec-4498-b441-020cdadf6915	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.42342+00
79c12586-3293-41f4-8c96-a84c347f4ae3	593fa544-7e9c-4347-be9a-4ea938b1e9f6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.459492+00
6b062aeb-cf01-4d2f-9dbe-1e8a270da809	6e72d06e-3170-4d22-b7c5-0b008b28b6b7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.496492+00
2d12fd85-3140-4f85-88b4-3f0c779e65b1	6e72d06e-3170-4d22-b7c5-0b008b28b6b7	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.503987+00
a1a4a9b3-539c-4690-8e04-6cdee07d6b38	6e72d06e-3170-4d22-b7c5-0b008b28b6b7	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.511855+00
70dc69ee-bd69-404d-b6c7-3429408f61b2	95e7bec7-94a8-40ff-b25e-f0007cd047be	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.563508+00
e1825c3d-361d-4f7b-8ac0-9c7a75e0f1d5	95e7bec7-94a8-40ff-b25e-f0007cd047be	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:52.571314+00
f61df20b-30f5-4370-aab9-e8f0ea6cdff8	0915f6a5-8bee-49d6-ae54-aaf56439272f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.628202+00
df3f56df-d734-431c-a29e-b64efaf84bed	0915f6a5-8bee-49d6-ae54-aaf56439272f	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.635933+00
23d19a65-6013-43b1-aae6-0e585f7c6506	fd47c072-e5bb-46ed-96d6-d96711c2f004	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.701429+00
03894656-b851-486c-8243-e7a44a618a80	fd47c072-e5bb-46ed-96d6-d96711c2f004	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.709128+00
e8466444-56f5-4c3a-b0d0-4ba70556ee26	b74aec6d-3cae-4812-b3d4-6741c65505af	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.755859+00
0e4e2bbb-9c4e-45cb-8abc-a9e76abfcd3d	b74aec6d-3cae-4812-b3d4-6741c65505af	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.763298+00
33eb81b7-d08d-4f69-aa58-5e292111ffc1	b74aec6d-3cae-4812-b3d4-6741c65505af	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.770886+00
8b5d3fca-9cad-4fe6-b941-1f1ef38992fa	b74aec6d-3cae-4812-b3d4-6741c65505af	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:52.778547+00
5dea64c2-82a9-4dc8-96f6-c8cee1db61d9	520b9c9f-c52d-4952-8f78-9fda1e9bd481	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.815444+00
fd2239d0-f189-40ac-a45b-136db5b39404	520b9c9f-c52d-4952-8f78-9fda1e9bd481	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.823213+00
58e5f387-d55d-41d1-9432-ded629d10bb7	520b9c9f-c52d-4952-8f78-9fda1e9bd481	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.830962+00
96dcd088-053f-4959-888f-4e684ae65992	520b9c9f-c52d-4952-8f78-9fda1e9bd481	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.838683+00
01b5370b-976c-4c0b-80a6-9913eb0dc235	b4c01ace-474a-4291-acda-125d39867953	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:52.874258+00
d25ad5d7-451b-4abd-8e01-45e4ba330144	b4c01ace-474a-4291-acda-125d39867953	af2a5d96-1682-4076-a247-553a12637b3a	t	2026-11-26 00:40:52.882446+00
11b5c5fc-62ba-40f3-b481-35d9ceb8d9b5	897c5799-9c6b-4d8a-9763-0ca0f9df2374	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.911481+00
4b7a57a6-d131-4d5e-b710-2b0b2f1321a5	897c5799-9c6b-4d8a-9763-0ca0f9df2374	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:52.919268+00
48acbfee-4193-4b64-ad89-c68c0d3471fb	623b8e2f-5082-4fff-a101-df686a174c60	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:52.949043+00
221389a2-4bf9-4a0c-82b7-76f1cb0798f4	623b8e2f-5082-4fff-a101-df686a174c60	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:52.956583+00
2b277fca-feeb-4b15-8487-123e62460d0f	ecc93c90-2f48-477c-b427-acccc2d7816c	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:53.032039+00
1d8a6eea-24ca-4348-a75c-fcfe3bccb2c2	fc65d6d3-8e8c-492f-87fc-7fce12584f89	392ec33c-5a67-4937-b948-a4a3eb886c22	t	2026-11-26 00:40:53.074124+00
\.


--
-- Data for Name: eats_reviews; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_reviews (id, dish_id, author_id, body, helpful, unhelpful, helpfulness, hidden, created_at, updated_at) FROM stdin;
bdab6a67-8a72-455c-bc0e-5733c3d85b43	109c6061-6774-4e3d-9f0d-5808f9fba066	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:38.98799+00	2026-11-26 00:40:38.987991+00
e9683657-3412-4a64-bafa-47ab8bc6e315	9149aec7-1568-43ab-b1a0-009c2ac0d486	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.044498+00	2026-11-26 00:40:39.044499+00
5ec675d2-8e41-48e0-b1e9-e8c5730c79e9	13d2d275-c36d-4fb1-b567-eac1fa77788d	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.093053+00	2026-11-26 00:40:39.093054+00
1dd6ce04-b662-4537-9b43-f9d2d6ddf732	88c3770a-043c-4430-927d-6f1a8a071581	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:39.15058+00	2026-11-26 00:40:39.15058+00
0bf3e0df-b464-4ceb-8369-aa38cddd8c95	3376734e-6e8c-4cec-a628-d5dff30bd03e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:39.203961+00	2026-11-26 00:40:39.203962+00
5f6e4dc6-eecc-4e60-a150-8b493a2b3cc1	a655e517-0c60-4936-87e5-c4992be47a41	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.253936+00	2026-11-26 00:40:39.253937+00
9a6a1713-360e-4d1b-9257-58217d47688c	a655e517-0c60-4936-87e5-c4992be47a41	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:39.304774+00	2026-11-26 00:40:39.304775+00
cec65eb9-ea92-4c15-8339-347580423ee9	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:39.330993+00	2026-11-26 00:40:39.330995+00
5c21a98a-2244-45ba-8e14-e59486841008	9d257f08-9cab-44f0-9a5c-6e9298b5b6df	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.369404+00	2026-11-26 00:40:39.369405+00
ff8a9145-4e84-4100-9e08-664208fe31fc	1ea0497c-a766-4eaa-9083-e95877037060	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:39.423111+00	2026-11-26 00:40:39.423112+00
8246679e-5013-4639-8d77-f1c1f7d8ce06	e3e2e37d-17b2-4bbf-9764-a2b9bfc5132f	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:39.469665+00	2026-11-26 00:40:39.469666+00
675b0495-cb9c-4c22-bb33-0697c0c97439	b5584c26-3717-4ffc-a386-6849124a6333	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.526346+00	2026-11-26 00:40:39.526347+00
2711a98e-bf68-436b-837e-09ebe7f29161	cd02f959-33d0-416d-be66-6dc04f443af1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.576303+00	2026-11-26 00:40:39.576304+00
380e2012-649c-4d3d-9059-28d058957a1c	cd02f959-33d0-416d-be66-6dc04f443af1	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.616405+00	2026-11-26 00:40:39.616406+00
b756667d-3f22-4825-a299-9bcf3c8a5ad5	9501921d-b798-4a83-aea9-c3c8c303fd8b	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.690302+00	2026-11-26 00:40:39.690303+00
2d5ba920-510b-4f79-8d38-219e598ba24b	9501921d-b798-4a83-aea9-c3c8c303fd8b	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.734833+00	2026-11-26 00:40:39.734834+00
22744f7f-669b-4d35-aee5-22da5af15121	69cf7148-bfce-400d-88eb-b3ca6d67604a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.772443+00	2026-11-26 00:40:39.772444+00
a48df973-7613-441d-b53d-81f7b0105832	69cf7148-bfce-400d-88eb-b3ca6d67604a	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:39.821412+00	2026-11-26 00:40:39.821413+00
5b732f0d-ca0f-4de5-ab32-d2ee3afeaa7b	d959559e-d5a1-4831-8b3d-f0b193ebe38f	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:39.867392+00	2026-11-26 00:40:39.867393+00
7baf9d50-0992-4159-9c28-956d1b8f049d	4d3d7bd4-430f-4690-abdb-4e8042eee399	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.923855+00	2026-11-26 00:40:39.923856+00
dfb127f9-6f8a-47ac-9998-61e446b00a43	4d3d7bd4-430f-4690-abdb-4e8042eee399	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:39.971909+00	2026-11-26 00:40:39.97191+00
8621a97f-a033-42d8-805d-6eb3a5434418	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:39.996442+00	2026-11-26 00:40:39.996443+00
2493d3cf-9b08-4422-b226-23abf8b6d298	dc3604d9-17e9-47d2-bfc3-cdc7387636ed	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.044287+00	2026-11-26 00:40:40.044288+00
fa342f7a-928d-49db-95ce-78db7a1aa054	4266da52-a437-4821-8688-8c5264140f84	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:40.081629+00	2026-11-26 00:40:40.08163+00
40c5700f-1721-430f-8487-0b87f8c86a1f	0a6080e4-da9f-43c2-9cb1-50aecf044976	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:40:40.153297+00	2026-11-26 00:40:40.153299+00
47eefaa0-39d8-4d6b-a621-3855c7e35496	0a6080e4-da9f-43c2-9cb1-50aecf044976	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:40.172814+00	2026-11-26 00:40:40.172815+00
dad2451c-a572-4fb8-9f32-ac6a14dcbffb	1958ec73-d360-478e-8ed8-81503616fa2b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:40.203988+00	2026-11-26 00:40:40.203989+00
9670852e-b116-4a26-b7bc-e34dc2f65727	944453c5-ad4c-42cf-a9fb-b19d096c258e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.255975+00	2026-11-26 00:40:40.255976+00
349d2852-3629-43d6-88ce-1749339d51c3	d0684285-0b88-443e-a324-0288a4334cb3	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:40.314488+00	2026-11-26 00:40:40.314489+00
c09cd909-6768-4c73-b6e5-41a34bcac62d	2f3b2024-a5e0-4fcf-9abf-d148ae87750a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:40.376233+00	2026-11-26 00:40:40.376234+00
6f058d06-6e13-4eaf-8e8f-b61ceb7e07c9	d3b72b6e-ad4f-4616-91f6-921b50f35cd0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.416773+00	2026-11-26 00:40:40.416774+00
c890bd7f-fa6d-496a-b17f-c9b756ad6abb	8803a758-0a49-43d3-a345-9ba536959944	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:40:40.444993+00	2026-11-26 00:40:40.444994+00
4736c257-0df9-4ca1-a115-d3830d5497e5	4b5a858d-3a08-4496-88f7-efbef16ed8dd	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:40.475252+00	2026-11-26 00:40:40.475253+00
d1376fd4-15e1-47eb-b8fe-0c541c1ee1c2	ffd1d77b-529e-42f9-92e2-23582bdea6f1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.533739+00	2026-11-26 00:40:40.53374+00
fdf8aac9-5473-40ea-947f-90227081f14f	385a7648-49f7-4eb3-bdd3-a16b697e9df3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	4	0	0.5101091596030786	f	2026-11-26 00:40:40.579975+00	2026-11-26 00:40:40.579976+00
3d6db4f3-2469-4346-95bf-5409880a4bc2	4190ee58-ef90-413e-8495-7d24bcb4d284	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:40.649693+00	2026-11-26 00:40:40.649694+00
107d9b83-a850-487b-a793-24088277a469	6bc55a74-5eda-4364-a0c5-535e2ea30fc3	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.70488+00	2026-11-26 00:40:40.704881+00
b5aadd32-250e-4278-919c-f61b7f9ab059	978d22f8-7ddb-4830-a780-fe5880528843	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.73908+00	2026-11-26 00:40:40.739081+00
c16eba26-c80d-4452-97df-df37568d0f9e	978d22f8-7ddb-4830-a780-fe5880528843	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.763184+00	2026-11-26 00:40:40.763185+00
d6841b70-a174-4b8f-aba1-caad198e6d47	834f0d68-bd21-497b-af84-ac87247be6bc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:40.798606+00	2026-11-26 00:40:40.798606+00
6bb38dbe-e253-4f7d-8a70-19d8f4b81d29	2cdf681b-725a-455e-84ec-a2f8be86fe14	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.499944+00	2026-11-26 00:40:41.499946+00
952463b9-1d28-4caa-8a4e-82b5605e84cf	ae2d9a1b-da40-4c21-a920-34de174add79	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:40.847574+00	2026-11-26 00:40:40.847575+00
ca2cbb95-141f-4a3f-a34c-7e89c968645a	4197b901-234a-4efd-be2a-3b6e06594a46	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.528439+00	2026-11-26 00:40:41.528441+00
f098aee9-425c-4be1-bb54-8f00c7d5fdac	29e183aa-77f6-439d-9583-105c8162b9d7	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:40.89154+00	2026-11-26 00:40:40.891542+00
0cbb47af-fb27-4096-a762-bdcd444e2987	29e183aa-77f6-439d-9583-105c8162b9d7	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:40:40.94228+00	2026-11-26 00:40:40.942281+00
10838b66-955e-45be-9aae-693430a79275	4197b901-234a-4efd-be2a-3b6e06594a46	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:41.563989+00	2026-11-26 00:40:41.56399+00
e1efe7c0-7910-440b-9e99-ddf9d60e3bd6	203754eb-ff00-49c2-82b2-8a1447161928	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.000114+00	2026-11-26 00:40:41.000116+00
47e481c1-3ef3-46dd-9db5-d321750e8e06	213bf5c5-98b4-48fe-b267-21f6281e4f72	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.606712+00	2026-11-26 00:40:41.606714+00
69d2e0ef-b20f-4c66-8e8d-47f8f3d3b7ab	eaf880f8-6648-4fde-afd9-28d10c0139d8	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:41.052287+00	2026-11-26 00:40:41.052288+00
a0d40ad3-7512-41f1-a737-eac0034610dd	213bf5c5-98b4-48fe-b267-21f6281e4f72	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.642322+00	2026-11-26 00:40:41.642323+00
33414eeb-25a3-49b4-bcb1-bdadb218c556	ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:41.091745+00	2026-11-26 00:40:41.091746+00
bfdfd55c-c0c7-4f7a-b82d-074839bd6cf6	2f2bed06-3ff4-4915-8ab0-61d243e757f9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.684178+00	2026-11-26 00:40:41.684179+00
1364c50f-7f13-43cd-a8a8-d7ec94bcea9e	ae5071b9-ee3a-4bb8-93ac-9fddd368a16b	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.141701+00	2026-11-26 00:40:41.141702+00
dff9e4e5-ebc4-4dbe-917f-87ebfb3b5b7e	858680f1-df5a-4508-acbb-138b1655955c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:41.168882+00	2026-11-26 00:40:41.168883+00
5f373bff-8f4e-4d23-b8dd-c6cf0ca4d14d	9744b6fd-9829-4894-b416-519bf426c4cc	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:41.743232+00	2026-11-26 00:40:41.743233+00
30b2abff-8316-48b4-bf65-8d71327aa87a	858680f1-df5a-4508-acbb-138b1655955c	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.204808+00	2026-11-26 00:40:41.20481+00
a0ee49fb-a0cd-424c-82c5-e20f3417f198	9744b6fd-9829-4894-b416-519bf426c4cc	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:40:41.796776+00	2026-11-26 00:40:41.796777+00
6e403d3c-4879-4f41-9687-71b96e9a3d83	3fbe21da-d19f-4f5e-a768-c90c018d3ab7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.241852+00	2026-11-26 00:40:41.241853+00
edd0ba1c-481f-4fd9-a888-dba0d1dc078f	a14cbd4a-980a-4e55-ab5c-1735150468e1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.817842+00	2026-11-26 00:40:41.817843+00
c9a6a6aa-58dc-4add-bd6a-7863909e8228	d4b4ef65-b7be-44d8-bff0-58d98e898910	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.320034+00	2026-11-26 00:40:41.320035+00
ea12662f-aa05-49b1-8cef-f8a7ee7a813f	0c3825dd-96e6-4064-b841-e05aea091e8f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:40:41.351521+00	2026-11-26 00:40:41.351523+00
090b8da3-b3c4-491e-a880-8982a02f4511	0c3825dd-96e6-4064-b841-e05aea091e8f	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.379544+00	2026-11-26 00:40:41.379546+00
60f69046-2bd4-4226-ad8a-db6cbc32235b	a14cbd4a-980a-4e55-ab5c-1735150468e1	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:41.86263+00	2026-11-26 00:40:41.862631+00
58f18e0d-1c34-4f11-b424-98830caa53c6	34767800-a101-4324-bf94-ebd82d434e1a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.436683+00	2026-11-26 00:40:41.436684+00
ce7d50ec-24f2-423d-83d5-73c12e31514f	c90fb93a-9d05-4fe9-9868-cbb90a6f7d6a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:40:41.91638+00	2026-11-26 00:40:41.916382+00
66048474-efce-4cf4-87f0-4e72f7986cc0	9da94af6-42bf-4eca-b040-dca0f7b9fb38	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:41.990063+00	2026-11-26 00:40:41.990065+00
889d8d52-6a0d-4fdf-8899-071e2cb15dd0	57507856-46f4-4997-a03a-66cd9bf2f4be	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:40:42.022162+00	2026-11-26 00:40:42.022163+00
8307b95a-ce20-4c3b-891f-9cd386206c54	57507856-46f4-4997-a03a-66cd9bf2f4be	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:42.035106+00	2026-11-26 00:40:42.035106+00
6026364a-8005-4d4b-9f14-3c6f042b502c	95c4cc89-63ef-474e-a22f-ce5e70209d75	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:42.068436+00	2026-11-26 00:40:42.068438+00
dd92537b-251d-4064-9559-582fc6442ddf	95c4cc89-63ef-474e-a22f-ce5e70209d75	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:42.104177+00	2026-11-26 00:40:42.104178+00
0933cd82-c9d7-4d10-ac28-4d1c2f1789ac	b3b64d7d-cd44-45cc-a047-61cfd0770f92	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:42.193936+00	2026-11-26 00:40:42.193938+00
a2ec6e52-64b7-49cd-bc3b-c82744751e8f	f3dbdc8c-2922-460b-984b-02ff23d07181	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:42.251985+00	2026-11-26 00:40:42.251986+00
7601b966-b2d8-4942-a7ac-c571ff9c4039	f3dbdc8c-2922-460b-984b-02ff23d07181	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:42.293441+00	2026-11-26 00:40:42.293443+00
57fc74dd-59ed-407f-bbe4-0b67a5386a9c	b6f70843-a604-410e-957c-6250cb95f50e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:40:42.344307+00	2026-11-26 00:40:42.344309+00
5aab331e-e548-494a-8e2c-3c749506c843	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:42.389685+00	2026-11-26 00:40:42.389687+00
dd9c1064-155f-4df1-ae37-fdc46c6090e4	6e29de9a-1c6c-4995-96ee-fa782b7b1de3	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:42.434886+00	2026-11-26 00:40:42.434888+00
801d7133-ca58-440d-b05c-7165bd9f85f3	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:42.46805+00	2026-11-26 00:40:42.468051+00
dc856b88-bd4c-4d29-aeee-065cb1f66423	10379d3e-bd61-4501-b1a5-a9c9b07b62f7	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:42.520321+00	2026-11-26 00:40:42.520322+00
b2d4f273-8e43-4f4c-b38b-0a00f43b77da	4d52d8b5-1975-4fd5-83ac-5e6f2f11b97f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:42.588512+00	2026-11-26 00:40:42.588513+00
32a2bcf9-07ba-4878-a829-ee64d06c5263	18b15146-6c6c-43fd-ab48-3f20a0ab2366	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:42.631416+00	2026-11-26 00:40:42.631417+00
95b22c20-b8c6-407b-9b52-d92c5424c326	18b15146-6c6c-43fd-ab48-3f20a0ab2366	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:40:42.676199+00	2026-11-26 00:40:42.6762+00
470bd063-bbef-420d-9c27-dfda1ee09995	d7356c01-7533-483e-8141-ea58c5eef3e5	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:42.729693+00	2026-11-26 00:40:42.729695+00
ecd2a6cf-a8a6-4736-9f86-cd3e41fcafe6	d7356c01-7533-483e-8141-ea58c5eef3e5	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:42.759255+00	2026-11-26 00:40:42.759256+00
6820dd15-1e7a-4aa6-8a89-228d20393290	4e2766fa-4b31-4fe7-8831-4f38d8ddd111	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:42.808823+00	2026-11-26 00:40:42.808824+00
73071e0b-1cf6-4459-8a68-9cbbb6b12688	61688001-5462-47b9-90b5-bd65cf1d5f0c	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:42.884429+00	2026-11-26 00:40:42.88443+00
41e4c709-1708-4876-977d-e249db1c2f78	ba730f8e-2df0-4e95-8d7e-aa02542d82bf	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:42.945695+00	2026-11-26 00:40:42.945696+00
12699750-9d27-45ca-af40-6b9d7142ace1	9e90bc01-4aa0-4cdb-9ccb-28d8bc952658	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:42.994191+00	2026-11-26 00:40:42.994193+00
f604d5e9-3108-4041-ba8d-2cafebc23974	429bc993-2206-43b8-80cf-ee8a5e9875fe	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:43.062805+00	2026-11-26 00:40:43.062806+00
cf055dfa-eeb5-4116-8cd4-8b17de7c628e	d0700892-abee-45b8-a1be-7cef6ebb3b02	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:43.10262+00	2026-11-26 00:40:43.102622+00
472cce31-ed6d-43fd-bdf2-ebeba9311e2d	d0700892-abee-45b8-a1be-7cef6ebb3b02	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:43.130796+00	2026-11-26 00:40:43.130797+00
dca1b159-f895-47b3-9f75-b018b58e5ec0	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:43.156606+00	2026-11-26 00:40:43.156608+00
6cd11663-8f9f-4041-93b2-ae79d3ddfdb6	c06a0e1e-2d5f-4c7d-b0c4-1f935df54bfc	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:43.207289+00	2026-11-26 00:40:43.207291+00
7bb6b904-dd71-4068-af48-b33c87c734c6	51873542-b271-47da-81e3-1e5aa0e98e02	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:43.272109+00	2026-11-26 00:40:43.27211+00
b1052009-c203-4832-ac2c-0eabea1f6c3c	e91c7eb5-bacf-4780-86de-22dcde7ed1af	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:43.330177+00	2026-11-26 00:40:43.330179+00
14d78c34-26d8-4d0b-bb4c-aeda09b4e6c9	29e1f6bc-6130-49bf-abea-c925da1431ec	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:43.384167+00	2026-11-26 00:40:43.384168+00
f28c891a-bbc7-4a55-bfe0-904608da9020	29e1f6bc-6130-49bf-abea-c925da1431ec	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:43.43211+00	2026-11-26 00:40:43.432112+00
90d0416d-5e2a-49a9-907c-575b71df228b	3876b7e6-274e-4a0d-8062-fbaa28fa1faa	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:43.506298+00	2026-11-26 00:40:43.506299+00
d9d9b3e5-b2d7-412d-ae58-b9d5fc558e73	3876b7e6-274e-4a0d-8062-fbaa28fa1faa	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:43.539595+00	2026-11-26 00:40:43.539597+00
4d8a41c1-22cb-4fd5-a9d7-3a4682e174a4	9d6820c8-65ac-4868-bb80-7cd905c73480	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:43.57282+00	2026-11-26 00:40:43.572821+00
f8257764-f670-4392-8565-95cc9604d7c9	9d6820c8-65ac-4868-bb80-7cd905c73480	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:43.630445+00	2026-11-26 00:40:43.630446+00
964b4309-0860-4489-a14e-dc0d7d29ca8a	828bb55c-cc89-4826-b3e3-ecbb40b5672f	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:43.679165+00	2026-11-26 00:40:43.679167+00
fb71a1a8-d816-4626-8dd6-e7d14f358d68	78a27fd1-fad8-4495-af44-2a38e2a52f81	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:43.736324+00	2026-11-26 00:40:43.736325+00
f22680a3-47bf-4cf7-8a94-a6bb7e89f688	cad53cdd-353b-4a27-a9c9-f648e9fe3d27	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:43.792535+00	2026-11-26 00:40:43.792536+00
9b027386-7a47-44fc-8616-fc4579250133	05599310-b40e-4f63-9afe-207659e03acc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:43.828481+00	2026-11-26 00:40:43.828482+00
7b8d30ef-db08-47f1-96a2-d576a532f957	05599310-b40e-4f63-9afe-207659e03acc	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:43.853248+00	2026-11-26 00:40:43.853249+00
490c60fe-5d1c-4428-a08a-5242d99287cf	a356d7a6-d034-4ee8-802d-d664f97ba8ab	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:43.901303+00	2026-11-26 00:40:43.901304+00
2eaa206b-ff93-4a56-b6cd-9d232705c994	d8ec3d03-a22b-40d9-99c8-476ee64a7e05	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:43.957837+00	2026-11-26 00:40:43.957838+00
a2a47622-071e-4146-afa3-cd7a3da172ce	75ac7b29-f314-4baa-9c56-2879898f02cc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.000274+00	2026-11-26 00:40:44.000275+00
dc94982d-85b3-42fc-b1a0-e89564277a46	9fd8df5f-9f00-4295-82ff-1dae85c419e6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:44.063066+00	2026-11-26 00:40:44.063067+00
bba7df7e-f9e6-44f1-82de-6a4e50085418	bfea06e5-cc4e-446d-8636-67f12c700e59	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.131416+00	2026-11-26 00:40:44.131417+00
08189afc-e820-4627-98b1-a1311cf9b616	bfea06e5-cc4e-446d-8636-67f12c700e59	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	4	0	0.5101091596030786	f	2026-11-26 00:40:44.170184+00	2026-11-26 00:40:44.170185+00
d8efbb67-adb6-4e49-8f9f-53db4a37dc0f	ae7529bb-d127-4258-8204-61e0b8372e35	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:44.213474+00	2026-11-26 00:40:44.213475+00
9a3f92c7-42c3-4a51-9cf0-7bb3af2c186d	ae7529bb-d127-4258-8204-61e0b8372e35	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.246568+00	2026-11-26 00:40:44.246569+00
6824fc37-53a1-46da-8b5b-f18d49c84d11	0ce3ca30-37d7-4719-a48a-31c8ba744f55	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:44.307114+00	2026-11-26 00:40:44.307115+00
d437ed58-b967-4095-a8a1-362742e9bfe7	0ce3ca30-37d7-4719-a48a-31c8ba744f55	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:40:44.345535+00	2026-11-26 00:40:44.345536+00
af3ba301-7502-4f47-bc44-0053c5a46b83	9c5396a2-9151-48cc-bda9-e5cbfc43a48a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:44.363743+00	2026-11-26 00:40:44.363744+00
6dbc73a2-9fbf-4fd1-888a-6a0666df7810	9c5396a2-9151-48cc-bda9-e5cbfc43a48a	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:44.401453+00	2026-11-26 00:40:44.401454+00
c7d1f762-998e-4443-994d-fde8dd6cb353	93878edc-bc86-41bf-9619-50e1a12b9e20	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:44.436315+00	2026-11-26 00:40:44.436316+00
870346c5-0368-4d1e-b575-3f27c4344a5c	eaa2afb3-3ecf-4188-b8b3-46556cec2d67	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:40:44.471868+00	2026-11-26 00:40:44.471869+00
bf6f665c-5518-4c5d-8024-617032221d53	2200d78b-38c3-4ffc-87fe-33a3de6b22ca	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:44.495243+00	2026-11-26 00:40:44.495243+00
bebade11-dc4f-4698-a547-111d15195251	91422790-e6c0-4e32-8b5e-825c3284aefc	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.566569+00	2026-11-26 00:40:44.56657+00
d83b73f6-6c4d-4d5f-9318-07f36309dc7f	802f8c81-76a0-4af9-b2d6-f6039eb9553f	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:40:44.614574+00	2026-11-26 00:40:44.614575+00
2beaa6ba-699e-4802-bfbd-69ce30a6d180	802f8c81-76a0-4af9-b2d6-f6039eb9553f	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.639067+00	2026-11-26 00:40:44.639069+00
d2982de3-0f22-464d-9ea6-7935a1dbeab8	0162e4e3-219c-44b7-91a2-565d2a202cb1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:44.674329+00	2026-11-26 00:40:44.674329+00
bd41a465-7bf0-4c54-9416-ed6e60383b62	0162e4e3-219c-44b7-91a2-565d2a202cb1	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:44.714603+00	2026-11-26 00:40:44.714604+00
a6b60557-6657-4be4-8189-9aa7aa532cee	2ef654ad-f0f5-4a3e-a3ed-d787d5f55bed	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.77338+00	2026-11-26 00:40:44.773381+00
5f1a1297-42ca-4513-90ac-ba91f03c3379	6c5a6990-170b-43ce-9029-7b0d77ff5afb	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:44.840853+00	2026-11-26 00:40:44.840855+00
3b939250-85cb-4917-84e4-54cba5932025	48418e23-8ae4-4b08-80dc-57423feb12dd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:44.863396+00	2026-11-26 00:40:44.863397+00
ef6a5177-a462-4699-9151-30b9c957544e	48418e23-8ae4-4b08-80dc-57423feb12dd	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.902463+00	2026-11-26 00:40:44.902465+00
4c881ce8-8cda-4231-b10d-677d5594b109	66e4ca72-8342-43d7-a3b8-802c864bbbe0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:44.945398+00	2026-11-26 00:40:44.945399+00
463fbb76-d142-438e-a917-5cce0ed3e29d	a7b5a22b-6a00-41a2-bf6e-e1c19c122cb4	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:44.987732+00	2026-11-26 00:40:44.987733+00
6c2cc1cc-e41c-4a4d-acbb-6ab1bd7dc5fb	8e18c677-2436-42bd-a05c-848192e2b041	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.062661+00	2026-11-26 00:40:45.062662+00
2e8a17d2-11cb-4135-945c-3cf0496ae1f1	f9ccfe61-193a-425f-b8a5-61af2c965a98	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.094288+00	2026-11-26 00:40:45.094289+00
4cc5d33c-5814-4825-88e2-5c6b1a88902b	f9ccfe61-193a-425f-b8a5-61af2c965a98	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.121821+00	2026-11-26 00:40:45.121822+00
0327a517-79c3-4207-b680-58e78fa771f4	add94bfa-dc42-4f65-a1a9-4b6d44c96bd2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.150128+00	2026-11-26 00:40:45.150129+00
4449a199-5625-4d51-952d-f71930497684	a5263261-4f77-4967-bb86-c4d89ca4b121	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:45.191717+00	2026-11-26 00:40:45.191719+00
f11e5ca0-b514-4f87-83dd-ae8c623c3a31	d9838a7c-4224-4536-b7ae-c2b896b7f02e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.233607+00	2026-11-26 00:40:45.233608+00
1b320ffd-63e9-4c88-b3b2-6571ba91cc99	d9838a7c-4224-4536-b7ae-c2b896b7f02e	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.346849+00	2026-11-26 00:40:45.346851+00
2e8fffb6-44fb-49e9-a33b-fe43cc0e7812	cb401f52-d6bc-4ab5-a3ac-053a6ad8a1b6	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.36834+00	2026-11-26 00:40:45.368341+00
cf0e09da-c556-4cdc-8f13-6f41e6ecd5ca	c063c284-ac47-4536-9054-bb479f7b5520	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:45.424594+00	2026-11-26 00:40:45.424595+00
75e6344d-f87e-4243-9ff8-51b257ab875e	f8625171-8020-4ccb-a5dd-399a87f37e3f	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.47348+00	2026-11-26 00:40:45.473482+00
53b1adbf-d31b-4747-b5ed-9805542406c2	17b1899d-e06f-4409-82b5-37ef790e9393	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.508528+00	2026-11-26 00:40:45.508529+00
b4f39c2a-1a63-4906-948d-2e046e3d0bb5	17b1899d-e06f-4409-82b5-37ef790e9393	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.53959+00	2026-11-26 00:40:45.539591+00
6e3799e2-b630-47f1-a7c4-703875b17eb1	2f2b081b-6bc5-48da-8abb-d379433d6e1a	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.604422+00	2026-11-26 00:40:45.604424+00
6dda59ec-512c-42fc-9e61-f64eedf38cb6	2f2b081b-6bc5-48da-8abb-d379433d6e1a	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.642462+00	2026-11-26 00:40:45.642463+00
77fbb0c4-2324-45e1-9f45-5d376b430169	25146611-7a0a-41d8-be6a-dd61ab83336e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.670594+00	2026-11-26 00:40:45.670595+00
a312a502-7136-4b33-9e3f-14a9c37cee28	25146611-7a0a-41d8-be6a-dd61ab83336e	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.702719+00	2026-11-26 00:40:45.70272+00
794c2b03-f3e2-4420-bf38-dbac26ba83af	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.756686+00	2026-11-26 00:40:45.756687+00
e612d8a4-dc07-4c5e-aa76-d88a5925e530	4e46e1ca-9f2b-40d6-a9fb-9a8cab5925d8	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.796854+00	2026-11-26 00:40:45.796856+00
798b92bc-3dbc-4d84-abfb-b3f953ea4f5c	4240d615-bbea-4b35-b412-6d8f38322c28	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.82004+00	2026-11-26 00:40:45.820041+00
4b9ec228-13da-4348-8b10-3fae5e08896b	4240d615-bbea-4b35-b412-6d8f38322c28	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:45.851875+00	2026-11-26 00:40:45.851876+00
e70fb4bc-0720-4dd0-a2dd-0902e400b74e	5015408e-5bef-489b-9a6b-ca07c9df5498	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.88995+00	2026-11-26 00:40:45.889951+00
3e4c26fd-7128-49d0-b74e-bae83790741b	5015408e-5bef-489b-9a6b-ca07c9df5498	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:40:45.914577+00	2026-11-26 00:40:45.914578+00
72c20fa0-0cdb-4800-a43f-cccc78d6a9ae	e455d791-4848-4366-a778-5668728bf8fb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:45.96506+00	2026-11-26 00:40:45.965061+00
edc8d3e7-1178-4d97-8434-9099ac27f193	c5c146ac-abfa-4094-bff0-6f9799220bed	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:45.992275+00	2026-11-26 00:40:45.992277+00
ac9e27c6-3e27-4b50-a01d-7eade1fc6ae4	2dca5234-8b92-4c32-b487-3e5ed0b2f9ea	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.036787+00	2026-11-26 00:40:46.036789+00
47b9a7f0-a05d-4c95-9762-dfec4d273cf1	ff94a4b6-37b6-4f9b-b848-5e08d05d0cd1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:46.095859+00	2026-11-26 00:40:46.095861+00
9dceac93-3631-4608-b014-364a39a35a8d	426930a7-11ac-445f-aa39-ef2417c32ab8	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:46.134013+00	2026-11-26 00:40:46.134014+00
351ddf0e-4b04-4041-876f-5c7ff28e41a4	426930a7-11ac-445f-aa39-ef2417c32ab8	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.165684+00	2026-11-26 00:40:46.165685+00
b5767918-2a24-4a6b-b093-396229ec5dcb	93be31a8-a71d-4d18-8b64-62809badad2e	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.255098+00	2026-11-26 00:40:46.255099+00
1be82fc8-c3d2-4f09-8df7-a54a0dc219e0	93be31a8-a71d-4d18-8b64-62809badad2e	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.300202+00	2026-11-26 00:40:46.300203+00
63378e77-7b08-4925-b587-25426d81389b	9834e90c-97c2-43d2-842b-75c417be81cd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:40:46.335627+00	2026-11-26 00:40:46.335627+00
3fb0e0e7-4e03-40e3-9ef5-bbfca125e713	9834e90c-97c2-43d2-842b-75c417be81cd	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.387743+00	2026-11-26 00:40:46.387744+00
30fdfe38-5a63-4dc4-8865-003e1c3289f2	29803277-7575-45e5-8984-714122d5f2db	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.432756+00	2026-11-26 00:40:46.432757+00
43ed7c0f-b69b-46d6-9915-dd8ba781920d	eed4c664-0c23-48d4-8971-ac7b52b709a3	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.475121+00	2026-11-26 00:40:46.475122+00
69afdc21-a37a-4e5a-8b36-049db56a1696	eed4c664-0c23-48d4-8971-ac7b52b709a3	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.520748+00	2026-11-26 00:40:46.520749+00
5e6f900f-08c8-4ba8-adf7-066557064c5b	80c1e402-59b7-49db-ae53-8db3b1d3dc70	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.576912+00	2026-11-26 00:40:46.576914+00
a3a31186-4f6b-45a5-bb47-5e4961fa06cf	f460d89c-77d0-487a-9e7f-6c2ec18b47c9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:40:46.614747+00	2026-11-26 00:40:46.614748+00
88ab7583-eac6-46b1-8b83-22cc0ee31d7d	39aa9dcf-b1a9-49bc-ac7a-b5ff5d90c29d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:46.676871+00	2026-11-26 00:40:46.676872+00
fd3e332c-b3aa-4e30-9da2-16c0417b2a9e	083d0886-5fd7-4015-b411-8ac47bdf6deb	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.722681+00	2026-11-26 00:40:46.722683+00
8e8f3d6e-2514-408b-9dc5-79c3a58581ac	64363f37-b93c-4bc6-9848-fed3c91abbb1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.779333+00	2026-11-26 00:40:46.779334+00
c255168c-c209-441a-929e-285d9b0fc9df	d96d1b03-30f4-4949-8dda-a77b0047e5aa	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.852752+00	2026-11-26 00:40:46.852754+00
b49fc1f9-ee93-436d-a0cb-7f1a96700a9c	16c26bb0-b3ff-4b89-a077-7fcb459ca547	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:46.919015+00	2026-11-26 00:40:46.919016+00
735abe5c-18a6-4b9d-8ac3-cbebcc48d5f3	06db030f-3627-4fbf-af73-abbf64b19d58	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:46.95005+00	2026-11-26 00:40:46.950051+00
14d2c0a9-7bb3-494f-a833-9f7e9344b106	06db030f-3627-4fbf-af73-abbf64b19d58	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:46.970101+00	2026-11-26 00:40:46.970103+00
8ce4358b-f8a8-4269-be07-8edf034dc589	f98f2bf8-dd20-494b-90f9-0813a5dc786a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:47.030531+00	2026-11-26 00:40:47.030533+00
6975f34a-2e88-4356-a3c9-ceef415af710	0c8336d0-d5ca-44b7-9af8-5c8f0a931917	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.092836+00	2026-11-26 00:40:47.092838+00
65ffaddb-a49e-43cd-aa91-bf9a0b3dac69	9210fe87-0b64-44a8-a310-a37c277e6d5f	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:47.146982+00	2026-11-26 00:40:47.146983+00
b95afa75-42d0-456b-8f7c-07aa8bb6f6e3	e6a8647e-81d3-4316-9801-4dfc9e5f7473	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.199631+00	2026-11-26 00:40:47.199633+00
5c954894-c21a-41bf-966d-acec097576bf	46eebcba-7524-4fbb-b8a8-adf0773d0971	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:47.281382+00	2026-11-26 00:40:47.281383+00
65892d0a-e6dc-4549-a3b5-1730c74eb6f7	46eebcba-7524-4fbb-b8a8-adf0773d0971	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.323428+00	2026-11-26 00:40:47.32343+00
357f8c48-ceff-4fee-87a2-b21daca76852	9aef000c-1e48-42d6-b619-9752907f9ff1	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:47.358874+00	2026-11-26 00:40:47.358875+00
de718336-4ae4-4d80-9f00-08ed8f857591	9aef000c-1e48-42d6-b619-9752907f9ff1	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.387825+00	2026-11-26 00:40:47.387827+00
29106ad1-b360-4cda-bbef-9e391ae26d0f	c10086eb-5b6e-4045-9901-5302da173a7f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:47.442194+00	2026-11-26 00:40:47.442196+00
1b49b30a-9d2e-4943-aca9-95b20783852a	417737ff-1fa0-499d-b147-a55cc3fb4035	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.507697+00	2026-11-26 00:40:47.507698+00
25a079c2-389a-495b-bdbb-24487c1cad5f	36d764b1-fc56-4547-bf0f-a95fac22eb3f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.538975+00	2026-11-26 00:40:47.538978+00
e38f500a-8501-4c94-9d7d-f95fcd79712d	02fad3d2-7999-4580-929e-e791fc2d5f78	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:47.595199+00	2026-11-26 00:40:47.595201+00
fa1eb2f1-0560-418b-9ceb-198a6e9a7a20	02fad3d2-7999-4580-929e-e791fc2d5f78	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.645563+00	2026-11-26 00:40:47.645565+00
7ee78993-90bc-4951-9f86-7a0401e70f86	8c594ffb-2d80-4572-ab8f-a29b8dddd507	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:47.748055+00	2026-11-26 00:40:47.748057+00
dfa73db0-2cd3-4461-9f83-71e60240d38f	37c703d5-39f0-4cf5-852c-fe1e84bc5cac	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:47.786982+00	2026-11-26 00:40:47.786983+00
73959a11-dc12-4306-9f47-33ee3ee39a03	37c703d5-39f0-4cf5-852c-fe1e84bc5cac	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:47.832954+00	2026-11-26 00:40:47.832955+00
70fdcece-c816-4fa1-a6a0-fb7348243f88	419f99a2-b4c9-422f-be2d-8f1fb9f83cbb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.872161+00	2026-11-26 00:40:47.872162+00
92804652-40a9-456a-abc1-c8e7ea5c41b8	d16da63d-2bb6-4af0-a41d-64683385a666	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:47.913646+00	2026-11-26 00:40:47.913649+00
4e573f37-1041-4034-9c0b-bb7edbe94a9b	3a69478f-2e8d-403b-9210-07904843bb1c	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:47.959315+00	2026-11-26 00:40:47.959316+00
c75903cf-a214-4f5e-98ba-7ff715678f5a	9bdfb388-84c5-4b5e-9958-8c7a8eb14723	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:47.994614+00	2026-11-26 00:40:47.994615+00
0b4adda4-ce77-40a7-a5e0-10c4fa766fc6	c1cecb90-32bd-4fa7-af63-a53753a2118f	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.031295+00	2026-11-26 00:40:48.031296+00
ab027ba3-1378-4781-9081-7c7e3d70cf59	07356c73-dc8f-498b-a38e-1b2cc366115b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.077171+00	2026-11-26 00:40:48.077172+00
aa5db634-f425-48e5-b0fe-6758ab99c8f8	07356c73-dc8f-498b-a38e-1b2cc366115b	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.121434+00	2026-11-26 00:40:48.121435+00
f4d560bb-7fa3-45d0-8e6c-88f48b618174	55295573-0f5c-440b-a6c3-147770f8511e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.170381+00	2026-11-26 00:40:48.170383+00
a0c20ea6-3872-43f6-a856-daa6864d9db6	c3703d3a-bd26-4f5b-ab71-2cc98d03d09e	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.209168+00	2026-11-26 00:40:48.209169+00
c9c14aa5-d7d8-4f6f-a2aa-386c624b2b2f	4c567d03-7f46-44ba-af44-23fab6bc66db	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.286219+00	2026-11-26 00:40:48.28622+00
bac9874c-1893-4a11-b3e1-1c5fce2771b3	0ade7ec5-de65-4e99-a31f-25d5ea8ccfa7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.346658+00	2026-11-26 00:40:48.346659+00
8312b4c6-ab49-4847-808e-ca64316eda76	3e9b27d2-c89e-426a-9189-ef51ebbbd7ee	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.410036+00	2026-11-26 00:40:48.410037+00
4d13373a-6d63-45c6-ad79-f14e62195a7c	1973900f-a5c0-4fae-96f3-1caf6fe37bae	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.455196+00	2026-11-26 00:40:48.455197+00
2a26bebc-4997-4d0f-b3d6-beabee75e916	ddf1926a-ab95-48d4-be32-d9dc438d9dad	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:48.514161+00	2026-11-26 00:40:48.514162+00
378fe818-78c7-41c6-8af3-71e6a6140c65	f5853432-577a-4564-838a-0e140a2563b6	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.597333+00	2026-11-26 00:40:48.597334+00
ba1e45f5-e600-4b63-96bc-c50a8b73ebe1	f5853432-577a-4564-838a-0e140a2563b6	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:48.645625+00	2026-11-26 00:40:48.645626+00
d77f5a4b-a9e6-4a64-9239-0de52c5ea544	b125411e-d05a-465f-9c6a-0b2a485e2b50	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:48.693257+00	2026-11-26 00:40:48.693258+00
a7ba505e-9fc3-4b36-a749-94d5af612d5f	87f5afde-e288-453d-95f4-bcc8b47d5e17	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.737879+00	2026-11-26 00:40:48.737881+00
59ad96b4-eba4-415b-8888-a50dad6db9a0	9241950f-4a8b-4d66-ac25-15bedf33b965	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.778659+00	2026-11-26 00:40:48.77866+00
c3358a0a-1078-4853-a85e-5441d0febafd	9241950f-4a8b-4d66-ac25-15bedf33b965	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.824974+00	2026-11-26 00:40:48.824976+00
5be64025-f624-4eeb-80b5-98dc51def346	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.870748+00	2026-11-26 00:40:48.87075+00
a403e5df-2428-41a1-9d8e-b0ede59945cd	66bc7ac5-f268-47c6-ab1d-d91879b7aed2	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:48.914936+00	2026-11-26 00:40:48.914937+00
94de93a7-454f-45f0-a147-4d2145de617b	d52698db-9c17-4ffb-badb-3217aff6748c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:48.951643+00	2026-11-26 00:40:48.951644+00
6948364a-32fd-4895-9b53-602a564f8598	d52698db-9c17-4ffb-badb-3217aff6748c	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:40:48.980105+00	2026-11-26 00:40:48.980106+00
3ded836a-8448-448e-8e5f-f5acf4a100ea	730d6cc2-5973-4c49-a924-2f97bb89d012	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.047324+00	2026-11-26 00:40:49.047325+00
0ab86300-e675-47f8-850b-e79bfed1a283	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.08996+00	2026-11-26 00:40:49.089961+00
bec07cd5-c13b-4ed0-950e-3af7d81f1164	bc8ba7eb-eb8c-40c0-82d1-a797546f1070	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:49.12767+00	2026-11-26 00:40:49.127671+00
793a17f3-ad62-4b95-82c3-c93b2eb3761f	27406fe2-ae65-41b0-a0e3-b2fef0b61dd2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:49.194811+00	2026-11-26 00:40:49.194812+00
1e682317-9665-4ab4-b909-7f4b8629aa4e	98827f89-1f38-4c0d-baae-6b9f25c93fb1	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:40:49.260741+00	2026-11-26 00:40:49.260742+00
96f1f671-6d0c-4f52-b781-d87f7926d811	98827f89-1f38-4c0d-baae-6b9f25c93fb1	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:49.289461+00	2026-11-26 00:40:49.289463+00
0e6ea165-fc46-4f2c-8c2e-f1a6e8dbf7a3	2b322f1b-3335-4cee-946d-0775afe43b11	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:49.322378+00	2026-11-26 00:40:49.322379+00
2fb40b87-c659-4768-931a-d69d36737893	2b322f1b-3335-4cee-946d-0775afe43b11	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.375079+00	2026-11-26 00:40:49.375081+00
9241d513-9cd9-4d5e-af65-b5d2e2e5edc3	f8e20cc0-33bf-4ad4-82f4-2f184e03242e	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.452805+00	2026-11-26 00:40:49.452806+00
322f3220-8bbe-496a-a0b1-52da595fd127	f8e20cc0-33bf-4ad4-82f4-2f184e03242e	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.474032+00	2026-11-26 00:40:49.474033+00
a9d88f49-aa9e-4892-90b9-39be779ed820	d248a74c-3651-444e-9808-626b64ecd750	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:40:49.499134+00	2026-11-26 00:40:49.499136+00
1289d763-3d01-4d50-a4e1-f03953a272ce	c67feb20-70cc-459a-bd6d-8d5f8afe9506	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:49.547679+00	2026-11-26 00:40:49.54768+00
bc74283b-20df-46ac-82ef-435f0d53426d	00e49a6e-7604-420d-93b5-5968deed8ca6	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:49.598037+00	2026-11-26 00:40:49.598038+00
4e8a9768-4ab5-4c06-a60f-5df32a24e7c1	00e49a6e-7604-420d-93b5-5968deed8ca6	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:40:49.642306+00	2026-11-26 00:40:49.642307+00
3644794d-4ab2-429c-9cb2-e5bef246dd42	ed8e69cf-d989-4da4-ab9b-1cb055747b76	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:49.667243+00	2026-11-26 00:40:49.667244+00
e8ee4dd9-5be7-4952-89e3-0b518adc1d81	ed8e69cf-d989-4da4-ab9b-1cb055747b76	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.709804+00	2026-11-26 00:40:49.709805+00
bb1f2b02-9ec7-4915-9a57-db1cf7031438	af6d4f4c-1a21-44c7-99e8-2ca388f7c1b9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:40:49.75681+00	2026-11-26 00:40:49.756811+00
10531f61-b69a-4e49-85d8-61389620d9ee	85d5216a-91b2-453e-bc44-c661d7d97c52	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:49.788444+00	2026-11-26 00:40:49.788445+00
14f20d8d-168e-453b-9ecb-8c9012c74336	fe707cb6-1315-4dcf-80b1-f1b4a99c5bcd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:49.834357+00	2026-11-26 00:40:49.834359+00
883fd9ae-664a-4850-8f93-95d9e726934a	fe707cb6-1315-4dcf-80b1-f1b4a99c5bcd	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:49.876863+00	2026-11-26 00:40:49.876865+00
34d18616-c9d2-4256-be7f-87cd97781e78	5df6e70e-669c-40f6-a9e2-357f48107d52	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:49.902279+00	2026-11-26 00:40:49.902281+00
353010f3-d3f1-4110-9bee-08c08950c531	5df6e70e-669c-40f6-a9e2-357f48107d52	392ec33c-5a67-4937-b948-a4a3eb886c22	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:49.964034+00	2026-11-26 00:40:49.964036+00
149b9824-04cc-4b21-a4f2-fc730f3e46e7	71a09c79-65a4-484f-894e-c0f40f501112	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.035698+00	2026-11-26 00:40:50.035699+00
fde7ad5b-25c8-490d-8e7f-f628452492d8	71a09c79-65a4-484f-894e-c0f40f501112	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.08302+00	2026-11-26 00:40:50.083022+00
f29fc0ba-7b94-4ce0-a568-030f2e6e8c77	54bcff96-aa02-4df7-8b3d-ac51a38c7ec4	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.135458+00	2026-11-26 00:40:50.135459+00
713b13a1-a412-405f-a84e-4e40844b91ae	a53ee8c2-de82-4647-afdd-e815e851de65	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.208105+00	2026-11-26 00:40:50.208107+00
2c72adb7-c937-4c13-91cf-904de28a2738	12aa6d64-9e68-449d-97d7-1e830bb924fa	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.26652+00	2026-11-26 00:40:50.266521+00
0415469b-33ff-44d2-9e7b-8ef6ff5512db	c72611c1-a427-4037-a13c-96f9dfedcdcf	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.29772+00	2026-11-26 00:40:50.297721+00
4cce7d07-2656-4d2e-8b4b-0a779194c2dd	c72611c1-a427-4037-a13c-96f9dfedcdcf	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.327558+00	2026-11-26 00:40:50.327559+00
417d58af-8214-445d-a7b0-73ba95078701	7c418812-cf46-4c24-a959-b8d6886e9ddb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:40:50.378968+00	2026-11-26 00:40:50.37897+00
e99c19ba-32bb-41f3-99d4-e432b4dfceed	cd9ca86d-e0b5-4f18-a469-dd58176b399b	2527e35f-2f51-4605-b84b-3910d62b99d9	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.41196+00	2026-11-26 00:40:50.411962+00
9b370c1a-43c6-4238-aa63-5638f009e6a1	cd9ca86d-e0b5-4f18-a469-dd58176b399b	af2a5d96-1682-4076-a247-553a12637b3a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.45218+00	2026-11-26 00:40:50.452181+00
ab5d703a-b619-4343-83e1-ed7084cc6ce3	d6c75f4f-61a6-49be-a50b-6caae68e45b9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:50.492812+00	2026-11-26 00:40:50.492813+00
0f3c36a4-edfd-4495-ad9e-292d25562416	d6c75f4f-61a6-49be-a50b-6caae68e45b9	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:50.519717+00	2026-11-26 00:40:50.519718+00
88cd0a6c-6b1a-4275-b0eb-5003ca1d690a	05d4ef11-d0b7-4dc7-94e9-cad249ee33a0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.563974+00	2026-11-26 00:40:50.563975+00
a2ef7999-f41d-49bc-8962-5bf18d1e3016	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:50.620692+00	2026-11-26 00:40:50.620694+00
4fb0f217-4d82-44df-9ede-c49a91fa3572	a8900dec-2db7-4a32-aad5-b9e5b3fa765c	af2a5d96-1682-4076-a247-553a12637b3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:50.653901+00	2026-11-26 00:40:50.653902+00
589a9440-c6e2-412c-9b99-5aadc9cf94c8	c05473da-d057-4844-b1f2-65d14b27a0bd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.679096+00	2026-11-26 00:40:50.679097+00
f5dda2f4-c956-4456-ab7f-88c18a07686d	c05473da-d057-4844-b1f2-65d14b27a0bd	392ec33c-5a67-4937-b948-a4a3eb886c22	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.719662+00	2026-11-26 00:40:50.719663+00
72557d1f-08c3-44f4-803c-3e13e821831f	c5cd02bd-1714-4503-a5da-016b19891edb	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.774044+00	2026-11-26 00:40:50.774046+00
a37052b0-3ace-4114-952a-f13b035dff3b	b036eace-8e28-4ecc-99ca-15be02c22fc5	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.832231+00	2026-11-26 00:40:50.832232+00
bc048d48-cd32-4cbc-aa76-efad912db6a5	800330df-73b4-4b6c-87a4-4dbac3c9176e	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:50.889744+00	2026-11-26 00:40:50.889746+00
b023b6a6-210a-4e00-939e-f38f78c1701b	800330df-73b4-4b6c-87a4-4dbac3c9176e	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.924261+00	2026-11-26 00:40:50.924262+00
b9b0c55c-257e-42ba-abdd-143c053e78a2	a83949a9-5226-4b26-a3d9-e08bd19a53a1	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:50.985694+00	2026-11-26 00:40:50.985695+00
1ae881e4-e56a-4590-a6ba-1cf65edb6000	18d21426-2129-4ce2-a804-2af09a538340	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.0485+00	2026-11-26 00:40:51.048502+00
4b01ac7e-90a4-4acf-b9ca-2131b8cd3729	d2d5f065-e6c2-40d5-b323-a99670f9bab0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:51.092414+00	2026-11-26 00:40:51.092415+00
e2188668-05c3-4926-90d0-2365d52c95b6	d2d5f065-e6c2-40d5-b323-a99670f9bab0	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.139479+00	2026-11-26 00:40:51.13948+00
c3434567-7065-4072-9c95-0e56b291bc46	8b33553f-d3c0-4364-be17-59a96c5f91dd	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:51.212111+00	2026-11-26 00:40:51.212112+00
9b126dc8-2f98-4ad0-9d1b-431eb6b64a6a	1e222981-244b-46a2-abce-63b3be2f22f1	2527e35f-2f51-4605-b84b-3910d62b99d9	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.248043+00	2026-11-26 00:40:51.248044+00
658a65ca-44fa-42fc-9389-76fdfb6a9671	c4b2aba5-2642-4a9b-8baa-1527898e6313	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:40:51.292114+00	2026-11-26 00:40:51.292114+00
bee0c55d-7db9-4f1d-9997-ac2aa423dcd4	630ddb83-7049-43b7-8fb1-bc318c88c58e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.346978+00	2026-11-26 00:40:51.34698+00
beea50e4-236d-4fbe-8ce0-8d88c57c87e2	53b64c93-eaf0-4303-8f0e-7e04f0085669	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.395167+00	2026-11-26 00:40:51.395168+00
ccd4e3f4-f795-4551-92e4-77795a1c8f7c	53b64c93-eaf0-4303-8f0e-7e04f0085669	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	0	0	0	f	2026-11-26 00:40:51.436453+00	2026-11-26 00:40:51.436454+00
025d92b5-c326-47c8-8543-4606d3819a52	5940160f-b38a-4019-a5a8-7999f2675513	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.451468+00	2026-11-26 00:40:51.451469+00
3eb26d1c-db9a-4dba-a5b9-43fc9b640963	5940160f-b38a-4019-a5a8-7999f2675513	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.475812+00	2026-11-26 00:40:51.475813+00
d90d161f-b0a6-4aad-a790-2c4f9a01dc10	06ee18c8-3390-4669-b377-ef244e8a3b61	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.516426+00	2026-11-26 00:40:51.516427+00
9fa309e6-11eb-455f-96ff-930bd4411b48	06ee18c8-3390-4669-b377-ef244e8a3b61	392ec33c-5a67-4937-b948-a4a3eb886c22	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.539647+00	2026-11-26 00:40:51.539648+00
78dcdf0a-5a06-4303-a376-db2baa34094c	9ac2780b-3b99-4a3d-80c6-a41ee54346ee	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:51.576461+00	2026-11-26 00:40:51.576462+00
b6a28104-04f5-4dce-9a5f-de1db0ba7527	23975453-b6f7-4920-89a5-6e5644f9ef35	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.617378+00	2026-11-26 00:40:51.617379+00
69f6c1b8-4268-47c6-a063-fc6cf2261f77	db0090b4-658f-47d5-a20b-8944304bc4d8	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.690844+00	2026-11-26 00:40:51.690845+00
afd15f00-4f31-4599-af1f-d4665701995f	729b752b-a1a8-4df6-8726-a7464142efd4	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.728743+00	2026-11-26 00:40:51.728744+00
c1b13706-20a2-4d46-92e4-b34c40519f7a	729b752b-a1a8-4df6-8726-a7464142efd4	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.753682+00	2026-11-26 00:40:51.753683+00
8993b104-05a2-4405-85e8-5f63ff4234c1	f6a75661-5e4e-4b98-841a-415b30b4e529	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:40:51.775871+00	2026-11-26 00:40:51.775871+00
ddca7d24-0f44-4fa6-9823-985ce867938f	f6a75661-5e4e-4b98-841a-415b30b4e529	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:51.829447+00	2026-11-26 00:40:51.829448+00
5f5e3da0-4994-4c87-93b7-6dd56cbe894c	b0367943-8b2f-48d6-a7b0-db7d63669d71	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:51.880672+00	2026-11-26 00:40:51.880673+00
d65506b0-5c11-4004-89fc-34f83750400c	62a83aa6-2303-494c-be7e-b6f44714bf57	2527e35f-2f51-4605-b84b-3910d62b99d9	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:40:51.944025+00	2026-11-26 00:40:51.944026+00
7a150308-8e43-4128-81a5-6b09e3110d8c	62a83aa6-2303-494c-be7e-b6f44714bf57	af2a5d96-1682-4076-a247-553a12637b3a	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:40:51.972177+00	2026-11-26 00:40:51.972178+00
8ac0903b-52db-45c0-bb3b-bbbda6aa5ff5	d12a94d0-cc8d-49bf-b280-04bef89ffe73	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:52.030343+00	2026-11-26 00:40:52.030344+00
f624ccb0-45d9-4e72-8a7b-2ca932da85a9	431b26f0-cc01-4982-b8c0-333d65610805	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.092903+00	2026-11-26 00:40:52.092905+00
162c8345-25a4-4564-84e0-3fe9c53d9ac3	07a57ae1-7949-4ae3-bf90-bcda655197e0	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.147288+00	2026-11-26 00:40:52.14729+00
48df9acf-19c7-408c-86bd-99b37993d337	53de7d65-8b01-43f2-9186-0d5fc4d36e60	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.181865+00	2026-11-26 00:40:52.181866+00
f48a90c5-5fc3-49c1-981e-29b5715155ad	53de7d65-8b01-43f2-9186-0d5fc4d36e60	392ec33c-5a67-4937-b948-a4a3eb886c22	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.226308+00	2026-11-26 00:40:52.226309+00
1457232e-916d-4bd7-9a90-4b84cc255b6f	4ade16a8-a9ce-4b1a-a69f-794a1aea125e	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.278801+00	2026-11-26 00:40:52.278803+00
808d58c4-f86a-4e67-a827-d7251d581990	d527d859-b8dd-410b-8a77-bd279c991026	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:40:52.328319+00	2026-11-26 00:40:52.328321+00
3a1b35b7-33e9-4abb-a0e8-6915d9463e91	d527d859-b8dd-410b-8a77-bd279c991026	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:52.374876+00	2026-11-26 00:40:52.374877+00
7cefe629-fdec-4498-b441-020cdadf6915	982a1d9d-7082-46d9-9ff4-01c78c53b920	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:40:52.416552+00	2026-11-26 00:40:52.416553+00
593fa544-7e9c-4347-be9a-4ea938b1e9f6	982a1d9d-7082-46d9-9ff4-01c78c53b920	392ec33c-5a67-4937-b948-a4a3eb886c22	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:52.453451+00	2026-11-26 00:40:52.453452+00
6e72d06e-3170-4d22-b7c5-0b008b28b6b7	49dc48ab-f829-4510-b82a-9aa6d9ed5d15	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:40:52.490328+00	2026-11-26 00:40:52.49033+00
95e7bec7-94a8-40ff-b25e-f0007cd047be	db103b24-38f6-4088-9a5f-88891cb9dac6	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.557181+00	2026-11-26 00:40:52.557183+00
0915f6a5-8bee-49d6-ae54-aaf56439272f	a9a21e38-c4f0-4090-bdca-246157c0aa56	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.621892+00	2026-11-26 00:40:52.621894+00
fd47c072-e5bb-46ed-96d6-d96711c2f004	44908e94-cfe5-40af-8413-42cd0ff7749b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.695111+00	2026-11-26 00:40:52.695113+00
b74aec6d-3cae-4812-b3d4-6741c65505af	31641c99-2535-4ad7-a414-2a59db152331	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:40:52.749854+00	2026-11-26 00:40:52.749856+00
520b9c9f-c52d-4952-8f78-9fda1e9bd481	31641c99-2535-4ad7-a414-2a59db152331	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	4	0	0.5101091596030786	f	2026-11-26 00:40:52.809319+00	2026-11-26 00:40:52.809321+00
b4c01ace-474a-4291-acda-125d39867953	303ba037-ff2e-4de7-9a05-5d8de4d5279c	2527e35f-2f51-4605-b84b-3910d62b99d9	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.867947+00	2026-11-26 00:40:52.867948+00
897c5799-9c6b-4d8a-9763-0ca0f9df2374	303ba037-ff2e-4de7-9a05-5d8de4d5279c	af2a5d96-1682-4076-a247-553a12637b3a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.905256+00	2026-11-26 00:40:52.905258+00
623b8e2f-5082-4fff-a101-df686a174c60	3d1477b1-0f8a-4bbd-8442-e3cac3d0bff2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:40:52.942884+00	2026-11-26 00:40:52.942886+00
ecc93c90-2f48-477c-b427-acccc2d7816c	ffe278c3-a1d6-4a6d-b331-67f4910ce546	2527e35f-2f51-4605-b84b-3910d62b99d9	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:40:53.025896+00	2026-11-26 00:40:53.025898+00
fc65d6d3-8e8c-492f-87fc-7fce12584f89	ffe278c3-a1d6-4a6d-b331-67f4910ce546	af2a5d96-1682-4076-a247-553a12637b3a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:40:53.06827+00	2026-11-26 00:40:53.068272+00
\.


--
-- Data for Name: friendships; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.friendships (id, pair_key, requester_id, addressee_id, status, created_at, accepted_at) FROM stdin;
256492f1-02c2-42be-a736-08350a7f3bdd	1b2344c8-2095-451b-898a-53fdc2ad5e3a|2527e35f-2f51-4605-b84b-3910d62b99d9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2527e35f-2f51-4605-b84b-3910d62b99d9	accepted	2026-11-26 00:40:37.61047+00	2026-11-26 00:40:37.622932+00
d325796e-1eb9-464e-87f8-836f10bbad8d	1b2344c8-2095-451b-898a-53fdc2ad5e3a|8f4e0454-3cc4-4a73-8c08-b5bf046e1242	1b2344c8-2095-451b-898a-53fdc2ad5e3a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	accepted	2026-11-26 00:40:37.629791+00	2026-11-26 00:40:37.636952+00
d8599c68-572f-4a06-bc69-56547ec18da3	1b2344c8-2095-451b-898a-53fdc2ad5e3a|392ec33c-5a67-4937-b948-a4a3eb886c22	1b2344c8-2095-451b-898a-53fdc2ad5e3a	392ec33c-5a67-4937-b948-a4a3eb886c22	accepted	2026-11-26 00:40:37.643589+00	2026-11-26 00:40:37.650679+00
053e1de7-0910-463b-abe8-c129cc435b03	1b2344c8-2095-451b-898a-53fdc2ad5e3a|af2a5d96-1682-4076-a247-553a12637b3a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	af2a5d96-1682-4076-a247-553a12637b3a	accepted	2026-11-26 00:40:37.657717+00	2026-11-26 00:40:37.665004+00
e370cf5a-7fee-43fc-900c-e09fe00e2e71	2527e35f-2f51-4605-b84b-3910d62b99d9|8f4e0454-3cc4-4a73-8c08-b5bf046e1242	2527e35f-2f51-4605-b84b-3910d62b99d9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	accepted	2026-11-26 00:40:37.675356+00	2026-11-26 00:40:37.682486+00
b71a56df-b48c-47ef-a518-124210d1954f	2527e35f-2f51-4605-b84b-3910d62b99d9|392ec33c-5a67-4937-b948-a4a3eb886c22	392ec33c-5a67-4937-b948-a4a3eb886c22	2527e35f-2f51-4605-b84b-3910d62b99d9	pending	2026-11-26 00:40:37.689349+00	\N
\.


--
-- Data for Name: funding_feed_hides; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.funding_feed_hides (id, user_id, wish_id, person_id, created_at) FROM stdin;
\.


--
-- Data for Name: funding_ledger; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.funding_ledger (id, funding_id, donation_id, kind, amount_minor, currency, created_at) FROM stdin;
f5d076bf-d82f-4862-83f9-a5ae9ffc320c	0cbd5165-1e84-425b-ae42-4bf228ca189d	28ae23e2-9299-493b-9371-06d51bdbe4d4	donation	50000	EUR	2026-11-26 00:40:37.851142+00
b914cdb9-44d9-4bf2-a1a1-fed3e6c1e9bd	0cbd5165-1e84-425b-ae42-4bf228ca189d	c0a1aef6-d7df-4f40-8840-a9f18660177b	donation	35000	EUR	2026-11-26 00:40:37.879151+00
e8360a50-7f28-4171-8dec-68836e6f7f4a	02139c2f-7f35-42a0-afaf-da6f49062403	27142e6c-0c4d-4ef7-870a-34a5e29d7fc3	donation	200000	SEK	2026-11-26 00:40:37.915078+00
8f86734d-a468-49df-a393-fb9f23131724	02139c2f-7f35-42a0-afaf-da6f49062403	923d4c9b-d8b6-490b-ad29-aade2a858a07	donation	120000	SEK	2026-11-26 00:40:37.941485+00
073f79e1-bd08-4df3-b046-42dbda8761ec	fbcc17d7-2849-4215-a1a5-72f229f9bde7	f6ab0976-8838-46de-8ce1-39109b862373	donation	150000	CZK	2026-11-26 00:40:37.983447+00
\.


--
-- Data for Name: funding_reconciliation_issues; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.funding_reconciliation_issues (id, donation_id, ledger_state, gateway_state, found_at) FROM stdin;
\.


--
-- Data for Name: invitations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.invitations (id, token_hash, inviter_id, accepted_by_id, created_at, expires_at, accepted_at, payload, next_path) FROM stdin;
\.


--
-- Data for Name: media; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.media (id, sha256, owner_id, subject_id, purpose, content_type, byte_size, width, height, created_at) FROM stdin;
\.


--
-- Data for Name: notification_preferences; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.notification_preferences (id, user_id, kind, inbox, push) FROM stdin;
\.


--
-- Data for Name: notifications; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.notifications (id, user_id, actor_id, kind, params, link, read_at, created_at) FROM stdin;
dba211c9-072d-43d6-808b-1a8d7c5927f3	2527e35f-2f51-4605-b84b-3910d62b99d9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	friend.request	{}	/friends	\N	2026-11-26 00:40:37.612428+00
cbc5eeb6-c3e6-47be-acb3-64640ebeaf6a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2527e35f-2f51-4605-b84b-3910d62b99d9	friend.accepted	{}	/friends	\N	2026-11-26 00:40:37.624289+00
b9f7bb2a-199b-4c8e-b231-6d433558fb9a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	1b2344c8-2095-451b-898a-53fdc2ad5e3a	friend.request	{}	/friends	\N	2026-11-26 00:40:37.631252+00
e323d2ab-48fb-4307-a2c3-bff4f6d8989b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	friend.accepted	{}	/friends	\N	2026-11-26 00:40:37.638206+00
d853a2b7-2992-4193-9b6d-ba3088127484	392ec33c-5a67-4937-b948-a4a3eb886c22	1b2344c8-2095-451b-898a-53fdc2ad5e3a	friend.request	{}	/friends	\N	2026-11-26 00:40:37.645012+00
0b485495-868e-4262-bb29-589e0e6cdedf	1b2344c8-2095-451b-898a-53fdc2ad5e3a	392ec33c-5a67-4937-b948-a4a3eb886c22	friend.accepted	{}	/friends	\N	2026-11-26 00:40:37.651992+00
3486015e-f207-4765-b255-d0f90b5e99f7	af2a5d96-1682-4076-a247-553a12637b3a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	friend.request	{}	/friends	\N	2026-11-26 00:40:37.659179+00
cdc3b5b9-94fa-416c-9261-3eac198b19d2	1b2344c8-2095-451b-898a-53fdc2ad5e3a	af2a5d96-1682-4076-a247-553a12637b3a	friend.accepted	{}	/friends	\N	2026-11-26 00:40:37.666405+00
e6a61f14-2a91-4d44-81b6-d50947535315	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	2527e35f-2f51-4605-b84b-3910d62b99d9	friend.request	{}	/friends	\N	2026-11-26 00:40:37.676822+00
e3d1a154-6c99-4539-98ff-8b5a144a7e3b	2527e35f-2f51-4605-b84b-3910d62b99d9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	friend.accepted	{}	/friends	\N	2026-11-26 00:40:37.683791+00
cf381b8c-fd9c-4dde-8009-56e6cb7a3cca	2527e35f-2f51-4605-b84b-3910d62b99d9	392ec33c-5a67-4937-b948-a4a3eb886c22	friend.request	{}	/friends	\N	2026-11-26 00:40:37.690846+00
000a0c48-e8c4-458d-854b-59c296d900cd	af2a5d96-1682-4076-a247-553a12637b3a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:40:37.734719+00
00d6ae9f-652f-44e0-8cec-232e9af62ff0	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	1b2344c8-2095-451b-898a-53fdc2ad5e3a	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:40:37.740403+00
b1dbbd73-0d2d-432e-9535-55732fa2a751	2527e35f-2f51-4605-b84b-3910d62b99d9	1b2344c8-2095-451b-898a-53fdc2ad5e3a	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:40:37.746083+00
ed2e82dc-88dd-4c6a-a1b2-8e160528951f	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	2527e35f-2f51-4605-b84b-3910d62b99d9	wishes.list_shared	{"list":"Christmas"}	/wishes/friends	\N	2026-11-26 00:40:37.795152+00
aa44a488-e541-4660-a692-066549565695	1b2344c8-2095-451b-898a-53fdc2ad5e3a	2527e35f-2f51-4605-b84b-3910d62b99d9	wishes.list_shared	{"list":"Christmas"}	/wishes/friends	\N	2026-11-26 00:40:37.800853+00
61e21ddb-3d52-4825-a386-de78c1853ce2	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	1b2344c8-2095-451b-898a-53fdc2ad5e3a	funding.donation	{"amount":"500.00 EUR","name":"Alice Lindqvist","wish":"Cargo bike"}	/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2	\N	2026-11-26 00:40:37.856097+00
c401016d-80df-4848-843f-160e77299c23	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	\N	funding.donation_anonymous	{"name":"","amount":"350.00 EUR","wish":"Cargo bike"}	/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2	\N	2026-11-26 00:40:37.882688+00
7ba8eb4d-9b7e-4da8-ace9-e375bb256554	af2a5d96-1682-4076-a247-553a12637b3a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	funding.donation	{"name":"Alice Lindqvist","amount":"2000.00 SEK","wish":"Pottery course"}	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	\N	2026-11-26 00:40:37.919236+00
87c17f75-92b2-41f0-bb6c-574f6cdd1bde	af2a5d96-1682-4076-a247-553a12637b3a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	funding.donation	{"wish":"Pottery course","name":"Alice Lindqvist","amount":"1200.00 SEK"}	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	\N	2026-11-26 00:40:37.945624+00
f251b9ef-864c-403e-a4f8-2129dac33af5	af2a5d96-1682-4076-a247-553a12637b3a	\N	funding.funded	{"wish":"Pottery course"}	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	\N	2026-11-26 00:40:37.951843+00
644247f7-8414-47fb-99f2-a4e5d1b90d2a	1b2344c8-2095-451b-898a-53fdc2ad5e3a	\N	funding.funded_donor	{"wish":"Pottery course"}	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	\N	2026-11-26 00:40:37.956817+00
b5c3d4b5-591b-4260-8a4c-2fdd9a33e561	2527e35f-2f51-4605-b84b-3910d62b99d9	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	funding.donation	{"name":"Carol Jones","amount":"1500.00 CZK","wish":"Concert tickets"}	/wishes/2389cbc6-7df7-433f-b62e-ca3437ec1db3	\N	2026-11-26 00:40:37.987863+00
\.


--
-- Data for Name: payment_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.payment_events (id, gateway, event_id, kind, payment_ref, outcome, received_at) FROM stdin;
9d10a48e-a46c-49d1-8361-10d681b167e3	simbank	simevt_24828cbb-2b3f-4024-9c56-c605ab485f46	pending	8802f744-4763-4677-94a8-6d5fd1ba7ce5	no_change	2026-11-26 00:40:37.844776+00
c90e3513-8feb-4b09-a3ab-1bd6a3a610b0	simbank	simevt_86eee7da-b638-47d2-9ba5-d35db15f941b	succeeded	8802f744-4763-4677-94a8-6d5fd1ba7ce5	applied	2026-11-26 00:40:37.849114+00
d705ad2a-e97b-44e0-9796-0bf8b1bfa0b5	simbank	simevt_447541ce-0ade-47a5-bb91-f4ac1ac4de85	pending	d283c3ff-21f1-4f66-b5eb-b87318f5e5d1	no_change	2026-11-26 00:40:37.873471+00
58d77a71-eb1f-4c69-8090-0ffa3583d0c7	simbank	simevt_e871bd4a-6c4f-416c-97bc-dba976d08d43	succeeded	d283c3ff-21f1-4f66-b5eb-b87318f5e5d1	applied	2026-11-26 00:40:37.877449+00
4c086866-1c91-4ca7-a162-e0e83c71fadf	simbank	simevt_acabb696-398c-4738-b4e1-f3ec9f408b4c	pending	25206672-4846-4cf4-905f-5d027b4ccb7d	no_change	2026-11-26 00:40:37.909346+00
8908795d-0d25-4d83-9324-3b0f26850002	simbank	simevt_e2d1da86-5efa-45dc-bd4d-378dee646f16	succeeded	25206672-4846-4cf4-905f-5d027b4ccb7d	applied	2026-11-26 00:40:37.913347+00
279a5733-8377-479e-a51c-3efa3ce05cb3	simbank	simevt_ffb26645-bcca-4ea2-86b1-a190503659c2	pending	b13a0c8f-8837-4f09-a073-b332894528f4	no_change	2026-11-26 00:40:37.935574+00
4b9e8966-b5ad-4c68-8f7c-7d676b3ceae7	simbank	simevt_b0c98df7-ce71-4336-8ced-dd970c1a7e33	succeeded	b13a0c8f-8837-4f09-a073-b332894528f4	applied	2026-11-26 00:40:37.93972+00
745f17ee-8ee7-4030-b81f-9d6fa7aa651b	simbank	simevt_b8e8ef12-c3b0-4695-b667-02a9d4e9ebbb	pending	8dc458f6-1062-4c2c-b7c3-ee2dee6be4fa	no_change	2026-11-26 00:40:37.977563+00
e9dd2055-0b72-4cdd-99eb-73f0fa04ed09	simbank	simevt_889ea6af-648a-44f8-b2c3-ad87ae5a7294	succeeded	8dc458f6-1062-4c2c-b7c3-ee2dee6be4fa	applied	2026-11-26 00:40:37.981734+00
\.


--
-- Data for Name: payout_accounts; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.payout_accounts (id, user_id, holder, kind, account, updated_at) FROM stdin;
\.


--
-- Data for Name: products; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.products (id, sku, search_key, name, brand, category, price_minor, currency, image_url, link, updated_at) FROM stdin;
f34114fc-5e07-4ec1-ab30-859b4edcfc01	demo-trek-marlin-5	 horske kolo trek marlin 5 trek kola	Horské kolo Trek Marlin 5	Trek	Kola	1799000	CZK	\N	https://example.com/cz/kola/trek-marlin-5	2026-11-26 00:40:37.815605+00
ae8e2831-38f4-4dfe-ab46-e07928596fd1	demo-kellys-spider-10	 horske kolo kellys spider 10 kellys kola	Horské kolo Kellys Spider 10	Kellys	Kola	1399000	CZK	\N	https://example.com/cz/kola/kellys-spider-10	2026-11-26 00:40:37.815605+00
5fe3b3ea-16f7-478e-8620-eacc1c9424c1	demo-woom-3	 detske kolo woom 3 woom kola	Dětské kolo woom 3	woom	Kola	1149000	CZK	\N	https://example.com/cz/kola/woom-3	2026-11-26 00:40:37.815605+00
41761bd6-d5f5-4acc-bec1-f512ef0f535a	demo-sony-wh-1000xm5	 sony wh-1000xm5 tradlosa horlurar sony horlurar wh 1000xm5	Sony WH-1000XM5 trådlösa hörlurar	Sony	Hörlurar	399000	SEK	\N	https://example.com/se/ljud/sony-wh-1000xm5	2026-11-26 00:40:37.815605+00
e9486993-6453-49d7-ae67-59a3cafed2a6	demo-bose-qc-ultra	 bose quietcomfort ultra headphones bose headphones	Bose QuietComfort Ultra Headphones	Bose	Headphones	44995	EUR	\N	https://example.com/eu/audio/bose-quietcomfort-ultra	2026-11-26 00:40:37.815605+00
480ac8a5-81b4-4e98-bd19-e869ce1f03ed	demo-project-hail-mary	 project hail mary andy weir bocker	Project Hail Mary	Andy Weir	Böcker	18900	SEK	\N	https://example.com/se/bocker/project-hail-mary	2026-11-26 00:40:37.815605+00
c5eb29e9-029f-4188-97f4-87ea39e15ca0	demo-saturnin	 saturnin zdenek jirotka knihy	Saturnin	Zdeněk Jirotka	Knihy	29900	CZK	\N	https://example.com/cz/knihy/saturnin	2026-11-26 00:40:37.815605+00
c82c8333-a7ec-4a6f-baea-4e9e64bbb882	demo-broderna-lejonhjarta	 broderna lejonhjarta astrid lindgren bocker	Bröderna Lejonhjärta	Astrid Lindgren	Böcker	15900	SEK	\N	https://example.com/se/bocker/broderna-lejonhjarta	2026-11-26 00:40:37.815605+00
0dfdf692-b734-42d4-8660-251088e68a52	demo-msr-hubba-hubba-2	 msr hubba hubba 2 tent msr camping	MSR Hubba Hubba 2 Tent	MSR	Camping	54995	EUR	\N	https://example.com/eu/camping/msr-hubba-hubba-2	2026-11-26 00:40:37.815605+00
5a38efd0-20c4-4665-9f15-eb6d57762673	demo-comandante-c40	 comandante c40 mk4 coffee grinder comandante coffee	Comandante C40 MK4 Coffee Grinder	Comandante	Coffee	26900	EUR	\N	https://example.com/eu/coffee/comandante-c40-mk4	2026-11-26 00:40:37.815605+00
eb0318bc-26f3-4394-8b8d-4af3940c548c	demo-baratza-encore	 baratza encore kaffekvarn baratza kaffe	Baratza Encore kaffekvarn	Baratza	Kaffe	249000	SEK	\N	https://example.com/se/kaffe/baratza-encore	2026-11-26 00:40:37.815605+00
c4ba3917-0ae4-4c7b-881e-762615ad50f0	demo-bialetti-moka-6	 bialetti moka express, 6 salku bialetti kava express	Bialetti Moka Express, 6 šálků	Bialetti	Káva	74900	CZK	\N	https://example.com/cz/kava/bialetti-moka-express-6	2026-11-26 00:40:37.815605+00
4c79b1f5-90e2-4ff5-8e97-42b600ab9720	demo-lego-42143	 lego technic ferrari daytona sp3 42143 lego toys	LEGO Technic Ferrari Daytona SP3 42143	LEGO	Toys	39999	EUR	\N	https://example.com/eu/toys/lego-42143	2026-11-26 00:40:37.815605+00
d4205a02-67dc-4d33-b566-cb051fe9a0d2	demo-lego-10311	 lego icons orchidej 10311 lego hracky	LEGO Icons Orchidej 10311	LEGO	Hračky	119900	CZK	\N	https://example.com/cz/hracky/lego-10311	2026-11-26 00:40:37.815605+00
3034be03-a5e8-4079-880b-a0b01184c44d	demo-kanken	 fjallraven kanken ryggsack fjallraven vaskor	Fjällräven Kånken ryggsäck	Fjällräven	Väskor	109500	SEK	\N	https://example.com/se/vaskor/fjallraven-kanken	2026-11-26 00:40:37.815605+00
c9102824-c8be-430e-97c0-f5ebdffcc8f2	demo-kindle-paperwhite	 kindle paperwhite (16 gb) amazon e-readers 16 gb e readers	Kindle Paperwhite (16 GB)	Amazon	E-readers	16999	EUR	\N	https://example.com/eu/e-readers/kindle-paperwhite	2026-11-26 00:40:37.815605+00
\.


--
-- Data for Name: push_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.push_outbox (id, user_id, notification_id, kind, title, body, link, status, attempts, next_attempt_at, last_error, created_at) FROM stdin;
ee8a19a3-0020-4c63-b9d5-8f7bddb54fff	2527e35f-2f51-4605-b84b-3910d62b99d9	dba211c9-072d-43d6-808b-1a8d7c5927f3	friend.request	Satchel	Alice Lindqvist si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:40:37.61978+00	\N	2026-11-26 00:40:37.61978+00
a5c71a93-8448-4907-a78e-2ca4f61d793b	1b2344c8-2095-451b-898a-53fdc2ad5e3a	cbc5eeb6-c3e6-47be-acb3-64640ebeaf6a	friend.accepted	Satchel	Bob Novák accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:40:37.627325+00	\N	2026-11-26 00:40:37.627325+00
470faf10-e4f1-48ae-8074-7a3eb7c1ea64	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	b9f7bb2a-199b-4c8e-b231-6d433558fb9a	friend.request	Satchel	Alice Lindqvist wants to be your friend	/friends	undeliverable	1	2026-11-26 00:40:37.63444+00	\N	2026-11-26 00:40:37.63444+00
ad3d0685-a457-4021-ac77-eb3e5bb9d682	1b2344c8-2095-451b-898a-53fdc2ad5e3a	e323d2ab-48fb-4307-a2c3-bff4f6d8989b	friend.accepted	Satchel	Carol Jones accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:40:37.641134+00	\N	2026-11-26 00:40:37.641134+00
d20c36ec-de06-475f-8b7a-e6eb1104bb88	392ec33c-5a67-4937-b948-a4a3eb886c22	d853a2b7-2992-4193-9b6d-ba3088127484	friend.request	Satchel	Alice Lindqvist wants to be your friend	/friends	undeliverable	1	2026-11-26 00:40:37.648121+00	\N	2026-11-26 00:40:37.648121+00
0a98ac97-b8eb-4005-b2cb-ce036dd9db30	1b2344c8-2095-451b-898a-53fdc2ad5e3a	0b485495-868e-4262-bb29-589e0e6cdedf	friend.accepted	Satchel	Dave Okafor accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:40:37.655303+00	\N	2026-11-26 00:40:37.655303+00
c23ebbbc-c0a3-4b49-a1d4-3614d5030629	af2a5d96-1682-4076-a247-553a12637b3a	3486015e-f207-4765-b255-d0f90b5e99f7	friend.request	Satchel	Alice Lindqvist si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:40:37.662478+00	\N	2026-11-26 00:40:37.662478+00
54e6eb65-0451-465a-b770-1bde5ab1ab64	1b2344c8-2095-451b-898a-53fdc2ad5e3a	cdc3b5b9-94fa-416c-9261-3eac198b19d2	friend.accepted	Satchel	Eva Svobodová accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:40:37.672245+00	\N	2026-11-26 00:40:37.672245+00
03c37633-31de-4772-bc25-5dc335f5531a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	e6a61f14-2a91-4d44-81b6-d50947535315	friend.request	Satchel	Bob Novák wants to be your friend	/friends	undeliverable	1	2026-11-26 00:40:37.679963+00	\N	2026-11-26 00:40:37.679963+00
47658c67-b6b4-4792-94f8-ebd6f29f42f8	2527e35f-2f51-4605-b84b-3910d62b99d9	e3d1a154-6c99-4539-98ff-8b5a144a7e3b	friend.accepted	Satchel	Ty a Carol Jones jste teď přátelé	/friends	undeliverable	1	2026-11-26 00:40:37.686954+00	\N	2026-11-26 00:40:37.686954+00
cb3de619-54ea-45d3-a5f4-f472872fd1ab	2527e35f-2f51-4605-b84b-3910d62b99d9	cf381b8c-fd9c-4dde-8009-56e6cb7a3cca	friend.request	Satchel	Dave Okafor si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:40:37.694035+00	\N	2026-11-26 00:40:37.694035+00
b643f84e-b8d1-42ce-a725-d84d18f15674	af2a5d96-1682-4076-a247-553a12637b3a	000a0c48-e8c4-458d-854b-59c296d900cd	wishes.list_shared	Satchel	Alice Lindqvist s tebou sdílí seznam „Birthday“	/wishes/friends	undeliverable	1	2026-11-26 00:40:37.737928+00	\N	2026-11-26 00:40:37.737928+00
5d990d1c-4fe5-4608-9ef5-a6a0a2ab57b4	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	00d6ae9f-652f-44e0-8cec-232e9af62ff0	wishes.list_shared	Satchel	Alice Lindqvist shared the list “Birthday” with you	/wishes/friends	undeliverable	1	2026-11-26 00:40:37.7436+00	\N	2026-11-26 00:40:37.7436+00
887d5d51-5844-47eb-851a-30e3be9e9d46	2527e35f-2f51-4605-b84b-3910d62b99d9	b1dbbd73-0d2d-432e-9535-55732fa2a751	wishes.list_shared	Satchel	Alice Lindqvist s tebou sdílí seznam „Birthday“	/wishes/friends	undeliverable	1	2026-11-26 00:40:37.74932+00	\N	2026-11-26 00:40:37.74932+00
88dea716-1402-4251-8cbc-8856cb20ef4d	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	ed2e82dc-88dd-4c6a-a1b2-8e160528951f	wishes.list_shared	Satchel	Bob Novák shared the list “Christmas” with you	/wishes/friends	undeliverable	1	2026-11-26 00:40:37.798427+00	\N	2026-11-26 00:40:37.798427+00
31881465-45ba-470f-9bb9-e1933e85889c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	aa44a488-e541-4660-a692-066549565695	wishes.list_shared	Satchel	Bob Novák delade listan ”Christmas” med dig	/wishes/friends	undeliverable	1	2026-11-26 00:40:37.80398+00	\N	2026-11-26 00:40:37.80398+00
0466f777-63b0-4e32-b54f-5c404358a36c	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	61e21ddb-3d52-4825-a386-de78c1853ce2	funding.donation	Satchel	Alice Lindqvist gave 500.00 EUR to Cargo bike	/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2	undeliverable	1	2026-11-26 00:40:37.85972+00	\N	2026-11-26 00:40:37.85972+00
3c9de219-30bc-488b-b1b2-791b994baf4a	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	c401016d-80df-4848-843f-160e77299c23	funding.donation_anonymous	Satchel	Someone gave 350.00 EUR to Cargo bike	/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2	undeliverable	1	2026-11-26 00:40:37.885086+00	\N	2026-11-26 00:40:37.885086+00
5fc0c634-1635-4d36-af93-46bd4f8e3458	af2a5d96-1682-4076-a247-553a12637b3a	7ba8eb4d-9b7e-4da8-ace9-e375bb256554	funding.donation	Satchel	Alice Lindqvist: příspěvek 2000.00 SEK na „Pottery course“	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	undeliverable	1	2026-11-26 00:40:37.922406+00	\N	2026-11-26 00:40:37.922406+00
3277f6ed-d082-475a-91c9-dc1ad52c3112	af2a5d96-1682-4076-a247-553a12637b3a	87c17f75-92b2-41f0-bb6c-574f6cdd1bde	funding.donation	Satchel	Alice Lindqvist: příspěvek 1200.00 SEK na „Pottery course“	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	undeliverable	1	2026-11-26 00:40:37.948787+00	\N	2026-11-26 00:40:37.948787+00
320e83b5-1e40-4328-a763-324ae13595c0	af2a5d96-1682-4076-a247-553a12637b3a	f251b9ef-864c-403e-a4f8-2129dac33af5	funding.funded	Satchel	Na „Pottery course“ je vybráno v plné výši!	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	undeliverable	1	2026-11-26 00:40:37.954159+00	\N	2026-11-26 00:40:37.954159+00
f1891e5f-9889-4bda-b132-41ed53ceaa55	1b2344c8-2095-451b-898a-53fdc2ad5e3a	644247f7-8414-47fb-99f2-a4e5d1b90d2a	funding.funded_donor	Satchel	”Pottery course”, som du gav till, har nått målet	/wishes/a06d983b-4b0f-4997-a288-602d09e0f453	undeliverable	1	2026-11-26 00:40:37.959143+00	\N	2026-11-26 00:40:37.959143+00
a8aa3731-de3f-46b5-a7e9-e75146479a78	2527e35f-2f51-4605-b84b-3910d62b99d9	b5c3d4b5-591b-4260-8a4c-2fdd9a33e561	funding.donation	Satchel	Carol Jones: příspěvek 1500.00 CZK na „Concert tickets“	/wishes/2389cbc6-7df7-433f-b62e-ca3437ec1db3	undeliverable	1	2026-11-26 00:40:37.991207+00	\N	2026-11-26 00:40:37.991207+00
\.


--
-- Data for Name: sign_in_throttles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.sign_in_throttles (id, key, failures, window_started_at, locked_until) FROM stdin;
\.


--
-- Data for Name: simbank_payments; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.simbank_payments (id, idempotency_key, amount_minor, currency, description, return_url, cancel_url, state, refund_key, created_at) FROM stdin;
8802f744-4763-4677-94a8-6d5fd1ba7ce5	28ae23e2-9299-493b-9371-06d51bdbe4d4	50000	EUR	Cargo bike	http://127.0.0.1:8080/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2?donation=28ae23e2-9299-493b-9371-06d51bdbe4d4	http://127.0.0.1:8080/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2?donation=28ae23e2-9299-493b-9371-06d51bdbe4d4&cancelled=1	paid	\N	2026-11-26 00:40:37.838373+00
d283c3ff-21f1-4f66-b5eb-b87318f5e5d1	c0a1aef6-d7df-4f40-8840-a9f18660177b	35000	EUR	Cargo bike	http://127.0.0.1:8080/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2?donation=c0a1aef6-d7df-4f40-8840-a9f18660177b	http://127.0.0.1:8080/wishes/20fe7cf5-fbd9-42b0-bd40-f39b514abee2?donation=c0a1aef6-d7df-4f40-8840-a9f18660177b&cancelled=1	paid	\N	2026-11-26 00:40:37.868638+00
25206672-4846-4cf4-905f-5d027b4ccb7d	27142e6c-0c4d-4ef7-870a-34a5e29d7fc3	200000	SEK	Pottery course	http://127.0.0.1:8080/wishes/a06d983b-4b0f-4997-a288-602d09e0f453?donation=27142e6c-0c4d-4ef7-870a-34a5e29d7fc3	http://127.0.0.1:8080/wishes/a06d983b-4b0f-4997-a288-602d09e0f453?donation=27142e6c-0c4d-4ef7-870a-34a5e29d7fc3&cancelled=1	paid	\N	2026-11-26 00:40:37.904436+00
b13a0c8f-8837-4f09-a073-b332894528f4	923d4c9b-d8b6-490b-ad29-aade2a858a07	120000	SEK	Pottery course	http://127.0.0.1:8080/wishes/a06d983b-4b0f-4997-a288-602d09e0f453?donation=923d4c9b-d8b6-490b-ad29-aade2a858a07	http://127.0.0.1:8080/wishes/a06d983b-4b0f-4997-a288-602d09e0f453?donation=923d4c9b-d8b6-490b-ad29-aade2a858a07&cancelled=1	paid	\N	2026-11-26 00:40:37.930756+00
8dc458f6-1062-4c2c-b7c3-ee2dee6be4fa	f6ab0976-8838-46de-8ce1-39109b862373	150000	CZK	Concert tickets	http://127.0.0.1:8080/wishes/2389cbc6-7df7-433f-b62e-ca3437ec1db3?donation=f6ab0976-8838-46de-8ce1-39109b862373	http://127.0.0.1:8080/wishes/2389cbc6-7df7-433f-b62e-ca3437ec1db3?donation=f6ab0976-8838-46de-8ce1-39109b862373&cancelled=1	paid	\N	2026-11-26 00:40:37.972737+00
\.


--
-- Data for Name: spot_calendar_feeds; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.spot_calendar_feeds (user_id, token, created_at) FROM stdin;
\.


--
-- Data for Name: spot_lists; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.spot_lists (id, owner_id, name, name_key, color, created_at) FROM stdin;
23d09195-b970-4329-b18c-77ca475f746f	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Errands	errands	#d9480f	2026-11-26 00:40:37.994936+00
8ec6fc83-5934-4b03-b9e6-b935ddc7d1e4	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Home	home	#2b8a3e	2026-11-26 00:40:37.99724+00
\.


--
-- Data for Name: spot_reminders; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.spot_reminders (id, owner_id, list_id, title, notes, due_local, time_zone, due_at, repeat_rule, alerted_due_at, place_lat, place_lon, place_label, radius, trigger, min_lat, max_lat, min_lon, max_lon, presence, stay_alerted, inside_device, anchor_day, completed_due_local, watching, fired_at, done_at, ical_uid, created_at, updated_at) FROM stdin;
72c9d298-2569-43dc-ac00-1c1638bea3e0	1b2344c8-2095-451b-898a-53fdc2ad5e3a	23d09195-b970-4329-b18c-77ca475f746f	Buy milk and oat bread	And coffee if it is on offer	\N	\N	\N	\N	\N	59.33492	18.06372	Hötorgshallen, Stockholm	150	arrive	59.33357101945442	59.33626898054558	18.061075037450163	18.066364962549837	unknown	f	\N	\N	\N	t	\N	\N	72c9d298-2569-43dc-ac00-1c1638bea3e0@satchel	2026-11-26 00:40:38.000937+00	2026-11-26 00:40:38.000972+00
91eaf528-e7a7-4f72-a483-5d9781c21596	1b2344c8-2095-451b-898a-53fdc2ad5e3a	23d09195-b970-4329-b18c-77ca475f746f	Post the letter to the tax office		2026-11-30T09:00	Europe/Stockholm	2026-11-30 08:00:00+00	\N	\N	59.3327	18.062	Post office, Drottninggatan	100	arrive	59.331800679636274	59.33359932036373	18.060236806851606	18.063763193148397	unknown	f	\N	30	\N	t	\N	\N	91eaf528-e7a7-4f72-a483-5d9781c21596@satchel	2026-11-26 00:40:38.004019+00	2026-11-26 00:40:38.004056+00
e092450c-4ca7-4922-ae55-60b2b5941134	1b2344c8-2095-451b-898a-53fdc2ad5e3a	23d09195-b970-4329-b18c-77ca475f746f	Call the bank about the mortgage		2026-11-27T09:00	Europe/Stockholm	2026-11-27 08:00:00+00	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	27	\N	f	\N	\N	e092450c-4ca7-4922-ae55-60b2b5941134@satchel	2026-11-26 00:40:38.006757+00	2026-11-26 00:40:38.006783+00
5c68691f-4ea4-4c2b-a3f8-4ff0c3c49889	1b2344c8-2095-451b-898a-53fdc2ad5e3a	8ec6fc83-5934-4b03-b9e6-b935ddc7d1e4	Water the plants		2026-11-27T19:00	Europe/Stockholm	2026-11-27 18:00:00+00	daily	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	27	\N	f	\N	\N	5c68691f-4ea4-4c2b-a3f8-4ff0c3c49889@satchel	2026-11-26 00:40:38.009465+00	2026-11-26 00:40:38.009492+00
180b7e6b-4d69-43bb-8aeb-fb1ccda841b3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	8ec6fc83-5934-4b03-b9e6-b935ddc7d1e4	Take the recycling out		\N	\N	\N	\N	\N	59.3142	18.0734	Home, Medborgarplatsen	200	leave	59.312401359272556	59.31599864072745	18.069875532624252	18.076924467375747	unknown	f	\N	\N	\N	t	\N	\N	180b7e6b-4d69-43bb-8aeb-fb1ccda841b3@satchel	2026-11-26 00:40:38.012164+00	2026-11-26 00:40:38.012179+00
bb7ea368-2b40-4161-929a-c5342bc4479c	1b2344c8-2095-451b-898a-53fdc2ad5e3a	\N	Pick up the library hold		2026-11-29T16:00	Europe/Stockholm	2026-11-29 15:00:00+00	\N	\N	59.34365	18.05472	Stockholm Public Library	120	arrive	59.342570815563526	59.34472918443645	18.052603486050263	18.056836513949737	unknown	f	\N	29	\N	t	\N	\N	bb7ea368-2b40-4161-929a-c5342bc4479c@satchel	2026-11-26 00:40:38.014307+00	2026-11-26 00:40:38.014337+00
f4c1f841-19af-43ec-b840-2be058b0d3ec	1b2344c8-2095-451b-898a-53fdc2ad5e3a	\N	Renew the bike lock		\N	\N	\N	\N	\N	59.3303	18.0588	Stockholm Central Station	150	arrive	59.32895101945442	59.33164898054558	18.056155397087	18.061444602913003	unknown	f	\N	\N	\N	f	\N	2026-11-26 00:40:38.019095+00	f4c1f841-19af-43ec-b840-2be058b0d3ec@satchel	2026-11-26 00:40:38.01646+00	2026-11-26 00:40:38.019098+00
801b1eb5-f1b3-4cd4-ab6f-22ea31cd1f39	2527e35f-2f51-4605-b84b-3910d62b99d9	\N	Buy rohlíky for breakfast		\N	\N	\N	\N	\N	50.07554	14.4378	Náměstí Míru, Praha	150	arrive	50.0741910194544	50.07688898054558	14.435698054349011	14.439901945650988	unknown	f	\N	\N	\N	t	\N	\N	801b1eb5-f1b3-4cd4-ab6f-22ea31cd1f39@satchel	2026-11-26 00:40:38.02107+00	2026-11-26 00:40:38.021084+00
94f4eaca-2da2-41c5-ba22-c864e759ac57	2527e35f-2f51-4605-b84b-3910d62b99d9	\N	Book the Christmas train to Brno		2026-11-28T18:00	Europe/Prague	2026-11-28 17:00:00+00	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	28	\N	f	\N	\N	94f4eaca-2da2-41c5-ba22-c864e759ac57@satchel	2026-11-26 00:40:38.023295+00	2026-11-26 00:40:38.023321+00
\.


--
-- Data for Name: spot_trackers; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.spot_trackers (id, user_id, device_id, fix_at, lat, lon, accuracy) FROM stdin;
\.


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.users (id, username, email, photo_id, display_name, password_hash, search_key, bio, language, is_admin, created_at) FROM stdin;
2527e35f-2f51-4605-b84b-3910d62b99d9	bob	bob@demo.satchel.invalid	\N	Bob Novák	$2b$12$nDrLryXarLFFM5xlBW6RSOHER0lf..ASKIltcCQVMIw27WfRT2YmK	bob novak bob		cs	f	2026-11-26 00:40:37.603366+00
8f4e0454-3cc4-4a73-8c08-b5bf046e1242	carol	carol@demo.satchel.invalid	\N	Carol Jones	$2b$12$nDrLryXarLFFM5xlBW6RSOHER0lf..ASKIltcCQVMIw27WfRT2YmK	carol jones carol		\N	f	2026-11-26 00:40:37.604385+00
392ec33c-5a67-4937-b948-a4a3eb886c22	dave	dave@demo.satchel.invalid	\N	Dave Okafor	$2b$12$nDrLryXarLFFM5xlBW6RSOHER0lf..ASKIltcCQVMIw27WfRT2YmK	dave okafor dave		\N	f	2026-11-26 00:40:37.605364+00
af2a5d96-1682-4076-a247-553a12637b3a	eva	eva@demo.satchel.invalid	\N	Eva Svobodová	$2b$12$nDrLryXarLFFM5xlBW6RSOHER0lf..ASKIltcCQVMIw27WfRT2YmK	eva svobodova eva		cs	f	2026-11-26 00:40:37.606232+00
1b2344c8-2095-451b-898a-53fdc2ad5e3a	alice	alice@demo.satchel.invalid	\N	Alice Lindqvist	$2b$12$nDrLryXarLFFM5xlBW6RSOHER0lf..ASKIltcCQVMIw27WfRT2YmK	alice lindqvist alice		sv	t	2026-11-26 00:40:37.60156+00
\.


--
-- Data for Name: wish_comments; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_comments (id, wish_id, author_id, body, created_at) FROM stdin;
\.


--
-- Data for Name: wish_donations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_donations (id, funding_id, donor_id, amount_minor, currency, anonymous, state, gateway, payment_ref, payment_url, refund_ref, created_at, confirmed_at) FROM stdin;
28ae23e2-9299-493b-9371-06d51bdbe4d4	0cbd5165-1e84-425b-ae42-4bf228ca189d	1b2344c8-2095-451b-898a-53fdc2ad5e3a	50000	EUR	f	confirmed	simbank	8802f744-4763-4677-94a8-6d5fd1ba7ce5	/simbank/checkout/8802f744-4763-4677-94a8-6d5fd1ba7ce5	\N	2026-11-26 00:40:37.835574+00	2026-11-26 00:40:37.850554+00
c0a1aef6-d7df-4f40-8840-a9f18660177b	0cbd5165-1e84-425b-ae42-4bf228ca189d	2527e35f-2f51-4605-b84b-3910d62b99d9	35000	EUR	t	confirmed	simbank	d283c3ff-21f1-4f66-b5eb-b87318f5e5d1	/simbank/checkout/d283c3ff-21f1-4f66-b5eb-b87318f5e5d1	\N	2026-11-26 00:40:37.866913+00	2026-11-26 00:40:37.87868+00
27142e6c-0c4d-4ef7-870a-34a5e29d7fc3	02139c2f-7f35-42a0-afaf-da6f49062403	1b2344c8-2095-451b-898a-53fdc2ad5e3a	200000	SEK	f	confirmed	simbank	25206672-4846-4cf4-905f-5d027b4ccb7d	/simbank/checkout/25206672-4846-4cf4-905f-5d027b4ccb7d	\N	2026-11-26 00:40:37.898577+00	2026-11-26 00:40:37.914596+00
923d4c9b-d8b6-490b-ad29-aade2a858a07	02139c2f-7f35-42a0-afaf-da6f49062403	1b2344c8-2095-451b-898a-53fdc2ad5e3a	120000	SEK	f	confirmed	simbank	b13a0c8f-8837-4f09-a073-b332894528f4	/simbank/checkout/b13a0c8f-8837-4f09-a073-b332894528f4	\N	2026-11-26 00:40:37.929121+00	2026-11-26 00:40:37.941034+00
f6ab0976-8838-46de-8ce1-39109b862373	fbcc17d7-2849-4215-a1a5-72f229f9bde7	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	150000	CZK	f	confirmed	simbank	8dc458f6-1062-4c2c-b7c3-ee2dee6be4fa	/simbank/checkout/8dc458f6-1062-4c2c-b7c3-ee2dee6be4fa	\N	2026-11-26 00:40:37.970924+00	2026-11-26 00:40:37.982978+00
\.


--
-- Data for Name: wish_funding_circles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_funding_circles (id, funding_id, circle_id) FROM stdin;
\.


--
-- Data for Name: wish_fundings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_fundings (id, wish_id, recipient_id, target_minor, currency, deadline, why, mode, state, audience, public_token, created_at, funded_at, ended_at) FROM stdin;
fe1d0ed2-e9b6-4768-8be0-665178ef9abd	c58b22ac-5845-4c31-8093-fb8bc5d0724b	\N	2500000	CZK	2027-01-10 00:40:37.821267+00	I have played on a borrowed one for years. Time for my own!	all_or_nothing	open	friends	HdVQyhe1kUL-qBPFGbKcqyUzjUTO02cJYCvt1sGHs7s	2026-11-26 00:40:37.822881+00	\N	\N
0cbd5165-1e84-425b-ae42-4bf228ca189d	20fe7cf5-fbd9-42b0-bd40-f39b514abee2	\N	200000	EUR	2026-12-16 00:40:37.82756+00	No more car for the school run.	keep_what_you_get	open	friends	\N	2026-11-26 00:40:37.829183+00	\N	\N
02139c2f-7f35-42a0-afaf-da6f49062403	a06d983b-4b0f-4997-a288-602d09e0f453	\N	320000	SEK	2026-12-06 00:40:37.890677+00	Eight evenings at the studio round the corner.	all_or_nothing	funded	friends	\N	2026-11-26 00:40:37.892305+00	2026-11-26 00:40:37.949794+00	\N
fbcc17d7-2849-4215-a1a5-72f229f9bde7	2389cbc6-7df7-433f-b62e-ca3437ec1db3	1b2344c8-2095-451b-898a-53fdc2ad5e3a	400000	CZK	2026-12-10 00:40:37.961458+00	Alice's birthday: let's surprise her!	all_or_nothing	open	friends	\N	2026-11-26 00:40:37.964633+00	\N	\N
\.


--
-- Data for Name: wish_list_shares; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_list_shares (id, list_id, recipient_id, accepted, created_at) FROM stdin;
834953b2-2e4e-40ed-b8ec-601e8b65a244	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	af2a5d96-1682-4076-a247-553a12637b3a	f	2026-11-26 00:40:37.733141+00
593bff17-74b5-47f9-a4ce-3d714e86f48f	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	2527e35f-2f51-4605-b84b-3910d62b99d9	t	2026-11-26 00:40:37.744681+00
99cbc84b-760c-4450-b4df-eb109d7c3f5f	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	t	2026-11-26 00:40:37.738973+00
40b1d1a6-e8b1-4402-a5de-cd76efa2fd34	97affe39-12b8-4cc8-b230-ec6f509c9ddd	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	f	2026-11-26 00:40:37.793675+00
cd0de554-b97c-439d-86f8-c15303a91526	97affe39-12b8-4cc8-b230-ec6f509c9ddd	1b2344c8-2095-451b-898a-53fdc2ad5e3a	t	2026-11-26 00:40:37.799446+00
\.


--
-- Data for Name: wish_lists; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_lists (id, name_key, owner_id, name, occasion, date, created_at) FROM stdin;
13bba178-4ad5-4adb-9e12-e0ea5e5d894b	birthday	1b2344c8-2095-451b-898a-53fdc2ad5e3a	Birthday	birthday	2027-03-14	2026-11-26 00:40:37.709502+00
97affe39-12b8-4cc8-b230-ec6f509c9ddd	christmas	2527e35f-2f51-4605-b84b-3910d62b99d9	Christmas	christmas	2026-12-24	2026-11-26 00:40:37.782809+00
\.


--
-- Data for Name: wish_pledges; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_pledges (id, wish_id, giver_id, amount_minor, bought, created_at) FROM stdin;
d0f3a73a-6629-448b-bb9e-65a1a1cc7752	8a8a534c-a443-406e-a06b-bf703e996043	2527e35f-2f51-4605-b84b-3910d62b99d9	200000	f	2026-11-26 00:40:37.774993+00
cc425a17-c622-421a-b6bb-587ec6ba0434	8a8a534c-a443-406e-a06b-bf703e996043	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	150000	f	2026-11-26 00:40:37.7809+00
\.


--
-- Data for Name: wish_reservations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_reservations (id, wish_id, giver_id, bought, created_at) FROM stdin;
668420d6-1da9-49ae-a0cc-7b12d72d82f1	54f239a2-66bd-4fa2-b0cc-8a0efe428766	2527e35f-2f51-4605-b84b-3910d62b99d9	f	2026-11-26 00:40:37.761563+00
65e07f65-a12e-47f9-baaa-16a6a8e4b0d4	a306f23b-4554-4dfb-adfc-0079fe93bfba	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	f	2026-11-26 00:40:37.768017+00
c1d04949-e3a6-4f62-9c2d-c495a335d0db	b007cffd-4439-461a-b292-295ebb9934fc	1b2344c8-2095-451b-898a-53fdc2ad5e3a	f	2026-11-26 00:40:37.813324+00
\.


--
-- Data for Name: wishes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wishes (id, name_key, owner_id, list_id, photo_id, name, price_minor, currency, store, link, notes, quantity, priority, "position", created_at, updated_at) FROM stdin;
a1900bd5-0cda-4a47-8476-08713c862aae	hiking boots	1b2344c8-2095-451b-898a-53fdc2ad5e3a	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	\N	Hiking boots	149900	SEK	Naturkompaniet	https://www.example.com/boots	Size 39, brown	1	high	0	2026-11-26 00:40:37.713874+00	2026-11-26 00:40:37.713875+00
54f239a2-66bd-4fa2-b0cc-8a0efe428766	moka pot	1b2344c8-2095-451b-898a-53fdc2ad5e3a	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	\N	Moka pot	39900	SEK	Åhléns	\N		1	normal	1	2026-11-26 00:40:37.718598+00	2026-11-26 00:40:37.718599+00
a306f23b-4554-4dfb-adfc-0079fe93bfba	board game night	1b2344c8-2095-451b-898a-53fdc2ad5e3a	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	\N	Board game night	\N	\N		\N	Anything cooperative	2	low	2	2026-11-26 00:40:37.72262+00	2026-11-26 00:40:37.722621+00
8a8a534c-a443-406e-a06b-bf703e996043	weekend in prague	1b2344c8-2095-451b-898a-53fdc2ad5e3a	13bba178-4ad5-4adb-9e12-e0ea5e5d894b	\N	Weekend in Prague	600000	SEK		\N	For two	1	high	3	2026-11-26 00:40:37.72665+00	2026-11-26 00:40:37.726651+00
41a6b81f-9ff2-42cb-aae8-6fd2db90ce6f	fountain pen	1b2344c8-2095-451b-898a-53fdc2ad5e3a	\N	\N	Fountain pen	\N	\N		\N	Maybe a Lamy Safari	1	normal	0	2026-11-26 00:40:37.729853+00	2026-11-26 00:40:37.729854+00
50b3cb80-e895-47a9-8c15-79094a83bc91	wool socks	2527e35f-2f51-4605-b84b-3910d62b99d9	97affe39-12b8-4cc8-b230-ec6f509c9ddd	\N	Wool socks	29900	CZK		\N		3	normal	0	2026-11-26 00:40:37.785936+00	2026-11-26 00:40:37.785937+00
b007cffd-4439-461a-b292-295ebb9934fc	espresso cups	2527e35f-2f51-4605-b84b-3910d62b99d9	97affe39-12b8-4cc8-b230-ec6f509c9ddd	\N	Espresso cups	45000	CZK	Kavárna	\N		1	normal	1	2026-11-26 00:40:37.790014+00	2026-11-26 00:40:37.790015+00
c58b22ac-5845-4c31-8093-fb8bc5d0724b	electric guitar	392ec33c-5a67-4937-b948-a4a3eb886c22	\N	\N	Electric guitar	2500000	CZK	Music shop	\N	A Telecaster, sunburst	1	normal	0	2026-11-26 00:40:37.820212+00	2026-11-26 00:40:37.824101+00
20fe7cf5-fbd9-42b0-bd40-f39b514abee2	cargo bike	8f4e0454-3cc4-4a73-8c08-b5bf046e1242	\N	\N	Cargo bike	200000	EUR		\N	To take the kids to school	1	normal	0	2026-11-26 00:40:37.826524+00	2026-11-26 00:40:37.83019+00
a06d983b-4b0f-4997-a288-602d09e0f453	pottery course	af2a5d96-1682-4076-a247-553a12637b3a	\N	\N	Pottery course	320000	SEK		\N		1	normal	0	2026-11-26 00:40:37.8896+00	2026-11-26 00:40:37.893316+00
2389cbc6-7df7-433f-b62e-ca3437ec1db3	concert tickets	2527e35f-2f51-4605-b84b-3910d62b99d9	\N	\N	Concert tickets	400000	CZK		\N	Two tickets for her favourite band	1	normal	0	2026-11-26 00:40:37.963527+00	2026-11-26 00:40:37.965714+00
\.


--
-- Name: _fluent_migrations _fluent_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._fluent_migrations
    ADD CONSTRAINT _fluent_migrations_pkey PRIMARY KEY (id);


--
-- Name: auth_tokens auth_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT auth_tokens_pkey PRIMARY KEY (id);


--
-- Name: circle_members circle_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circle_members
    ADD CONSTRAINT circle_members_pkey PRIMARY KEY (id);


--
-- Name: circles circles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circles
    ADD CONSTRAINT circles_pkey PRIMARY KEY (id);


--
-- Name: eats_cuisine_stats eats_cuisine_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_cuisine_stats
    ADD CONSTRAINT eats_cuisine_stats_pkey PRIMARY KEY (cuisine);


--
-- Name: eats_dishes eats_dishes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_dishes
    ADD CONSTRAINT eats_dishes_pkey PRIMARY KEY (id);


--
-- Name: eats_photos eats_photos_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_photos
    ADD CONSTRAINT eats_photos_pkey PRIMARY KEY (id);


--
-- Name: eats_ratings eats_ratings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_ratings
    ADD CONSTRAINT eats_ratings_pkey PRIMARY KEY (id);


--
-- Name: eats_reports eats_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reports
    ADD CONSTRAINT eats_reports_pkey PRIMARY KEY (id);


--
-- Name: eats_restaurants eats_restaurants_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_restaurants
    ADD CONSTRAINT eats_restaurants_pkey PRIMARY KEY (id);


--
-- Name: eats_review_votes eats_review_votes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_review_votes
    ADD CONSTRAINT eats_review_votes_pkey PRIMARY KEY (id);


--
-- Name: eats_reviews eats_reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reviews
    ADD CONSTRAINT eats_reviews_pkey PRIMARY KEY (id);


--
-- Name: friendships friendships_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.friendships
    ADD CONSTRAINT friendships_pkey PRIMARY KEY (id);


--
-- Name: funding_feed_hides funding_feed_hides_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_feed_hides
    ADD CONSTRAINT funding_feed_hides_pkey PRIMARY KEY (id);


--
-- Name: funding_ledger funding_ledger_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_ledger
    ADD CONSTRAINT funding_ledger_pkey PRIMARY KEY (id);


--
-- Name: funding_reconciliation_issues funding_reconciliation_issues_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_reconciliation_issues
    ADD CONSTRAINT funding_reconciliation_issues_pkey PRIMARY KEY (id);


--
-- Name: invitations invitations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_pkey PRIMARY KEY (id);


--
-- Name: media media_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);


--
-- Name: notification_preferences notification_preferences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (id);


--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);


--
-- Name: payment_events payment_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_events
    ADD CONSTRAINT payment_events_pkey PRIMARY KEY (id);


--
-- Name: payout_accounts payout_accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payout_accounts
    ADD CONSTRAINT payout_accounts_pkey PRIMARY KEY (id);


--
-- Name: products products_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);


--
-- Name: push_outbox push_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_pkey PRIMARY KEY (id);


--
-- Name: sign_in_throttles sign_in_throttles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sign_in_throttles
    ADD CONSTRAINT sign_in_throttles_pkey PRIMARY KEY (id);


--
-- Name: simbank_payments simbank_payments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.simbank_payments
    ADD CONSTRAINT simbank_payments_pkey PRIMARY KEY (id);


--
-- Name: spot_calendar_feeds spot_calendar_feeds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_calendar_feeds
    ADD CONSTRAINT spot_calendar_feeds_pkey PRIMARY KEY (user_id);


--
-- Name: spot_lists spot_lists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_lists
    ADD CONSTRAINT spot_lists_pkey PRIMARY KEY (id);


--
-- Name: spot_reminders spot_reminders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_reminders
    ADD CONSTRAINT spot_reminders_pkey PRIMARY KEY (id);


--
-- Name: spot_trackers spot_trackers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_trackers
    ADD CONSTRAINT spot_trackers_pkey PRIMARY KEY (id);


--
-- Name: _fluent_migrations uq:_fluent_migrations.name; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public._fluent_migrations
    ADD CONSTRAINT "uq:_fluent_migrations.name" UNIQUE (name);


--
-- Name: auth_tokens uq:auth_tokens.token_hash; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT "uq:auth_tokens.token_hash" UNIQUE (token_hash);


--
-- Name: circle_members uq:circle_members.circle_id+circle_members.member_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circle_members
    ADD CONSTRAINT "uq:circle_members.circle_id+circle_members.member_id" UNIQUE (circle_id, member_id);


--
-- Name: circles uq:circles.owner_id+circles.name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circles
    ADD CONSTRAINT "uq:circles.owner_id+circles.name_key" UNIQUE (owner_id, name_key);


--
-- Name: eats_dishes uq:eats_dishes.restaurant_id+eats_dishes.name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_dishes
    ADD CONSTRAINT "uq:eats_dishes.restaurant_id+eats_dishes.name_key" UNIQUE (restaurant_id, name_key);


--
-- Name: eats_ratings uq:eats_ratings.dish_id+eats_ratings.user_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_ratings
    ADD CONSTRAINT "uq:eats_ratings.dish_id+eats_ratings.user_id" UNIQUE (dish_id, user_id);


--
-- Name: eats_reports uq:eats_reports.subject_id+eats_reports.reporter_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reports
    ADD CONSTRAINT "uq:eats_reports.subject_id+eats_reports.reporter_id" UNIQUE (subject_id, reporter_id);


--
-- Name: eats_restaurants uq:eats_restaurants.source_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_restaurants
    ADD CONSTRAINT "uq:eats_restaurants.source_key" UNIQUE (source_key);


--
-- Name: eats_review_votes uq:eats_review_votes.review_id+eats_review_votes.user_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_review_votes
    ADD CONSTRAINT "uq:eats_review_votes.review_id+eats_review_votes.user_id" UNIQUE (review_id, user_id);


--
-- Name: eats_reviews uq:eats_reviews.dish_id+eats_reviews.author_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reviews
    ADD CONSTRAINT "uq:eats_reviews.dish_id+eats_reviews.author_id" UNIQUE (dish_id, author_id);


--
-- Name: friendships uq:friendships.pair_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.friendships
    ADD CONSTRAINT "uq:friendships.pair_key" UNIQUE (pair_key);


--
-- Name: funding_feed_hides uq:funding_feed_hides.user_id+funding_feed_hides.wish_id+fundin; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_feed_hides
    ADD CONSTRAINT "uq:funding_feed_hides.user_id+funding_feed_hides.wish_id+fundin" UNIQUE (user_id, wish_id, person_id);


--
-- Name: funding_ledger uq:funding_ledger.donation_id+funding_ledger.kind; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_ledger
    ADD CONSTRAINT "uq:funding_ledger.donation_id+funding_ledger.kind" UNIQUE (donation_id, kind);


--
-- Name: funding_reconciliation_issues uq:funding_reconciliation_issues.donation_id+funding_reconcilia; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_reconciliation_issues
    ADD CONSTRAINT "uq:funding_reconciliation_issues.donation_id+funding_reconcilia" UNIQUE (donation_id, ledger_state, gateway_state);


--
-- Name: invitations uq:invitations.token_hash; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT "uq:invitations.token_hash" UNIQUE (token_hash);


--
-- Name: notification_preferences uq:notification_preferences.user_id+notification_preferences.ki; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT "uq:notification_preferences.user_id+notification_preferences.ki" UNIQUE (user_id, kind);


--
-- Name: payment_events uq:payment_events.gateway+payment_events.event_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_events
    ADD CONSTRAINT "uq:payment_events.gateway+payment_events.event_id" UNIQUE (gateway, event_id);


--
-- Name: payout_accounts uq:payout_accounts.user_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payout_accounts
    ADD CONSTRAINT "uq:payout_accounts.user_id" UNIQUE (user_id);


--
-- Name: products uq:products.sku; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT "uq:products.sku" UNIQUE (sku);


--
-- Name: sign_in_throttles uq:sign_in_throttles.key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sign_in_throttles
    ADD CONSTRAINT "uq:sign_in_throttles.key" UNIQUE (key);


--
-- Name: simbank_payments uq:simbank_payments.idempotency_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.simbank_payments
    ADD CONSTRAINT "uq:simbank_payments.idempotency_key" UNIQUE (idempotency_key);


--
-- Name: spot_calendar_feeds uq:spot_calendar_feeds.token; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_calendar_feeds
    ADD CONSTRAINT "uq:spot_calendar_feeds.token" UNIQUE (token);


--
-- Name: spot_lists uq:spot_lists.owner_id+spot_lists.name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_lists
    ADD CONSTRAINT "uq:spot_lists.owner_id+spot_lists.name_key" UNIQUE (owner_id, name_key);


--
-- Name: spot_reminders uq:spot_reminders.owner_id+spot_reminders.ical_uid; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_reminders
    ADD CONSTRAINT "uq:spot_reminders.owner_id+spot_reminders.ical_uid" UNIQUE (owner_id, ical_uid);


--
-- Name: spot_trackers uq:spot_trackers.user_id+spot_trackers.device_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_trackers
    ADD CONSTRAINT "uq:spot_trackers.user_id+spot_trackers.device_id" UNIQUE (user_id, device_id);


--
-- Name: users uq:users.email; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT "uq:users.email" UNIQUE (email);


--
-- Name: users uq:users.username; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT "uq:users.username" UNIQUE (username);


--
-- Name: wish_donations uq:wish_donations.gateway+wish_donations.payment_ref; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_donations
    ADD CONSTRAINT "uq:wish_donations.gateway+wish_donations.payment_ref" UNIQUE (gateway, payment_ref);


--
-- Name: wish_funding_circles uq:wish_funding_circles.funding_id+wish_funding_circles.circle_; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_funding_circles
    ADD CONSTRAINT "uq:wish_funding_circles.funding_id+wish_funding_circles.circle_" UNIQUE (funding_id, circle_id);


--
-- Name: wish_fundings uq:wish_fundings.public_token; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_fundings
    ADD CONSTRAINT "uq:wish_fundings.public_token" UNIQUE (public_token);


--
-- Name: wish_fundings uq:wish_fundings.wish_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_fundings
    ADD CONSTRAINT "uq:wish_fundings.wish_id" UNIQUE (wish_id);


--
-- Name: wish_list_shares uq:wish_list_shares.list_id+wish_list_shares.recipient_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_list_shares
    ADD CONSTRAINT "uq:wish_list_shares.list_id+wish_list_shares.recipient_id" UNIQUE (list_id, recipient_id);


--
-- Name: wish_lists uq:wish_lists.owner_id+wish_lists.name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_lists
    ADD CONSTRAINT "uq:wish_lists.owner_id+wish_lists.name_key" UNIQUE (owner_id, name_key);


--
-- Name: wish_pledges uq:wish_pledges.wish_id+wish_pledges.giver_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_pledges
    ADD CONSTRAINT "uq:wish_pledges.wish_id+wish_pledges.giver_id" UNIQUE (wish_id, giver_id);


--
-- Name: wish_reservations uq:wish_reservations.wish_id+wish_reservations.giver_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_reservations
    ADD CONSTRAINT "uq:wish_reservations.wish_id+wish_reservations.giver_id" UNIQUE (wish_id, giver_id);


--
-- Name: wishes uq:wishes.owner_id+wishes.name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wishes
    ADD CONSTRAINT "uq:wishes.owner_id+wishes.name_key" UNIQUE (owner_id, name_key);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: wish_comments wish_comments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_comments
    ADD CONSTRAINT wish_comments_pkey PRIMARY KEY (id);


--
-- Name: wish_donations wish_donations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_donations
    ADD CONSTRAINT wish_donations_pkey PRIMARY KEY (id);


--
-- Name: wish_funding_circles wish_funding_circles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_funding_circles
    ADD CONSTRAINT wish_funding_circles_pkey PRIMARY KEY (id);


--
-- Name: wish_fundings wish_fundings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_fundings
    ADD CONSTRAINT wish_fundings_pkey PRIMARY KEY (id);


--
-- Name: wish_list_shares wish_list_shares_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_list_shares
    ADD CONSTRAINT wish_list_shares_pkey PRIMARY KEY (id);


--
-- Name: wish_lists wish_lists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_lists
    ADD CONSTRAINT wish_lists_pkey PRIMARY KEY (id);


--
-- Name: wish_pledges wish_pledges_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_pledges
    ADD CONSTRAINT wish_pledges_pkey PRIMARY KEY (id);


--
-- Name: wish_reservations wish_reservations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_reservations
    ADD CONSTRAINT wish_reservations_pkey PRIMARY KEY (id);


--
-- Name: wishes wishes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wishes
    ADD CONSTRAINT wishes_pkey PRIMARY KEY (id);


--
-- Name: eats_dishes_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_dishes_name ON public.eats_dishes USING btree (name_key);


--
-- Name: eats_dishes_restaurant; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_dishes_restaurant ON public.eats_dishes USING btree (restaurant_id);


--
-- Name: eats_photos_dish; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_photos_dish ON public.eats_photos USING btree (dish_id, created_at);


--
-- Name: eats_ratings_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_ratings_user ON public.eats_ratings USING btree (user_id);


--
-- Name: eats_restaurants_band; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_restaurants_band ON public.eats_restaurants USING btree (lat_band, lon, lat, id);


--
-- Name: eats_restaurants_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_restaurants_name ON public.eats_restaurants USING btree (name_key);


--
-- Name: eats_reviews_dish; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_reviews_dish ON public.eats_reviews USING btree (dish_id, helpfulness);


--
-- Name: funding_ledger_funding; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX funding_ledger_funding ON public.funding_ledger USING btree (funding_id);


--
-- Name: notifications_user_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_user_created ON public.notifications USING btree (user_id, created_at, id);


--
-- Name: push_outbox_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_outbox_due ON public.push_outbox USING btree (status, next_attempt_at);


--
-- Name: spot_reminders_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX spot_reminders_due ON public.spot_reminders USING btree (due_at) WHERE (done_at IS NULL);


--
-- Name: spot_reminders_inside; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX spot_reminders_inside ON public.spot_reminders USING btree (owner_id, presence);


--
-- Name: spot_reminders_owner; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX spot_reminders_owner ON public.spot_reminders USING btree (owner_id, done_at, due_at);


--
-- Name: spot_reminders_watch; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX spot_reminders_watch ON public.spot_reminders USING btree (owner_id, watching, min_lat, max_lat, min_lon, max_lon, presence, place_lat, place_lon, radius, inside_device, id);


--
-- Name: wish_donations_funding_state; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wish_donations_funding_state ON public.wish_donations USING btree (funding_id, state);


--
-- Name: wish_fundings_state_deadline; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wish_fundings_state_deadline ON public.wish_fundings USING btree (state, deadline);


--
-- Name: wish_list_shares_recipient; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wish_list_shares_recipient ON public.wish_list_shares USING btree (recipient_id);


--
-- Name: wish_pledges_giver; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wish_pledges_giver ON public.wish_pledges USING btree (giver_id);


--
-- Name: wish_reservations_giver; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wish_reservations_giver ON public.wish_reservations USING btree (giver_id);


--
-- Name: wishes_list_position; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX wishes_list_position ON public.wishes USING btree (list_id, "position");


--
-- Name: auth_tokens auth_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT auth_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: circle_members circle_members_circle_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circle_members
    ADD CONSTRAINT circle_members_circle_id_fkey FOREIGN KEY (circle_id) REFERENCES public.circles(id) ON DELETE CASCADE;


--
-- Name: circle_members circle_members_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circle_members
    ADD CONSTRAINT circle_members_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: circles circles_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.circles
    ADD CONSTRAINT circles_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: eats_dishes eats_dishes_added_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_dishes
    ADD CONSTRAINT eats_dishes_added_by_fkey FOREIGN KEY (added_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: eats_dishes eats_dishes_nutrition_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_dishes
    ADD CONSTRAINT eats_dishes_nutrition_by_fkey FOREIGN KEY (nutrition_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: eats_dishes eats_dishes_restaurant_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_dishes
    ADD CONSTRAINT eats_dishes_restaurant_id_fkey FOREIGN KEY (restaurant_id) REFERENCES public.eats_restaurants(id) ON DELETE CASCADE;


--
-- Name: eats_photos eats_photos_added_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_photos
    ADD CONSTRAINT eats_photos_added_by_fkey FOREIGN KEY (added_by) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: eats_photos eats_photos_dish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_photos
    ADD CONSTRAINT eats_photos_dish_id_fkey FOREIGN KEY (dish_id) REFERENCES public.eats_dishes(id) ON DELETE CASCADE;


--
-- Name: eats_ratings eats_ratings_dish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_ratings
    ADD CONSTRAINT eats_ratings_dish_id_fkey FOREIGN KEY (dish_id) REFERENCES public.eats_dishes(id) ON DELETE CASCADE;


--
-- Name: eats_ratings eats_ratings_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_ratings
    ADD CONSTRAINT eats_ratings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: eats_reports eats_reports_reporter_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reports
    ADD CONSTRAINT eats_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: eats_restaurants eats_restaurants_added_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_restaurants
    ADD CONSTRAINT eats_restaurants_added_by_fkey FOREIGN KEY (added_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: eats_review_votes eats_review_votes_review_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_review_votes
    ADD CONSTRAINT eats_review_votes_review_id_fkey FOREIGN KEY (review_id) REFERENCES public.eats_reviews(id) ON DELETE CASCADE;


--
-- Name: eats_review_votes eats_review_votes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_review_votes
    ADD CONSTRAINT eats_review_votes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: eats_reviews eats_reviews_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reviews
    ADD CONSTRAINT eats_reviews_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: eats_reviews eats_reviews_dish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_reviews
    ADD CONSTRAINT eats_reviews_dish_id_fkey FOREIGN KEY (dish_id) REFERENCES public.eats_dishes(id) ON DELETE CASCADE;


--
-- Name: friendships friendships_addressee_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.friendships
    ADD CONSTRAINT friendships_addressee_id_fkey FOREIGN KEY (addressee_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: friendships friendships_requester_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.friendships
    ADD CONSTRAINT friendships_requester_id_fkey FOREIGN KEY (requester_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: funding_feed_hides funding_feed_hides_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.funding_feed_hides
    ADD CONSTRAINT funding_feed_hides_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: invitations invitations_accepted_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_accepted_by_id_fkey FOREIGN KEY (accepted_by_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: invitations invitations_inviter_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_inviter_id_fkey FOREIGN KEY (inviter_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: media media_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: notification_preferences notification_preferences_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: notifications notifications_actor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: notifications notifications_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: payout_accounts payout_accounts_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payout_accounts
    ADD CONSTRAINT payout_accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: push_outbox push_outbox_notification_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE SET NULL;


--
-- Name: push_outbox push_outbox_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: spot_calendar_feeds spot_calendar_feeds_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_calendar_feeds
    ADD CONSTRAINT spot_calendar_feeds_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: spot_lists spot_lists_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_lists
    ADD CONSTRAINT spot_lists_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: spot_reminders spot_reminders_list_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_reminders
    ADD CONSTRAINT spot_reminders_list_id_fkey FOREIGN KEY (list_id) REFERENCES public.spot_lists(id) ON DELETE SET NULL;


--
-- Name: spot_reminders spot_reminders_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_reminders
    ADD CONSTRAINT spot_reminders_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: spot_trackers spot_trackers_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.spot_trackers
    ADD CONSTRAINT spot_trackers_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: wish_comments wish_comments_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_comments
    ADD CONSTRAINT wish_comments_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: wish_comments wish_comments_wish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_comments
    ADD CONSTRAINT wish_comments_wish_id_fkey FOREIGN KEY (wish_id) REFERENCES public.wishes(id) ON DELETE CASCADE;


--
-- Name: wish_donations wish_donations_donor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_donations
    ADD CONSTRAINT wish_donations_donor_id_fkey FOREIGN KEY (donor_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: wish_donations wish_donations_funding_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_donations
    ADD CONSTRAINT wish_donations_funding_id_fkey FOREIGN KEY (funding_id) REFERENCES public.wish_fundings(id) ON DELETE CASCADE;


--
-- Name: wish_funding_circles wish_funding_circles_funding_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_funding_circles
    ADD CONSTRAINT wish_funding_circles_funding_id_fkey FOREIGN KEY (funding_id) REFERENCES public.wish_fundings(id) ON DELETE CASCADE;


--
-- Name: wish_fundings wish_fundings_recipient_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_fundings
    ADD CONSTRAINT wish_fundings_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: wish_fundings wish_fundings_wish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_fundings
    ADD CONSTRAINT wish_fundings_wish_id_fkey FOREIGN KEY (wish_id) REFERENCES public.wishes(id) ON DELETE CASCADE;


--
-- Name: wish_list_shares wish_list_shares_list_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_list_shares
    ADD CONSTRAINT wish_list_shares_list_id_fkey FOREIGN KEY (list_id) REFERENCES public.wish_lists(id) ON DELETE CASCADE;


--
-- Name: wish_list_shares wish_list_shares_recipient_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_list_shares
    ADD CONSTRAINT wish_list_shares_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: wish_lists wish_lists_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_lists
    ADD CONSTRAINT wish_lists_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: wish_pledges wish_pledges_giver_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_pledges
    ADD CONSTRAINT wish_pledges_giver_id_fkey FOREIGN KEY (giver_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: wish_pledges wish_pledges_wish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_pledges
    ADD CONSTRAINT wish_pledges_wish_id_fkey FOREIGN KEY (wish_id) REFERENCES public.wishes(id) ON DELETE CASCADE;


--
-- Name: wish_reservations wish_reservations_giver_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_reservations
    ADD CONSTRAINT wish_reservations_giver_id_fkey FOREIGN KEY (giver_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: wish_reservations wish_reservations_wish_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wish_reservations
    ADD CONSTRAINT wish_reservations_wish_id_fkey FOREIGN KEY (wish_id) REFERENCES public.wishes(id) ON DELETE CASCADE;


--
-- Name: wishes wishes_list_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wishes
    ADD CONSTRAINT wishes_list_id_fkey FOREIGN KEY (list_id) REFERENCES public.wish_lists(id) ON DELETE SET NULL;


--
-- Name: wishes wishes_owner_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.wishes
    ADD CONSTRAINT wishes_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict B2qT78S2FPENxsc35whx6YYpN2U2XfY54z03V55vW8dJKLLsz90Rk0NQU5giRvS

