--
-- PostgreSQL database dump
--

\restrict VT6fyFDoUmF7V8iux3qXeueSUYXd00b5gBfOg2GUCk2X6B1R5vtfvNrbCdkivDk

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
-- Name: eats_restaurant_deletions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.eats_restaurant_deletions (
    id uuid NOT NULL,
    deleted_at timestamp with time zone NOT NULL
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
-- Name: library_cards; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_cards (
    id uuid NOT NULL,
    number text NOT NULL,
    library_id uuid NOT NULL,
    user_id uuid,
    pin_hash text NOT NULL,
    holder_name text NOT NULL,
    failed_pins bigint NOT NULL,
    locked_at timestamp with time zone,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: library_choices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_choices (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    library_id uuid NOT NULL
);


--
-- Name: library_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_events (
    id uuid NOT NULL,
    library_id uuid NOT NULL,
    image_id uuid,
    title text NOT NULL,
    starts_at timestamp with time zone NOT NULL
);


--
-- Name: library_holds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_holds (
    id uuid NOT NULL,
    library_id uuid NOT NULL,
    title_id uuid NOT NULL,
    card_id uuid NOT NULL,
    seq bigint NOT NULL,
    state text NOT NULL,
    placed_at timestamp with time zone NOT NULL,
    ready_at timestamp with time zone,
    ready_until timestamp with time zone,
    ended_at timestamp with time zone
);


--
-- Name: library_libraries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_libraries (
    id uuid NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    language text NOT NULL,
    loan_days bigint NOT NULL,
    pickup_days bigint NOT NULL,
    max_loans bigint NOT NULL,
    max_holds bigint NOT NULL,
    self_registration boolean NOT NULL,
    alert text,
    help text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: library_lists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_lists (
    id uuid NOT NULL,
    library_id uuid NOT NULL,
    name text NOT NULL,
    "position" bigint NOT NULL,
    title_ids text NOT NULL
);


--
-- Name: library_loans; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_loans (
    id uuid NOT NULL,
    library_id uuid NOT NULL,
    title_id uuid NOT NULL,
    card_id uuid NOT NULL,
    started_at timestamp with time zone NOT NULL,
    due_at timestamp with time zone NOT NULL,
    ended_at timestamp with time zone,
    ended_how text,
    renewals bigint NOT NULL,
    reminded boolean NOT NULL
);


--
-- Name: library_ratings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_ratings (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    title_id uuid NOT NULL,
    stars bigint NOT NULL,
    review text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: library_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_sessions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    library_id uuid NOT NULL,
    card_id uuid NOT NULL,
    remember boolean NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


--
-- Name: library_title_subjects; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_title_subjects (
    id uuid NOT NULL,
    title_id uuid NOT NULL,
    library_id uuid NOT NULL,
    subject text NOT NULL
);


--
-- Name: library_titles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_titles (
    id uuid NOT NULL,
    number bigint NOT NULL,
    source_key text NOT NULL,
    library_id uuid NOT NULL,
    title text NOT NULL,
    subtitle text,
    authors text NOT NULL,
    translators text NOT NULL,
    original_title text,
    publisher text,
    published text,
    year bigint NOT NULL,
    language text,
    isbns text NOT NULL,
    subjects text NOT NULL,
    description text,
    page_count bigint,
    series text,
    series_number text,
    cover text,
    epub_file text,
    copies bigint,
    out_count bigint NOT NULL,
    waiting_count bigint NOT NULL,
    popularity bigint NOT NULL,
    rating_sum bigint NOT NULL,
    rating_count bigint NOT NULL,
    rating_score double precision NOT NULL,
    title_key text NOT NULL COLLATE pg_catalog."C",
    author_key text NOT NULL COLLATE pg_catalog."C",
    publisher_key text NOT NULL COLLATE pg_catalog."C",
    added_at timestamp with time zone NOT NULL,
    search tsvector
);


--
-- Name: library_to_be_read; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.library_to_be_read (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    library_id uuid NOT NULL,
    title_id uuid NOT NULL,
    notify boolean NOT NULL,
    notified_at timestamp with time zone,
    added_at timestamp with time zone NOT NULL
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
faec6a44-6653-4bd3-a1d7-4fcdc43c743e	SatchelCore.CreateUser	1	2026-11-26 00:39:28.975279+00	2026-11-26 00:39:28.975279+00
a39dca69-ce51-44dd-8853-1d2579146c43	SatchelCore.CreateAuthToken	1	2026-11-26 00:39:28.980953+00	2026-11-26 00:39:28.980953+00
a2e85edd-eb99-4570-bbde-74a6e2c86aaf	SatchelCore.CreateSignInThrottle	1	2026-11-26 00:39:28.98515+00	2026-11-26 00:39:28.98515+00
2912ad54-faf1-45a6-afcf-201a79576e8c	SatchelCore.CreateFriendship	1	2026-11-26 00:39:28.989537+00	2026-11-26 00:39:28.989537+00
721c4932-c507-465f-b3c9-ba7b3f164bcb	SatchelCore.CreateInvitation	1	2026-11-26 00:39:28.993925+00	2026-11-26 00:39:28.993925+00
d55f7f62-2367-49d1-8bf5-f83ebdc294c5	SatchelCore.CreateCircle	1	2026-11-26 00:39:29.000509+00	2026-11-26 00:39:29.000509+00
7f34e9f2-573b-4602-80d0-a9c110a28ad5	SatchelCore.CreateNotification	1	2026-11-26 00:39:29.010349+00	2026-11-26 00:39:29.010349+00
f67dafb5-9b95-4786-86f0-09a2941308a1	SatchelCore.IndexNotificationsByUser	1	2026-11-26 00:39:29.013422+00	2026-11-26 00:39:29.013422+00
255ceba4-c1b7-4833-8785-d7ee48a01cd8	SatchelCore.CreateMedia	1	2026-11-26 00:39:29.022759+00	2026-11-26 00:39:29.022759+00
e469aed9-49a3-4961-b3a9-2cb48563f29f	SatchelCore.AddPayloadToInvitation	1	2026-11-26 00:39:29.02604+00	2026-11-26 00:39:29.02604+00
3177d5a5-ec41-4fdd-bb68-90ae9f69eac6	Wishes.CreateWishLists	1	2026-11-26 00:39:29.047155+00	2026-11-26 00:39:29.047155+00
78b9005b-e6b0-473a-b2c7-5877279b3d57	Wishes.CreateFunding	1	2026-11-26 00:39:29.077762+00	2026-11-26 00:39:29.077762+00
50a910e6-7fee-47cd-b371-03931de76f2e	Wishes.CreateProducts	1	2026-11-26 00:39:29.081895+00	2026-11-26 00:39:29.081895+00
26c17de9-1caa-4542-b5af-8cf9546d5d1e	Spots.CreateSpots	1	2026-11-26 00:39:29.100903+00	2026-11-26 00:39:29.100903+00
1809bba1-72f1-4abd-9470-f86251d9fab1	Eats.CreateRestaurants	1	2026-11-26 00:39:29.107403+00	2026-11-26 00:39:29.107403+00
dc876842-0706-4595-9ec3-584a73442387	Eats.CreateDishes	1	2026-11-26 00:39:29.14305+00	2026-11-26 00:39:29.14305+00
dffc149d-293b-430f-8da8-7e74c24c24d8	Library.CreateLibraries	1	2026-11-26 00:39:29.160922+00	2026-11-26 00:39:29.160922+00
5de5b810-d10c-4d1a-9fd7-93b595e2f4bf	Library.CreateCatalogue	1	2026-11-26 00:39:29.179721+00	2026-11-26 00:39:29.179721+00
642afff7-cc12-42f8-ae78-7adb6e94de55	Library.CreateLending	1	2026-11-26 00:39:29.211439+00	2026-11-26 00:39:29.211439+00
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
40264a44-e1ba-4f6b-b3aa-b230b28ceadd	f2294feb-0486-4c60-bc4b-eb3a9f8b8e5c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	2026-11-26 00:39:29.538825+00
e933a722-93ad-4099-8fc3-0d1c9182f2a3	cac493b3-affe-40d7-a39d-4b986db5a1b9	438da4bd-3fc2-4144-a693-478a3920216a	2026-11-26 00:39:29.543304+00
cdbdd30f-870b-4fce-be02-25ae31c06ed5	cac493b3-affe-40d7-a39d-4b986db5a1b9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	2026-11-26 00:39:29.543304+00
c9169b8a-3b42-4e03-a4dc-3b42d32aca17	e8a3c59f-c126-4152-b3a4-013aef61685c	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:29.547764+00
\.


--
-- Data for Name: circles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.circles (id, owner_id, name, name_key, color, created_at) FROM stdin;
f2294feb-0486-4c60-bc4b-eb3a9f8b8e5c	8667fde8-51f4-4668-acda-666c39fac296	Family	family	#db2777	2026-11-26 00:39:29.538825+00
cac493b3-affe-40d7-a39d-4b986db5a1b9	8667fde8-51f4-4668-acda-666c39fac296	Book club	book club	#16a34a	2026-11-26 00:39:29.543304+00
e8a3c59f-c126-4152-b3a4-013aef61685c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Close friends	close friends	#2563eb	2026-11-26 00:39:29.547764+00
\.


--
-- Data for Name: eats_cuisine_stats; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_cuisine_stats (cuisine, rating_sum, rating_count) FROM stdin;
swedish	368	92
vietnamese	588	141
indian	370	93
burger	488	118
coffee_shop	498	120
ramen	471	115
czech	309	75
pizza	630	160
\.


--
-- Data for Name: eats_dishes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_dishes (id, restaurant_id, added_by, name, name_key, description, rating_sum, rating_count, energy_kcal, protein_g, fat_g, carbohydrate_g, nutrition_by, nutrition_at, hidden, created_at, updated_at) FROM stdin;
9346c98e-3fd5-4f51-9137-1234886d1284	c83c33f8-f796-4dec-9ff8-2d049ca66df6	8667fde8-51f4-4668-acda-666c39fac296	Tiramisu	tiramisu		11	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.398306+00	2026-11-26 00:39:31.398307+00
454c3230-da83-419b-8c0a-617d699a7e1c	7627d3a8-547c-480f-b6e4-d9b77da97c4e	438da4bd-3fc2-4144-a693-478a3920216a	Garlic naan	garlic naan		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.175588+00	2026-11-26 00:39:32.175589+00
a3d26e65-503c-4f38-beec-16364ac8385c	d63815f6-e0cf-4ddc-b62b-516ba4c7377f	8667fde8-51f4-4668-acda-666c39fac296	Tonkotsu ramen	tonkotsu ramen		19	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:30.945576+00	f	2026-11-26 00:39:30.879899+00	2026-11-26 00:39:30.945577+00
aae5ec6b-8328-4550-ae38-25e3855075b7	8c5a9c2e-7827-4d73-96bd-3e9188756cb9	438da4bd-3fc2-4144-a693-478a3920216a	Köttbullar with lingonberries	kottbullar with lingonberries		15	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:31.503264+00	f	2026-11-26 00:39:31.447674+00	2026-11-26 00:39:31.503265+00
3daa88bc-5e99-4b54-8202-8da00e21b7fa	d63815f6-e0cf-4ddc-b62b-516ba4c7377f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Shoyu ramen	shoyu ramen		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:30.948889+00	2026-11-26 00:39:30.94889+00
47239a27-702e-4dd3-b3d5-6a3b5e194fe3	02006692-c336-43af-8eb8-bd6f2aacbc8c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.440616+00	2026-11-26 00:39:32.440618+00
047dbc27-752c-4f38-91d9-bb7d0b2fab1f	7d160d2c-702e-4ea2-ac3b-69ab2faaa97f	8667fde8-51f4-4668-acda-666c39fac296	Bun cha	bun cha		23	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.883689+00	2026-11-26 00:39:31.88369+00
48a492af-572b-40c5-a6f4-b85c35d9bf0c	8c5a9c2e-7827-4d73-96bd-3e9188756cb9	4244965e-9b1b-4c49-9e91-94bfda871fe6	Toast Skagen	toast skagen		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.506407+00	2026-11-26 00:39:31.506408+00
2b27cb08-d1c8-45e5-a188-b4f547c5600e	d63815f6-e0cf-4ddc-b62b-516ba4c7377f	438da4bd-3fc2-4144-a693-478a3920216a	Miso ramen	miso ramen		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:30.998874+00	2026-11-26 00:39:30.998875+00
efaf43cf-1918-484a-ac88-1aa78b85bf27	d63815f6-e0cf-4ddc-b62b-516ba4c7377f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Gyoza	gyoza		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.067288+00	2026-11-26 00:39:31.067289+00
168290cd-e6dc-48b1-b19b-30a52c9b68ad	8c5a9c2e-7827-4d73-96bd-3e9188756cb9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Pickled herring	pickled herring		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.575858+00	2026-11-26 00:39:31.575859+00
6a850ee5-39d7-438f-908b-47a4a26fd554	d63815f6-e0cf-4ddc-b62b-516ba4c7377f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Karaage	karaage		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.1294+00	2026-11-26 00:39:31.129401+00
93aa155f-2223-4dad-a45d-a8e0bdf16e62	cef0d802-3974-4323-ba56-f993d0dd42d2	8667fde8-51f4-4668-acda-666c39fac296	Gyoza	gyoza		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.897144+00	2026-11-26 00:39:32.897145+00
465d7d57-29fa-4c23-9f78-710ed9c8934c	7d160d2c-702e-4ea2-ac3b-69ab2faaa97f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Summer rolls	summer rolls		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.955522+00	2026-11-26 00:39:31.955523+00
499b132d-a29c-4f85-99e6-dfdf2b132195	c83c33f8-f796-4dec-9ff8-2d049ca66df6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Margherita	margherita		15	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:31.210586+00	f	2026-11-26 00:39:31.185801+00	2026-11-26 00:39:31.210587+00
6866b949-61fb-47a9-8304-a76cbf1c104a	8c5a9c2e-7827-4d73-96bd-3e9188756cb9	8667fde8-51f4-4668-acda-666c39fac296	Wallenbergare	wallenbergare		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.604768+00	2026-11-26 00:39:31.604768+00
881def7f-258f-4830-9ed2-5085ff8bc53f	c83c33f8-f796-4dec-9ff8-2d049ca66df6	438da4bd-3fc2-4144-a693-478a3920216a	Diavola	diavola		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.213734+00	2026-11-26 00:39:31.213735+00
14c7d63b-4106-424d-b71e-12ef01cc78bc	7627d3a8-547c-480f-b6e4-d9b77da97c4e	4244965e-9b1b-4c49-9e91-94bfda871fe6	Mango lassi	mango lassi		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.223838+00	2026-11-26 00:39:32.223839+00
e000b8ad-049d-4600-a4fd-b0fc7890b472	8c5a9c2e-7827-4d73-96bd-3e9188756cb9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Kanelbulle	kanelbulle		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.679495+00	2026-11-26 00:39:31.679496+00
8e437b4d-0035-4621-9a49-23e941c504c4	c83c33f8-f796-4dec-9ff8-2d049ca66df6	4244965e-9b1b-4c49-9e91-94bfda871fe6	Quattro formaggi	quattro formaggi		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.286853+00	2026-11-26 00:39:31.286854+00
5ec343cb-35ae-44ee-b709-c475bfa45cb0	cef0d802-3974-4323-ba56-f993d0dd42d2	4244965e-9b1b-4c49-9e91-94bfda871fe6	Shoyu ramen	shoyu ramen		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.807006+00	2026-11-26 00:39:32.807007+00
1b1e5514-201d-48d7-b02e-513fc907850e	7627d3a8-547c-480f-b6e4-d9b77da97c4e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Butter chicken	butter chicken		17	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:32.087869+00	f	2026-11-26 00:39:32.030757+00	2026-11-26 00:39:32.08787+00
05cf6091-3f64-4bce-a5b9-c08dee5a206d	c83c33f8-f796-4dec-9ff8-2d049ca66df6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Marinara	marinara		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.340666+00	2026-11-26 00:39:31.340667+00
1ab6a2e6-d4cc-4911-af89-d65dde1712ec	02006692-c336-43af-8eb8-bd6f2aacbc8c	8667fde8-51f4-4668-acda-666c39fac296	Cheeseburger	cheeseburger		9	2	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:32.333548+00	f	2026-11-26 00:39:32.304433+00	2026-11-26 00:39:32.333549+00
78270f56-3beb-4539-9f27-e7afe11f8203	7d160d2c-702e-4ea2-ac3b-69ab2faaa97f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Pho bo	pho bo		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:31.826151+00	f	2026-11-26 00:39:31.735478+00	2026-11-26 00:39:31.826152+00
e9aabca9-2d15-4404-bd68-4d4700704e53	7627d3a8-547c-480f-b6e4-d9b77da97c4e	8667fde8-51f4-4668-acda-666c39fac296	Chana masala	chana masala		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.091117+00	2026-11-26 00:39:32.091118+00
d449f6d4-1937-4b0b-b102-aa76168f80f5	02006692-c336-43af-8eb8-bd6f2aacbc8c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Veggie burger	veggie burger		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.336786+00	2026-11-26 00:39:32.336787+00
92503f3f-23ba-407c-bd3a-78fdaea39f9c	7d160d2c-702e-4ea2-ac3b-69ab2faaa97f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Banh mi	banh mi		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:31.829292+00	2026-11-26 00:39:31.829293+00
8cb0147e-d728-46ac-8b6f-ca991bef8539	7627d3a8-547c-480f-b6e4-d9b77da97c4e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Palak paneer	palak paneer		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.133847+00	2026-11-26 00:39:32.133848+00
41d9032e-153d-4ddd-b6f3-23559c60f755	21910800-8a10-4877-b553-1e6111d0edee	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Carrot cake	carrot cake		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.684014+00	2026-11-26 00:39:32.684015+00
1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	21910800-8a10-4877-b553-1e6111d0edee	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Flat white	flat white		21	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:32.582098+00	f	2026-11-26 00:39:32.50561+00	2026-11-26 00:39:32.5821+00
d6922f63-a1ea-4147-81c0-5692ff043ef1	02006692-c336-43af-8eb8-bd6f2aacbc8c	438da4bd-3fc2-4144-a693-478a3920216a	Sweet potato fries	sweet potato fries		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.39726+00	2026-11-26 00:39:32.397261+00
114719c8-ea17-4b8b-9863-fb65aebf1b5f	edfbf853-4eb5-49e7-b206-b0fe43ddb644	4244965e-9b1b-4c49-9e91-94bfda871fe6	Margherita	margherita		14	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:33.069763+00	f	2026-11-26 00:39:33.028045+00	2026-11-26 00:39:33.069764+00
45a600cd-5fb6-4394-944e-f534a659c142	cef0d802-3974-4323-ba56-f993d0dd42d2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Miso ramen	miso ramen		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.835487+00	2026-11-26 00:39:32.835488+00
ae3c084f-d524-4ae7-8995-d46c5002c10b	21910800-8a10-4877-b553-1e6111d0edee	438da4bd-3fc2-4144-a693-478a3920216a	Cardamom bun	cardamom bun		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.585375+00	2026-11-26 00:39:32.585376+00
705e7fc8-560c-4e8e-979b-14e484856a62	cef0d802-3974-4323-ba56-f993d0dd42d2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Karaage	karaage		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.959843+00	2026-11-26 00:39:32.959844+00
56d1c31f-e0cb-4c9c-a9b3-4e38de79dc1e	21910800-8a10-4877-b553-1e6111d0edee	4244965e-9b1b-4c49-9e91-94bfda871fe6	Avocado toast	avocado toast		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:32.641263+00	2026-11-26 00:39:32.641264+00
6d29b625-7e1a-47df-815b-c9781edf3e12	cef0d802-3974-4323-ba56-f993d0dd42d2	438da4bd-3fc2-4144-a693-478a3920216a	Tonkotsu ramen	tonkotsu ramen		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:32.803723+00	f	2026-11-26 00:39:32.749558+00	2026-11-26 00:39:32.803724+00
b2fa17dd-96ff-4afe-831f-4c895366d690	edfbf853-4eb5-49e7-b206-b0fe43ddb644	8667fde8-51f4-4668-acda-666c39fac296	Quattro formaggi	quattro formaggi		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.148865+00	2026-11-26 00:39:33.148866+00
bbe4c177-e9ac-4875-bd27-821253eae25d	edfbf853-4eb5-49e7-b206-b0fe43ddb644	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Marinara	marinara		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.212949+00	2026-11-26 00:39:33.21295+00
b5ca3af8-9336-429b-b8c6-45f8da0a2838	edfbf853-4eb5-49e7-b206-b0fe43ddb644	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Diavola	diavola		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.074195+00	2026-11-26 00:39:33.074196+00
85e1948a-76f8-41f2-9bf0-ceb1e2e6db4a	edfbf853-4eb5-49e7-b206-b0fe43ddb644	438da4bd-3fc2-4144-a693-478a3920216a	Tiramisu	tiramisu		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.268309+00	2026-11-26 00:39:33.26831+00
9959e189-5d06-4d24-b48d-de505d5d1453	b8f2c380-cc2c-4c62-91d4-9f50ca3e7c79	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Köttbullar with lingonberries	kottbullar with lingonberries		17	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:33.389406+00	f	2026-11-26 00:39:33.33974+00	2026-11-26 00:39:33.389407+00
e86b33ed-76cc-468d-b214-346f24080d10	b8f2c380-cc2c-4c62-91d4-9f50ca3e7c79	8667fde8-51f4-4668-acda-666c39fac296	Toast Skagen	toast skagen		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.392599+00	2026-11-26 00:39:33.392601+00
00341ae9-b1b0-4725-aff6-1b3b2460c7e8	b8f2c380-cc2c-4c62-91d4-9f50ca3e7c79	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Pickled herring	pickled herring		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.434423+00	2026-11-26 00:39:33.434424+00
b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	b8f2c380-cc2c-4c62-91d4-9f50ca3e7c79	4244965e-9b1b-4c49-9e91-94bfda871fe6	Kanelbulle	kanelbulle		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.543518+00	2026-11-26 00:39:33.543519+00
26795aa2-3acd-4873-87a8-2f0d2e87b012	b8f2c380-cc2c-4c62-91d4-9f50ca3e7c79	438da4bd-3fc2-4144-a693-478a3920216a	Wallenbergare	wallenbergare		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.494707+00	2026-11-26 00:39:33.494709+00
5e83e7bf-b326-448b-8510-236d523b8dbe	adf0613a-4c9c-465a-a8cd-aceee95b098d	4244965e-9b1b-4c49-9e91-94bfda871fe6	Veggie burger	veggie burger		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.091999+00	2026-11-26 00:39:34.092+00
fafec1a7-31e8-4a99-99fc-b3180f62d218	ee08931d-a820-4937-b2bb-661ecca5a36c	8667fde8-51f4-4668-acda-666c39fac296	Pho bo	pho bo		14	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:33.629236+00	f	2026-11-26 00:39:33.60463+00	2026-11-26 00:39:33.629237+00
d9252cb3-1033-4722-a2a7-76e7b5000571	a3712bf5-81b8-4aed-9c03-ad0ec59acff9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Chana masala	chana masala		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.572634+00	2026-11-26 00:39:35.572635+00
fc035a8a-c5d7-4ffc-ba41-53cf6b1d0b53	ee08931d-a820-4937-b2bb-661ecca5a36c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Banh mi	banh mi		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.632543+00	2026-11-26 00:39:33.632544+00
1a374a01-5579-4e8e-b335-f5ea522078ab	adf0613a-4c9c-465a-a8cd-aceee95b098d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Sweet potato fries	sweet potato fries		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.133116+00	2026-11-26 00:39:34.133117+00
0abb540d-3239-4852-bfff-dd31fd7426d2	ee08931d-a820-4937-b2bb-661ecca5a36c	438da4bd-3fc2-4144-a693-478a3920216a	Bun cha	bun cha		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.681973+00	2026-11-26 00:39:33.681974+00
d77c1d5d-cacb-4a6b-ab16-3002ed479e2a	2c7f9f97-08fa-4568-9207-463c71362a8f	8667fde8-51f4-4668-acda-666c39fac296	Shoyu ramen	shoyu ramen		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.55947+00	2026-11-26 00:39:34.559471+00
54371908-86c2-4d8b-84ba-4c0ac5b0ab79	adf0613a-4c9c-465a-a8cd-aceee95b098d	8667fde8-51f4-4668-acda-666c39fac296	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.181514+00	2026-11-26 00:39:34.181515+00
19b2670f-2c05-472e-b97b-9700682e4073	ee08931d-a820-4937-b2bb-661ecca5a36c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Summer rolls	summer rolls		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.728983+00	2026-11-26 00:39:33.728984+00
ff17b1a5-d102-4ac8-a8d8-61d8fd2cd157	9aabe339-3124-4995-a1ab-3198610ffb34	438da4bd-3fc2-4144-a693-478a3920216a	Quattro formaggi	quattro formaggi		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.887671+00	2026-11-26 00:39:34.887673+00
1b2e0ffd-e9d4-4077-bb7e-abf4a5777205	2c7f9f97-08fa-4568-9207-463c71362a8f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Miso ramen	miso ramen		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.607159+00	2026-11-26 00:39:34.60716+00
6845ae29-7539-4177-b96e-baaf61a5cd10	dc4b121a-1eb2-4961-9ce3-14b561e3a611	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Butter chicken	butter chicken		19	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:33.855203+00	f	2026-11-26 00:39:33.789806+00	2026-11-26 00:39:33.855205+00
06fdf680-aa93-4e39-a592-746c3735d4da	5b2e3866-3e28-4138-8c05-e21174b69874	4244965e-9b1b-4c49-9e91-94bfda871fe6	Flat white	flat white		11	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:34.296169+00	f	2026-11-26 00:39:34.243558+00	2026-11-26 00:39:34.29617+00
67aa330c-4fcc-4046-a127-1ee8ccd91f00	dc4b121a-1eb2-4961-9ce3-14b561e3a611	438da4bd-3fc2-4144-a693-478a3920216a	Chana masala	chana masala		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.858491+00	2026-11-26 00:39:33.858492+00
9aba2dab-0158-4115-a6f6-f1b36307203a	dc4b121a-1eb2-4961-9ce3-14b561e3a611	4244965e-9b1b-4c49-9e91-94bfda871fe6	Palak paneer	palak paneer		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.883117+00	2026-11-26 00:39:33.883119+00
ae121c4c-8cba-4e14-ab33-0ef935bf8d1f	a3712bf5-81b8-4aed-9c03-ad0ec59acff9	4244965e-9b1b-4c49-9e91-94bfda871fe6	Butter chicken	butter chicken		12	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:35.569453+00	f	2026-11-26 00:39:35.504994+00	2026-11-26 00:39:35.569454+00
eac758aa-66e7-4e52-90ae-2eae70bed347	5b2e3866-3e28-4138-8c05-e21174b69874	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Cardamom bun	cardamom bun		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.299523+00	2026-11-26 00:39:34.299524+00
de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	dc4b121a-1eb2-4961-9ce3-14b561e3a611	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Garlic naan	garlic naan		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.900708+00	2026-11-26 00:39:33.900709+00
b65ed913-b85f-4462-93a6-8c7b1219fef6	9aabe339-3124-4995-a1ab-3198610ffb34	4244965e-9b1b-4c49-9e91-94bfda871fe6	Marinara	marinara		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.947915+00	2026-11-26 00:39:34.947916+00
f6fa5ddb-3fcd-42ac-9473-33c33db84471	dc4b121a-1eb2-4961-9ce3-14b561e3a611	8667fde8-51f4-4668-acda-666c39fac296	Mango lassi	mango lassi		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:33.975162+00	2026-11-26 00:39:33.975164+00
9fa0d4f4-4507-4c61-b8de-55a1e672869a	2c7f9f97-08fa-4568-9207-463c71362a8f	438da4bd-3fc2-4144-a693-478a3920216a	Gyoza	gyoza		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.658901+00	2026-11-26 00:39:34.658902+00
b9dd816d-f595-479b-a865-8953228d712c	5b2e3866-3e28-4138-8c05-e21174b69874	8667fde8-51f4-4668-acda-666c39fac296	Avocado toast	avocado toast		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.377213+00	2026-11-26 00:39:34.377215+00
cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	adf0613a-4c9c-465a-a8cd-aceee95b098d	438da4bd-3fc2-4144-a693-478a3920216a	Cheeseburger	cheeseburger		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:34.087742+00	f	2026-11-26 00:39:34.018742+00	2026-11-26 00:39:34.087743+00
f1e74d23-1dfa-444e-90d8-272cd61539c1	068871f9-e678-4c46-bee9-6ec2d9c059a2	4244965e-9b1b-4c49-9e91-94bfda871fe6	Pickled herring	pickled herring		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.082906+00	2026-11-26 00:39:35.082907+00
0f1547b3-e320-480a-8a01-8408449e542c	5b2e3866-3e28-4138-8c05-e21174b69874	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Carrot cake	carrot cake		9	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.423131+00	2026-11-26 00:39:34.423132+00
0b0c2a74-06c4-4bc0-9a90-7f9b7ef47f06	9aabe339-3124-4995-a1ab-3198610ffb34	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Tiramisu	tiramisu		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.976335+00	2026-11-26 00:39:34.976336+00
20682a22-fe10-4a36-b9c9-9298603724c7	2c7f9f97-08fa-4568-9207-463c71362a8f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Karaage	karaage		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.722617+00	2026-11-26 00:39:34.722618+00
783d2227-ddfd-438c-ba8f-202a911f43d9	2c7f9f97-08fa-4568-9207-463c71362a8f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Tonkotsu ramen	tonkotsu ramen		20	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:34.556094+00	f	2026-11-26 00:39:34.464112+00	2026-11-26 00:39:34.556096+00
0e298b41-9716-4a46-be8d-2304a0485f22	ddc4f364-454a-419e-a66b-d69d26dde30f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bun cha	bun cha		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.40663+00	2026-11-26 00:39:35.40663+00
29181cad-b2d4-4988-8129-a636856b1838	9aabe339-3124-4995-a1ab-3198610ffb34	8667fde8-51f4-4668-acda-666c39fac296	Margherita	margherita		8	2	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:34.842129+00	f	2026-11-26 00:39:34.813606+00	2026-11-26 00:39:34.842131+00
54d166a8-d9f3-4a8d-8a72-1c389aab9092	068871f9-e678-4c46-bee9-6ec2d9c059a2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Köttbullar with lingonberries	kottbullar with lingonberries		9	2	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:35.030304+00	f	2026-11-26 00:39:34.995089+00	2026-11-26 00:39:35.030305+00
6820c6e0-dd9e-4796-9c53-7f8cd712e97f	9aabe339-3124-4995-a1ab-3198610ffb34	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Diavola	diavola		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:34.845252+00	2026-11-26 00:39:34.845253+00
23fc467d-4433-4389-9516-35db923f30fe	ddc4f364-454a-419e-a66b-d69d26dde30f	438da4bd-3fc2-4144-a693-478a3920216a	Pho bo	pho bo		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:35.329762+00	f	2026-11-26 00:39:35.248834+00	2026-11-26 00:39:35.329763+00
f18924a5-9f9c-433a-b6aa-3a6c74a76890	068871f9-e678-4c46-bee9-6ec2d9c059a2	438da4bd-3fc2-4144-a693-478a3920216a	Toast Skagen	toast skagen		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.033505+00	2026-11-26 00:39:35.033506+00
3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	068871f9-e678-4c46-bee9-6ec2d9c059a2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Wallenbergare	wallenbergare		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.15765+00	2026-11-26 00:39:35.157651+00
18f24be1-b57a-4057-b51b-7b81034ec957	23f89769-b48d-446f-8bca-04ca914d9118	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Cheeseburger	cheeseburger		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:35.778976+00	f	2026-11-26 00:39:35.747228+00	2026-11-26 00:39:35.778977+00
d202ff3e-f997-423c-b650-5f2f023f0690	068871f9-e678-4c46-bee9-6ec2d9c059a2	8667fde8-51f4-4668-acda-666c39fac296	Kanelbulle	kanelbulle		9	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.223548+00	2026-11-26 00:39:35.223549+00
068491cd-10a2-4042-8340-d19c15d67d8f	ddc4f364-454a-419e-a66b-d69d26dde30f	8667fde8-51f4-4668-acda-666c39fac296	Summer rolls	summer rolls		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.468698+00	2026-11-26 00:39:35.468699+00
af7c4d2c-c90b-4c77-92b0-a94c993c2046	ddc4f364-454a-419e-a66b-d69d26dde30f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Banh mi	banh mi		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.333034+00	2026-11-26 00:39:35.333035+00
dd752ba9-080b-4aeb-a077-32067a1b312d	a3712bf5-81b8-4aed-9c03-ad0ec59acff9	438da4bd-3fc2-4144-a693-478a3920216a	Mango lassi	mango lassi		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.728089+00	2026-11-26 00:39:35.72809+00
967b6908-817d-481a-905d-63d8950ba1b1	a3712bf5-81b8-4aed-9c03-ad0ec59acff9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Garlic naan	garlic naan		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.682274+00	2026-11-26 00:39:35.682275+00
a9b9835e-4e8b-4d3f-ac30-86dfc8d547b2	a3712bf5-81b8-4aed-9c03-ad0ec59acff9	8667fde8-51f4-4668-acda-666c39fac296	Palak paneer	palak paneer		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.621768+00	2026-11-26 00:39:35.621769+00
86ae7217-e676-4b78-85bc-33347ef35bf1	23f89769-b48d-446f-8bca-04ca914d9118	8667fde8-51f4-4668-acda-666c39fac296	Veggie burger	veggie burger		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.782169+00	2026-11-26 00:39:35.78217+00
7de0754b-8e3a-489c-9267-0cad3bc2d034	23f89769-b48d-446f-8bca-04ca914d9118	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Sweet potato fries	sweet potato fries		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.835481+00	2026-11-26 00:39:35.835482+00
b7989c2c-1234-4836-b9b7-d32f53fa3bd5	0edee386-2aab-4c17-bf61-0fe8ecd198fe	8667fde8-51f4-4668-acda-666c39fac296	Flat white	flat white		20	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:35.991513+00	f	2026-11-26 00:39:35.943618+00	2026-11-26 00:39:35.991515+00
84ea0c53-0f34-4477-91ca-29858508c582	23f89769-b48d-446f-8bca-04ca914d9118	438da4bd-3fc2-4144-a693-478a3920216a	Milkshake	milkshake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.911432+00	2026-11-26 00:39:35.911433+00
6e637170-a5e2-4381-8a16-f949aab4476f	0edee386-2aab-4c17-bf61-0fe8ecd198fe	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Cardamom bun	cardamom bun		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:35.994652+00	2026-11-26 00:39:35.994653+00
8aa2ec72-2815-4d3d-8671-c599c87c772f	7d38ae4e-89ac-4ae7-8c4b-59777e439ad2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Cheeseburger	cheeseburger		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:37.638095+00	f	2026-11-26 00:39:37.565527+00	2026-11-26 00:39:37.638096+00
c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	f6a5e604-9c26-429b-bd15-71ccc07a90e8	438da4bd-3fc2-4144-a693-478a3920216a	Kanelbulle	kanelbulle		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.925969+00	2026-11-26 00:39:36.92597+00
bed68d28-42a2-4acd-9a1b-4d67bc42c180	cba3c55c-11b0-4ccb-a171-3370df140165	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Quattro formaggi	quattro formaggi		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.575505+00	2026-11-26 00:39:36.575507+00
cc76039d-1228-40f7-8f4f-3d781a4bd825	0edee386-2aab-4c17-bf61-0fe8ecd198fe	438da4bd-3fc2-4144-a693-478a3920216a	Avocado toast	avocado toast		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.036658+00	2026-11-26 00:39:36.036659+00
0bd7341b-22c8-4333-b537-fe2e0dea1eba	135161f4-4b9d-4411-bd7d-59f05a2697c8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Chana masala	chana masala		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.332986+00	2026-11-26 00:39:37.332987+00
3be61182-8050-45fc-834f-03542deb65ef	0edee386-2aab-4c17-bf61-0fe8ecd198fe	4244965e-9b1b-4c49-9e91-94bfda871fe6	Carrot cake	carrot cake		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.079023+00	2026-11-26 00:39:36.079024+00
37eef692-b597-4e3e-81bd-64a8c76b8f6b	cba3c55c-11b0-4ccb-a171-3370df140165	8667fde8-51f4-4668-acda-666c39fac296	Marinara	marinara		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.611126+00	2026-11-26 00:39:36.611127+00
f612e196-50de-450a-ae07-3a33bb27c79d	15ee0e4c-8b8e-4227-9f0b-976f1d48f282	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Margherita	margherita		21	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:38.352017+00	f	2026-11-26 00:39:38.278529+00	2026-11-26 00:39:38.352018+00
47726fc1-41ae-42de-aa9a-ab0d4bf655e4	cba3c55c-11b0-4ccb-a171-3370df140165	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Tiramisu	tiramisu		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.653718+00	2026-11-26 00:39:36.653719+00
02e0f10d-4f88-4656-bc10-6fe1cedc87ce	357e6d1a-129e-4f40-a672-cfe6ecd1926a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Tonkotsu ramen	tonkotsu ramen		21	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:36.242988+00	f	2026-11-26 00:39:36.175484+00	2026-11-26 00:39:36.24299+00
03ce2f13-769f-48da-be16-0649e8a9293a	a14d0fac-3b26-4b5f-8096-6d9fdc354a7a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Pho bo	pho bo		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:37.047802+00	f	2026-11-26 00:39:36.980906+00	2026-11-26 00:39:37.047803+00
8897325c-d7cb-4dcd-ae7c-34cacc1c0fd0	357e6d1a-129e-4f40-a672-cfe6ecd1926a	438da4bd-3fc2-4144-a693-478a3920216a	Shoyu ramen	shoyu ramen		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.246196+00	2026-11-26 00:39:36.246197+00
873d2265-f501-4d90-a83f-c37fca998db1	70334767-de28-4eef-a535-cceb60ee29ec	8667fde8-51f4-4668-acda-666c39fac296	Carrot cake	carrot cake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.946269+00	2026-11-26 00:39:37.94627+00
93ad8f67-a056-40e3-9054-aae32b2cfe01	135161f4-4b9d-4411-bd7d-59f05a2697c8	438da4bd-3fc2-4144-a693-478a3920216a	Palak paneer	palak paneer		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.361191+00	2026-11-26 00:39:37.361192+00
6f484790-a110-49c3-b62e-95798f1d7872	f6a5e604-9c26-429b-bd15-71ccc07a90e8	4244965e-9b1b-4c49-9e91-94bfda871fe6	Köttbullar with lingonberries	kottbullar with lingonberries		19	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:36.776943+00	f	2026-11-26 00:39:36.701098+00	2026-11-26 00:39:36.776944+00
028126f8-fe3d-497f-b897-a7d61ed0cde6	357e6d1a-129e-4f40-a672-cfe6ecd1926a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Miso ramen	miso ramen		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.295841+00	2026-11-26 00:39:36.295842+00
45206265-d9c9-4449-8d9a-42719c953870	a14d0fac-3b26-4b5f-8096-6d9fdc354a7a	8667fde8-51f4-4668-acda-666c39fac296	Banh mi	banh mi		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.05105+00	2026-11-26 00:39:37.051051+00
fb49f06a-03ef-4595-8154-ef1e9469dfef	357e6d1a-129e-4f40-a672-cfe6ecd1926a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Gyoza	gyoza		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.36908+00	2026-11-26 00:39:36.369081+00
002d280d-9994-4bc3-8587-9f0a96b25957	f6a5e604-9c26-429b-bd15-71ccc07a90e8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Toast Skagen	toast skagen		20	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.780061+00	2026-11-26 00:39:36.780062+00
2fef2c84-80b2-416b-86d4-6fd72442a5a4	357e6d1a-129e-4f40-a672-cfe6ecd1926a	8667fde8-51f4-4668-acda-666c39fac296	Karaage	karaage		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.43054+00	2026-11-26 00:39:36.430541+00
a89e83e1-5ce3-4c16-bd57-1ebecaae7032	7d38ae4e-89ac-4ae7-8c4b-59777e439ad2	438da4bd-3fc2-4144-a693-478a3920216a	Veggie burger	veggie burger		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.641566+00	2026-11-26 00:39:37.641567+00
7c1099a2-6d73-4479-ba0a-b9697ba2a06d	a14d0fac-3b26-4b5f-8096-6d9fdc354a7a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Bun cha	bun cha		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.105937+00	2026-11-26 00:39:37.105938+00
5765ac04-1750-4906-9c87-fbb5236f2aae	cba3c55c-11b0-4ccb-a171-3370df140165	438da4bd-3fc2-4144-a693-478a3920216a	Margherita	margherita		17	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:36.529929+00	f	2026-11-26 00:39:36.48129+00	2026-11-26 00:39:36.529931+00
cb3c87bb-6f79-4036-a808-0cb38cba6e08	f6a5e604-9c26-429b-bd15-71ccc07a90e8	8667fde8-51f4-4668-acda-666c39fac296	Pickled herring	pickled herring		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.823085+00	2026-11-26 00:39:36.823086+00
8eabda9c-2297-4867-9e11-78bb1b642670	cba3c55c-11b0-4ccb-a171-3370df140165	4244965e-9b1b-4c49-9e91-94bfda871fe6	Diavola	diavola		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.533192+00	2026-11-26 00:39:36.533194+00
ee249487-4595-45a0-afc7-9a391e0d0e98	135161f4-4b9d-4411-bd7d-59f05a2697c8	4244965e-9b1b-4c49-9e91-94bfda871fe6	Garlic naan	garlic naan		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.426055+00	2026-11-26 00:39:37.426056+00
e2aded4f-6ec1-4f36-a2d4-3f581cca4a64	f6a5e604-9c26-429b-bd15-71ccc07a90e8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Wallenbergare	wallenbergare		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:36.877651+00	2026-11-26 00:39:36.877652+00
6943de32-d98b-4295-93d0-022b777a8b84	70334767-de28-4eef-a535-cceb60ee29ec	438da4bd-3fc2-4144-a693-478a3920216a	Flat white	flat white		20	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:37.889823+00	f	2026-11-26 00:39:37.831686+00	2026-11-26 00:39:37.889824+00
223c10d2-bc58-43db-bbff-881bb92d7930	a14d0fac-3b26-4b5f-8096-6d9fdc354a7a	438da4bd-3fc2-4144-a693-478a3920216a	Summer rolls	summer rolls		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.186315+00	2026-11-26 00:39:37.186316+00
6d7374f5-abff-4e11-9096-d9c2378f83ab	70334767-de28-4eef-a535-cceb60ee29ec	4244965e-9b1b-4c49-9e91-94bfda871fe6	Cardamom bun	cardamom bun		5	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.893016+00	2026-11-26 00:39:37.893017+00
ffc268aa-3d27-400d-9872-4a6b6073943f	7d38ae4e-89ac-4ae7-8c4b-59777e439ad2	4244965e-9b1b-4c49-9e91-94bfda871fe6	Sweet potato fries	sweet potato fries		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.708741+00	2026-11-26 00:39:37.708742+00
ea50a5df-1773-4c10-bd2b-b137cf788392	135161f4-4b9d-4411-bd7d-59f05a2697c8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Mango lassi	mango lassi		15	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.475901+00	2026-11-26 00:39:37.475902+00
b20482fb-cdc4-4fa8-82b3-b240a6df5038	135161f4-4b9d-4411-bd7d-59f05a2697c8	8667fde8-51f4-4668-acda-666c39fac296	Butter chicken	butter chicken		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:37.329812+00	f	2026-11-26 00:39:37.267329+00	2026-11-26 00:39:37.329813+00
d52ad9be-d92d-407a-9313-2614bd1764fb	e033258f-bcce-4874-be75-e84228024733	8667fde8-51f4-4668-acda-666c39fac296	Miso ramen	miso ramen		10	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.093846+00	2026-11-26 00:39:38.093847+00
1028c139-4264-48c0-a214-4919518fe156	e033258f-bcce-4874-be75-e84228024733	4244965e-9b1b-4c49-9e91-94bfda871fe6	Tonkotsu ramen	tonkotsu ramen		9	2	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:38.06706+00	f	2026-11-26 00:39:38.025957+00	2026-11-26 00:39:38.067061+00
083d2b78-5c5c-4fd1-8cf0-e336fceef10f	70334767-de28-4eef-a535-cceb60ee29ec	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Avocado toast	avocado toast		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.903571+00	2026-11-26 00:39:37.903572+00
8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	7d38ae4e-89ac-4ae7-8c4b-59777e439ad2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Milkshake	milkshake		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:37.749877+00	2026-11-26 00:39:37.749878+00
25b111e6-156c-4d8d-98cf-a168b423c2df	15ee0e4c-8b8e-4227-9f0b-976f1d48f282	438da4bd-3fc2-4144-a693-478a3920216a	Marinara	marinara		3	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.466632+00	2026-11-26 00:39:38.466633+00
652b7db0-0e18-493d-a6dc-71f4f03c4978	15ee0e4c-8b8e-4227-9f0b-976f1d48f282	8667fde8-51f4-4668-acda-666c39fac296	Diavola	diavola		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.355138+00	2026-11-26 00:39:38.355138+00
69777ab8-e2ad-41c3-9ba7-30a693661fbd	e033258f-bcce-4874-be75-e84228024733	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Shoyu ramen	shoyu ramen		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.070233+00	2026-11-26 00:39:38.070234+00
9ca492d8-3eee-4975-ba7d-77023d886ef4	e033258f-bcce-4874-be75-e84228024733	438da4bd-3fc2-4144-a693-478a3920216a	Karaage	karaage		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.197238+00	2026-11-26 00:39:38.197239+00
668060e0-6f94-4133-95b8-82ad48994308	e033258f-bcce-4874-be75-e84228024733	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Gyoza	gyoza		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.133861+00	2026-11-26 00:39:38.133862+00
43a881e2-863c-48ad-b94b-3486a96c05a2	15ee0e4c-8b8e-4227-9f0b-976f1d48f282	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Quattro formaggi	quattro formaggi		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.415781+00	2026-11-26 00:39:38.415782+00
88b8aa28-73ab-4a5b-bc44-229acb192a7b	2ab28436-49b2-4abc-936d-2b02e1ee6842	8667fde8-51f4-4668-acda-666c39fac296	Köttbullar with lingonberries	kottbullar with lingonberries		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:38.576425+00	f	2026-11-26 00:39:38.515567+00	2026-11-26 00:39:38.576427+00
2ab3cb01-b351-4ba1-b85a-c54ba7164f95	15ee0e4c-8b8e-4227-9f0b-976f1d48f282	4244965e-9b1b-4c49-9e91-94bfda871fe6	Tiramisu	tiramisu		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.477486+00	2026-11-26 00:39:38.477487+00
253bdfb0-2278-4014-8d6c-1915397b7f3e	2ab28436-49b2-4abc-936d-2b02e1ee6842	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Toast Skagen	toast skagen		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.579694+00	2026-11-26 00:39:38.579696+00
91748b7f-a19b-4c36-9251-8c42eac579ca	2ab28436-49b2-4abc-936d-2b02e1ee6842	438da4bd-3fc2-4144-a693-478a3920216a	Pickled herring	pickled herring		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.615805+00	2026-11-26 00:39:38.615807+00
4c35dcd0-06f3-4349-9053-d21720454709	2ab28436-49b2-4abc-936d-2b02e1ee6842	4244965e-9b1b-4c49-9e91-94bfda871fe6	Wallenbergare	wallenbergare		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.664679+00	2026-11-26 00:39:38.66468+00
8e5563a6-b434-4f2f-acc2-a880cf34be1d	ca58da5b-1e2b-4e4d-b733-db2fbd202fe9	438da4bd-3fc2-4144-a693-478a3920216a	Miso ramen	miso ramen		23	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.972667+00	2026-11-26 00:39:39.972669+00
57e70b46-4763-471a-94f8-0a7d4552b882	0aff161f-59b3-4161-8e86-7ce4026b1020	8667fde8-51f4-4668-acda-666c39fac296	Garlic naan	garlic naan		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.274124+00	2026-11-26 00:39:39.274125+00
7ae5be55-1c5a-4b97-8c72-c44c95399822	2ab28436-49b2-4abc-936d-2b02e1ee6842	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Kanelbulle	kanelbulle		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.733939+00	2026-11-26 00:39:38.73394+00
9709d110-cf91-4bd3-b91c-b5748c979103	8df57e68-ddc0-4fb1-9318-230d13519071	8667fde8-51f4-4668-acda-666c39fac296	Cardamom bun	cardamom bun		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.644531+00	2026-11-26 00:39:39.644533+00
7cff16e5-a5b0-48d9-9026-ca57ceb68a65	c0bdd7ce-d935-4ea4-8e8a-976d460b17dc	438da4bd-3fc2-4144-a693-478a3920216a	Smažený sýr	smazeny syr		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.214832+00	2026-11-26 00:39:40.214833+00
1ca28b5a-8b3a-4919-9800-eb448a86a944	66bda5d4-7af4-4e99-a5b4-fe5c42432c58	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Pho bo	pho bo		14	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:38.833353+00	f	2026-11-26 00:39:38.791867+00	2026-11-26 00:39:38.833355+00
8660ecc6-eccf-497e-90f6-0ebd7adb3c19	0aff161f-59b3-4161-8e86-7ce4026b1020	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Mango lassi	mango lassi		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.310179+00	2026-11-26 00:39:39.31018+00
edb56a2d-c9dc-407a-a219-5c8339fb7e8e	66bda5d4-7af4-4e99-a5b4-fe5c42432c58	438da4bd-3fc2-4144-a693-478a3920216a	Banh mi	banh mi		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.836829+00	2026-11-26 00:39:38.836829+00
13b04f87-94e5-41b5-8064-76809ab01f7e	ffbc2bf4-4b5c-4fca-9b44-74146449b347	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Milkshake	milkshake		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.970953+00	2026-11-26 00:39:40.970954+00
1745db0c-e8be-428d-af5e-1add59980fca	ca58da5b-1e2b-4e4d-b733-db2fbd202fe9	4244965e-9b1b-4c49-9e91-94bfda871fe6	Gyoza	gyoza		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.032341+00	2026-11-26 00:39:40.032342+00
b11471ff-3ace-476c-8016-490b8fe18605	8df57e68-ddc0-4fb1-9318-230d13519071	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Avocado toast	avocado toast		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.728597+00	2026-11-26 00:39:39.728598+00
1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	66bda5d4-7af4-4e99-a5b4-fe5c42432c58	4244965e-9b1b-4c49-9e91-94bfda871fe6	Bun cha	bun cha		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:38.916193+00	2026-11-26 00:39:38.916195+00
c729c74d-1e89-4568-8a38-ab50b36ebd8e	2298b823-61f8-4eb1-bdcc-d57b72f77df4	4244965e-9b1b-4c49-9e91-94bfda871fe6	Cheeseburger	cheeseburger		17	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:39.430118+00	f	2026-11-26 00:39:39.38066+00	2026-11-26 00:39:39.43012+00
01681610-0300-4fe0-b137-813ec004a1dc	66bda5d4-7af4-4e99-a5b4-fe5c42432c58	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Summer rolls	summer rolls		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.015292+00	2026-11-26 00:39:39.015293+00
f45ce4f6-cc21-4d30-a4c8-025850fa0a8f	c0bdd7ce-d935-4ea4-8e8a-976d460b17dc	4244965e-9b1b-4c49-9e91-94bfda871fe6	Knedlíky	knedliky		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.267264+00	2026-11-26 00:39:40.267265+00
f48a55c0-e421-4359-b604-078de8ebd7d9	2298b823-61f8-4eb1-bdcc-d57b72f77df4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Veggie burger	veggie burger		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.433365+00	2026-11-26 00:39:39.433366+00
72564165-0e55-4951-8d62-467ee51dade0	0aff161f-59b3-4161-8e86-7ce4026b1020	438da4bd-3fc2-4144-a693-478a3920216a	Butter chicken	butter chicken		13	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:39.121999+00	f	2026-11-26 00:39:39.066532+00	2026-11-26 00:39:39.122+00
990637eb-418a-415c-8377-91be8dd3b073	8df57e68-ddc0-4fb1-9318-230d13519071	438da4bd-3fc2-4144-a693-478a3920216a	Carrot cake	carrot cake		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.812176+00	2026-11-26 00:39:39.812178+00
ee576102-dd6b-4977-8db8-8e1322c40676	ffbc2bf4-4b5c-4fca-9b44-74146449b347	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Veggie burger	veggie burger		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.83063+00	2026-11-26 00:39:40.830631+00
ea704ef3-f019-4ab7-bbc6-194baab167f0	0aff161f-59b3-4161-8e86-7ce4026b1020	4244965e-9b1b-4c49-9e91-94bfda871fe6	Chana masala	chana masala		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.125237+00	2026-11-26 00:39:39.125238+00
2d4f6dd8-44d7-4494-82e2-3d365aca09be	2298b823-61f8-4eb1-bdcc-d57b72f77df4	8667fde8-51f4-4668-acda-666c39fac296	Sweet potato fries	sweet potato fries		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.483499+00	2026-11-26 00:39:39.4835+00
9a718c17-3000-45fc-8479-b7a4ff8255ad	ca58da5b-1e2b-4e4d-b733-db2fbd202fe9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Karaage	karaage		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.087836+00	2026-11-26 00:39:40.087837+00
5becbab1-36c7-4afe-9e3e-3a6391db1ba8	ca58da5b-1e2b-4e4d-b733-db2fbd202fe9	8667fde8-51f4-4668-acda-666c39fac296	Tonkotsu ramen	tonkotsu ramen		9	2	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:39.898109+00	f	2026-11-26 00:39:39.857325+00	2026-11-26 00:39:39.898111+00
63157918-3918-411f-9a30-302535d91d8e	0aff161f-59b3-4161-8e86-7ce4026b1020	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Palak paneer	palak paneer		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.224662+00	2026-11-26 00:39:39.224663+00
bdd7d85a-f2fc-48a7-acc4-5870b0a47008	2298b823-61f8-4eb1-bdcc-d57b72f77df4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.559259+00	2026-11-26 00:39:39.559261+00
548187ca-e2ef-4ff1-8cc8-e30d645aa771	ffbc2bf4-4b5c-4fca-9b44-74146449b347	4244965e-9b1b-4c49-9e91-94bfda871fe6	Cheeseburger	cheeseburger		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:40.827424+00	f	2026-11-26 00:39:40.768556+00	2026-11-26 00:39:40.827426+00
23c1dacb-219c-46dc-b975-4272fdb16935	8df57e68-ddc0-4fb1-9318-230d13519071	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Flat white	flat white		10	2	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:39.641116+00	f	2026-11-26 00:39:39.603888+00	2026-11-26 00:39:39.641117+00
86b13545-f93a-4ae6-b96d-08674071d456	c0bdd7ce-d935-4ea4-8e8a-976d460b17dc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Trdelník	trdelnik		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.297194+00	2026-11-26 00:39:40.297195+00
a4c4a118-6a45-407a-ae4d-08deb860fb44	c0bdd7ce-d935-4ea4-8e8a-976d460b17dc	8667fde8-51f4-4668-acda-666c39fac296	Svíčková	svickova		15	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:40.180855+00	f	2026-11-26 00:39:40.126026+00	2026-11-26 00:39:40.180857+00
ff383b16-ffa1-4eb8-b9c3-3113501938c6	ca58da5b-1e2b-4e4d-b733-db2fbd202fe9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Shoyu ramen	shoyu ramen		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:39.901454+00	2026-11-26 00:39:39.901456+00
f643742b-1937-488f-9815-3746345496b8	94c86a0b-73ba-45a3-9206-a97ce65b2126	438da4bd-3fc2-4144-a693-478a3920216a	Pho bo	pho bo		14	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:40.643702+00	f	2026-11-26 00:39:40.581911+00	2026-11-26 00:39:40.643703+00
09b92a95-cb25-41b9-81c0-bfc8ae7929d1	ab0322cd-84c6-41a5-8ba9-b4b71365d561	4244965e-9b1b-4c49-9e91-94bfda871fe6	Quattro formaggi	quattro formaggi		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.426081+00	2026-11-26 00:39:40.426082+00
dcf1b575-cdd7-41bc-865b-e9291f7dd75a	c0bdd7ce-d935-4ea4-8e8a-976d460b17dc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Guláš	gulas		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.184177+00	2026-11-26 00:39:40.184178+00
dbf3f1bf-0360-4946-9846-a53e11620634	94c86a0b-73ba-45a3-9206-a97ce65b2126	8667fde8-51f4-4668-acda-666c39fac296	Summer rolls	summer rolls		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.707192+00	2026-11-26 00:39:40.707193+00
66d51565-105e-44d2-8a31-e92a15ca9af5	94c86a0b-73ba-45a3-9206-a97ce65b2126	4244965e-9b1b-4c49-9e91-94bfda871fe6	Banh mi	banh mi		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.647073+00	2026-11-26 00:39:40.647074+00
3f235043-1e60-451b-b6ab-ed1865974c04	ab0322cd-84c6-41a5-8ba9-b4b71365d561	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Margherita	margherita		21	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:40.374334+00	f	2026-11-26 00:39:40.323677+00	2026-11-26 00:39:40.374336+00
e2da929d-0c2d-4103-abd7-c10038511672	ab0322cd-84c6-41a5-8ba9-b4b71365d561	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Marinara	marinara		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.500746+00	2026-11-26 00:39:40.500748+00
46ade73e-dde7-443c-9c1e-2199948dee7e	ab0322cd-84c6-41a5-8ba9-b4b71365d561	438da4bd-3fc2-4144-a693-478a3920216a	Diavola	diavola		10	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.377734+00	2026-11-26 00:39:40.377736+00
4607df91-4798-45ad-87f2-f1cf36238c0b	ab0322cd-84c6-41a5-8ba9-b4b71365d561	8667fde8-51f4-4668-acda-666c39fac296	Tiramisu	tiramisu		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.550486+00	2026-11-26 00:39:40.550487+00
43fc6bf3-75e7-4153-8a05-0a8bcc8fdd4f	94c86a0b-73ba-45a3-9206-a97ce65b2126	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bun cha	bun cha		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.689903+00	2026-11-26 00:39:40.689904+00
709b2f88-72fa-412a-8e69-5752e469be6f	ffbc2bf4-4b5c-4fca-9b44-74146449b347	8667fde8-51f4-4668-acda-666c39fac296	Sweet potato fries	sweet potato fries		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:40.893985+00	2026-11-26 00:39:40.893987+00
5ed89c20-bbd0-46f1-84ba-142d3788a587	9164b384-6506-49d6-93fe-aeb539596c47	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Flat white	flat white		19	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:41.097033+00	f	2026-11-26 00:39:41.036789+00	2026-11-26 00:39:41.097034+00
1f5b0121-c741-4100-8740-4b608fc1e54e	9164b384-6506-49d6-93fe-aeb539596c47	8667fde8-51f4-4668-acda-666c39fac296	Cardamom bun	cardamom bun		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.100204+00	2026-11-26 00:39:41.100205+00
6004fe11-786d-42be-8342-183361abf003	9164b384-6506-49d6-93fe-aeb539596c47	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Avocado toast	avocado toast		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.16763+00	2026-11-26 00:39:41.167631+00
e94c30b7-9dba-43b7-92eb-b34968c78260	920e4afd-ed0d-46a7-8993-e327fbf7eeda	8667fde8-51f4-4668-acda-666c39fac296	Svíčková	svickova		20	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:41.307657+00	f	2026-11-26 00:39:41.255949+00	2026-11-26 00:39:41.307659+00
f8a05d09-f0af-473c-a77e-c1cf2fafe8a8	9164b384-6506-49d6-93fe-aeb539596c47	438da4bd-3fc2-4144-a693-478a3920216a	Carrot cake	carrot cake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.204014+00	2026-11-26 00:39:41.204014+00
4d04b56e-4e76-49eb-9b52-e66d28a557d0	920e4afd-ed0d-46a7-8993-e327fbf7eeda	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Guláš	gulas		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.310994+00	2026-11-26 00:39:41.310995+00
0177d8bc-265c-4a56-b302-2c845cd5d476	21804dcd-1675-4538-ac0d-f7d6ed4d5f1c	438da4bd-3fc2-4144-a693-478a3920216a	Smažený sýr	smazeny syr		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.547344+00	2026-11-26 00:39:42.547345+00
17c6b238-99d1-47a2-a2ee-1cb56e68983a	920e4afd-ed0d-46a7-8993-e327fbf7eeda	438da4bd-3fc2-4144-a693-478a3920216a	Smažený sýr	smazeny syr		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.335613+00	2026-11-26 00:39:41.335614+00
ec8fe836-b836-4384-a791-3bb9eb850006	b6eb6ad6-fd9d-4e8d-ad88-aa1b9ae48690	4244965e-9b1b-4c49-9e91-94bfda871fe6	Quattro formaggi	quattro formaggi		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.823081+00	2026-11-26 00:39:42.823082+00
e78581c0-5ac5-42f8-a0d6-3ce0918fc824	6e62c902-c3a9-473d-b0a6-ef120ec8761c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bun cha	bun cha		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.836168+00	2026-11-26 00:39:41.83617+00
564cdc2a-965a-4873-bd63-521945225eee	920e4afd-ed0d-46a7-8993-e327fbf7eeda	4244965e-9b1b-4c49-9e91-94bfda871fe6	Knedlíky	knedliky		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.385847+00	2026-11-26 00:39:41.385849+00
53bab949-136a-4a65-96ae-456e8735b8a9	9ab8537f-7616-489c-b5be-cb5fa93bc0ba	8667fde8-51f4-4668-acda-666c39fac296	Cardamom bun	cardamom bun		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.243489+00	2026-11-26 00:39:42.24349+00
2db765ae-9f3f-4eb4-ac15-d82d3a1151d6	920e4afd-ed0d-46a7-8993-e327fbf7eeda	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Trdelník	trdelnik		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.435198+00	2026-11-26 00:39:41.435199+00
7e17c3b8-1d13-4c32-a080-81da66def9c2	6e62c902-c3a9-473d-b0a6-ef120ec8761c	8667fde8-51f4-4668-acda-666c39fac296	Summer rolls	summer rolls		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.903577+00	2026-11-26 00:39:41.903578+00
8fc6d476-ed1d-461f-bba2-ec0f3d39b8d6	3e7e4e0e-3fb7-4b62-a995-d25b6237f5f3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Margherita	margherita		17	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:41.531924+00	f	2026-11-26 00:39:41.49234+00	2026-11-26 00:39:41.531925+00
a7394916-562a-423c-b1d3-7730ea03dedd	9ab8537f-7616-489c-b5be-cb5fa93bc0ba	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Avocado toast	avocado toast		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.301201+00	2026-11-26 00:39:42.301202+00
c0d15c04-d4e3-4717-ad1a-807c7ae4c0bc	3e7e4e0e-3fb7-4b62-a995-d25b6237f5f3	438da4bd-3fc2-4144-a693-478a3920216a	Diavola	diavola		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.535107+00	2026-11-26 00:39:41.535108+00
bee1c07b-5534-4d30-a88f-bf0eb3254537	3e7e4e0e-3fb7-4b62-a995-d25b6237f5f3	4244965e-9b1b-4c49-9e91-94bfda871fe6	Quattro formaggi	quattro formaggi		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.552502+00	2026-11-26 00:39:41.552503+00
0c69616f-8da7-4752-903e-8f887e40b2c5	21804dcd-1675-4538-ac0d-f7d6ed4d5f1c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Knedlíky	knedliky		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.634415+00	2026-11-26 00:39:42.634416+00
e650c5c3-d80d-4b8a-8a90-31054ae78087	14ec19b2-b74e-47e1-a7c0-b784122d793d	4244965e-9b1b-4c49-9e91-94bfda871fe6	Cheeseburger	cheeseburger		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:42.039427+00	f	2026-11-26 00:39:41.954894+00	2026-11-26 00:39:42.039428+00
5821a808-ecf5-4c55-aae5-eb11a059985a	3e7e4e0e-3fb7-4b62-a995-d25b6237f5f3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Marinara	marinara		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.58852+00	2026-11-26 00:39:41.588521+00
7381f74c-872b-4366-9174-b72ffadb4a59	9ab8537f-7616-489c-b5be-cb5fa93bc0ba	438da4bd-3fc2-4144-a693-478a3920216a	Carrot cake	carrot cake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.349753+00	2026-11-26 00:39:42.349754+00
e9a2e489-7161-4063-8fc2-e50946693cde	3e7e4e0e-3fb7-4b62-a995-d25b6237f5f3	8667fde8-51f4-4668-acda-666c39fac296	Tiramisu	tiramisu		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.632382+00	2026-11-26 00:39:41.632383+00
1821daaa-6377-4cd0-8128-4d1b23fcfc07	b6eb6ad6-fd9d-4e8d-ad88-aa1b9ae48690	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Marinara	marinara		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.871191+00	2026-11-26 00:39:42.871192+00
280df432-41b9-4e44-8a3f-2b17e1413f6a	14ec19b2-b74e-47e1-a7c0-b784122d793d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Veggie burger	veggie burger		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.042534+00	2026-11-26 00:39:42.042535+00
0649c0ff-13c1-4b39-8098-762e7a922657	14ec19b2-b74e-47e1-a7c0-b784122d793d	8667fde8-51f4-4668-acda-666c39fac296	Sweet potato fries	sweet potato fries		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.11609+00	2026-11-26 00:39:42.116091+00
d4ba8520-80eb-4792-aca1-d9213df8471d	6e62c902-c3a9-473d-b0a6-ef120ec8761c	438da4bd-3fc2-4144-a693-478a3920216a	Pho bo	pho bo		22	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:41.76246+00	f	2026-11-26 00:39:41.704776+00	2026-11-26 00:39:41.762461+00
aec22532-a3e2-4549-987a-ce774316d74d	cc26768d-4784-4685-a06f-9faac2bd2324	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Flat white	flat white		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:43.397814+00	f	2026-11-26 00:39:43.338057+00	2026-11-26 00:39:43.397815+00
e71904f5-c813-4af6-bbdd-989486f3f74c	21804dcd-1675-4538-ac0d-f7d6ed4d5f1c	8667fde8-51f4-4668-acda-666c39fac296	Svíčková	svickova		14	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:42.455532+00	f	2026-11-26 00:39:42.41979+00	2026-11-26 00:39:42.455533+00
ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	6e62c902-c3a9-473d-b0a6-ef120ec8761c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Banh mi	banh mi		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:41.765876+00	2026-11-26 00:39:41.765877+00
2fe210bd-dba2-4130-959c-e0d94618b129	14ec19b2-b74e-47e1-a7c0-b784122d793d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.14513+00	2026-11-26 00:39:42.145131+00
74defb3d-6c25-493e-8063-9cf7ebee9855	21804dcd-1675-4538-ac0d-f7d6ed4d5f1c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Trdelník	trdelnik		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.680082+00	2026-11-26 00:39:42.680083+00
35494c62-0df4-499f-a3ff-9e482b42f0a9	b6eb6ad6-fd9d-4e8d-ad88-aa1b9ae48690	8667fde8-51f4-4668-acda-666c39fac296	Tiramisu	tiramisu		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.894912+00	2026-11-26 00:39:42.894913+00
972bd330-1fe9-4ae2-908b-1798bdd140f2	9ab8537f-7616-489c-b5be-cb5fa93bc0ba	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Flat white	flat white		12	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:42.240239+00	f	2026-11-26 00:39:42.197306+00	2026-11-26 00:39:42.24024+00
5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	21804dcd-1675-4538-ac0d-f7d6ed4d5f1c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Guláš	gulas		25	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.458906+00	2026-11-26 00:39:42.458907+00
f4a91756-b24e-45be-9458-1a569d876191	5779a82f-eb97-4d23-a16c-b41a7d17e683	4244965e-9b1b-4c49-9e91-94bfda871fe6	Cheeseburger	cheeseburger		15	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:43.222476+00	f	2026-11-26 00:39:43.198888+00	2026-11-26 00:39:43.222477+00
8ba303ab-9f0f-4821-9ba1-986a4973e908	b6eb6ad6-fd9d-4e8d-ad88-aa1b9ae48690	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Margherita	margherita		13	3	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:42.790537+00	f	2026-11-26 00:39:42.755226+00	2026-11-26 00:39:42.790538+00
87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	24210fba-1f1d-44fe-bc0f-dbab15103f9e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bun cha	bun cha		24	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.037355+00	2026-11-26 00:39:43.037356+00
1a5c7393-daed-4a1e-b986-edf53c7d386a	b6eb6ad6-fd9d-4e8d-ad88-aa1b9ae48690	438da4bd-3fc2-4144-a693-478a3920216a	Diavola	diavola		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:42.793687+00	2026-11-26 00:39:42.793688+00
24eb3e12-bb48-4b28-af26-bdec242130ef	24210fba-1f1d-44fe-bc0f-dbab15103f9e	438da4bd-3fc2-4144-a693-478a3920216a	Pho bo	pho bo		17	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:42.999932+00	f	2026-11-26 00:39:42.940676+00	2026-11-26 00:39:42.999933+00
a02c260b-1d04-442c-8f12-c626e8437b41	5779a82f-eb97-4d23-a16c-b41a7d17e683	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Milkshake	milkshake		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.293628+00	2026-11-26 00:39:43.293629+00
b6f15833-b484-449b-b4b0-e5b9d27ba5d3	5779a82f-eb97-4d23-a16c-b41a7d17e683	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Veggie burger	veggie burger		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.225679+00	2026-11-26 00:39:43.22568+00
9c13c315-3e84-43c6-8a48-a5b95fe9ce48	24210fba-1f1d-44fe-bc0f-dbab15103f9e	4244965e-9b1b-4c49-9e91-94bfda871fe6	Banh mi	banh mi		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.003198+00	2026-11-26 00:39:43.003199+00
ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	24210fba-1f1d-44fe-bc0f-dbab15103f9e	8667fde8-51f4-4668-acda-666c39fac296	Summer rolls	summer rolls		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.103138+00	2026-11-26 00:39:43.103139+00
d5865247-716d-406a-9116-ed5adfa34749	cc26768d-4784-4685-a06f-9faac2bd2324	8667fde8-51f4-4668-acda-666c39fac296	Cardamom bun	cardamom bun		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.401084+00	2026-11-26 00:39:43.401084+00
bfeb8307-065f-487b-aad0-616ad31bd229	5779a82f-eb97-4d23-a16c-b41a7d17e683	8667fde8-51f4-4668-acda-666c39fac296	Sweet potato fries	sweet potato fries		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.272112+00	2026-11-26 00:39:43.272113+00
02a3b328-568b-4b47-a3fb-25d7e901b4e0	cc26768d-4784-4685-a06f-9faac2bd2324	438da4bd-3fc2-4144-a693-478a3920216a	Carrot cake	carrot cake		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.51778+00	2026-11-26 00:39:43.517781+00
ee161cd2-5255-43be-9055-25bc6bb29ba2	cc26768d-4784-4685-a06f-9faac2bd2324	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Avocado toast	avocado toast		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.476449+00	2026-11-26 00:39:43.476449+00
c15bbeee-f3af-486f-a9b4-dac42e7d396c	0d9db2ef-dc0a-455c-98c9-1af39479ab91	8667fde8-51f4-4668-acda-666c39fac296	Svíčková	svickova		18	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:43.663098+00	f	2026-11-26 00:39:43.61099+00	2026-11-26 00:39:43.663099+00
25fcba05-060c-4adc-bfa4-c874b5741e92	0d9db2ef-dc0a-455c-98c9-1af39479ab91	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Guláš	gulas		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.666306+00	2026-11-26 00:39:43.666307+00
702d3f23-83c0-42ac-ab65-07c83b1435c7	0d9db2ef-dc0a-455c-98c9-1af39479ab91	438da4bd-3fc2-4144-a693-478a3920216a	Smažený sýr	smazeny syr		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.715594+00	2026-11-26 00:39:43.715595+00
66c397fc-d50a-4696-8e5e-69a02573305f	0d9db2ef-dc0a-455c-98c9-1af39479ab91	4244965e-9b1b-4c49-9e91-94bfda871fe6	Knedlíky	knedliky		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.789684+00	2026-11-26 00:39:43.789685+00
bda819ba-70db-45e1-977d-0baf21a032c8	0d9db2ef-dc0a-455c-98c9-1af39479ab91	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Trdelník	trdelnik		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.833556+00	2026-11-26 00:39:43.833556+00
3f475f6f-4edc-491e-94c2-a56a26269ab4	9a097e69-65e6-4ee0-a769-cc72905ef614	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Margherita	margherita		23	5	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:43.944926+00	f	2026-11-26 00:39:43.883061+00	2026-11-26 00:39:43.944927+00
10c31940-8024-438f-a342-a52ca5d2c3dc	9a097e69-65e6-4ee0-a769-cc72905ef614	438da4bd-3fc2-4144-a693-478a3920216a	Diavola	diavola		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.948165+00	2026-11-26 00:39:43.948166+00
7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	9a097e69-65e6-4ee0-a769-cc72905ef614	4244965e-9b1b-4c49-9e91-94bfda871fe6	Quattro formaggi	quattro formaggi		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:43.990549+00	2026-11-26 00:39:43.99055+00
71db5675-2fed-4901-b6e3-aea4b057152e	9a097e69-65e6-4ee0-a769-cc72905ef614	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Marinara	marinara		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:44.07987+00	2026-11-26 00:39:44.079871+00
3a2805fc-10af-481c-918f-0f30a3f17790	9a097e69-65e6-4ee0-a769-cc72905ef614	8667fde8-51f4-4668-acda-666c39fac296	Tiramisu	tiramisu		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:44.110468+00	2026-11-26 00:39:44.110469+00
a44c5898-9db6-4bee-9757-fb25658457dc	7ceed7bc-17b7-410b-b1a6-e5b31ced8c7a	438da4bd-3fc2-4144-a693-478a3920216a	Pho bo	pho bo		20	4	650	28	24	78	8667fde8-51f4-4668-acda-666c39fac296	2026-11-26 00:39:44.243494+00	f	2026-11-26 00:39:44.196971+00	2026-11-26 00:39:44.243495+00
e5b1c257-f79b-46fc-9ecd-30fed3556202	7ceed7bc-17b7-410b-b1a6-e5b31ced8c7a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Banh mi	banh mi		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:44.246759+00	2026-11-26 00:39:44.246759+00
d2115a5f-d3f8-44f3-b179-2455c91e73aa	7ceed7bc-17b7-410b-b1a6-e5b31ced8c7a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bun cha	bun cha		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:44.314476+00	2026-11-26 00:39:44.314477+00
33c4deeb-3fd9-4316-9e2c-abeea63cc12d	7ceed7bc-17b7-410b-b1a6-e5b31ced8c7a	8667fde8-51f4-4668-acda-666c39fac296	Summer rolls	summer rolls		4	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:39:44.364253+00	2026-11-26 00:39:44.364254+00
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
bb9deb08-99be-49a7-be46-b29e351d7326	a3d26e65-503c-4f38-beec-16364ac8385c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:30.885687+00	2026-11-26 00:39:30.885688+00
c1de9336-562b-4043-9334-876891b61935	a3d26e65-503c-4f38-beec-16364ac8385c	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:30.893172+00	2026-11-26 00:39:30.893173+00
7a90413d-716e-4832-81ba-d9f0f0835256	a3d26e65-503c-4f38-beec-16364ac8385c	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:30.900331+00	2026-11-26 00:39:30.900332+00
ef2ea42a-c197-4fa0-a57c-a3aa8d955c03	a3d26e65-503c-4f38-beec-16364ac8385c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:30.93999+00	2026-11-26 00:39:30.939991+00
f46dc198-8442-4fae-9393-b881e1b6c863	3daa88bc-5e99-4b54-8202-8da00e21b7fa	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:30.953732+00	2026-11-26 00:39:30.953733+00
6ca1b47c-a7f0-4cc0-b295-47d5596a3dcc	3daa88bc-5e99-4b54-8202-8da00e21b7fa	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:30.960837+00	2026-11-26 00:39:30.960838+00
678667cb-c2a5-4fb1-a314-e83eb1767407	3daa88bc-5e99-4b54-8202-8da00e21b7fa	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:30.986154+00	2026-11-26 00:39:30.986155+00
0ab44f6a-be97-46cb-b53a-a603cd98c462	3daa88bc-5e99-4b54-8202-8da00e21b7fa	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:30.993113+00	2026-11-26 00:39:30.993114+00
9561ec79-fc74-46ed-9635-ae4a653b9e6d	2b27cb08-d1c8-45e5-a188-b4f547c5600e	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:31.003603+00	2026-11-26 00:39:31.003604+00
1eae4abe-17a7-4a99-bb07-089860143087	2b27cb08-d1c8-45e5-a188-b4f547c5600e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:31.010521+00	2026-11-26 00:39:31.010522+00
21bb313a-92d3-4f4b-a1a6-234716007649	2b27cb08-d1c8-45e5-a188-b4f547c5600e	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.036826+00	2026-11-26 00:39:31.036827+00
4bb70a1a-a9df-4ab5-8fc5-6ac2e695722f	2b27cb08-d1c8-45e5-a188-b4f547c5600e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:31.043506+00	2026-11-26 00:39:31.043507+00
7f35639a-f054-41fb-a56d-ec66be7d89ce	efaf43cf-1918-484a-ac88-1aa78b85bf27	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:31.071931+00	2026-11-26 00:39:31.071932+00
4b874741-c621-45b4-bf41-089d4c86e032	efaf43cf-1918-484a-ac88-1aa78b85bf27	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:31.111706+00	2026-11-26 00:39:31.111707+00
f43649cd-7483-474c-93f6-4d28929d4e5c	efaf43cf-1918-484a-ac88-1aa78b85bf27	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:31.118707+00	2026-11-26 00:39:31.118708+00
d82513bd-2745-4d10-a294-544ec66fa46a	6a850ee5-39d7-438f-908b-47a4a26fd554	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:31.134703+00	2026-11-26 00:39:31.134704+00
efa56b8c-799c-4413-bfb0-b9855eb1f2d7	6a850ee5-39d7-438f-908b-47a4a26fd554	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.143285+00	2026-11-26 00:39:31.143286+00
2a91d2a7-15a1-4204-84df-45a7e51c39e6	6a850ee5-39d7-438f-908b-47a4a26fd554	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:31.175483+00	2026-11-26 00:39:31.175484+00
faba0d40-3ec1-41e3-8b08-2ce0339c3997	499b132d-a29c-4f85-99e6-dfdf2b132195	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:31.191758+00	2026-11-26 00:39:31.19176+00
59baeb03-8a4a-4f97-a05c-9c305f49f5a4	499b132d-a29c-4f85-99e6-dfdf2b132195	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:31.198544+00	2026-11-26 00:39:31.198545+00
a5613a26-ed06-4cf6-bce7-54677120a80e	499b132d-a29c-4f85-99e6-dfdf2b132195	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.205205+00	2026-11-26 00:39:31.205206+00
1f06a4af-08c3-4f6d-8a9f-d8f188ca373c	881def7f-258f-4830-9ed2-5085ff8bc53f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:31.218335+00	2026-11-26 00:39:31.218336+00
ec09736a-6590-4d7b-a8db-cc3ff89ba08a	881def7f-258f-4830-9ed2-5085ff8bc53f	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:31.256025+00	2026-11-26 00:39:31.256026+00
bd032738-5040-4261-8c09-a825c39536a9	881def7f-258f-4830-9ed2-5085ff8bc53f	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.262876+00	2026-11-26 00:39:31.262877+00
a7c035d9-629a-49c5-bdf2-ee4e506d7fb4	881def7f-258f-4830-9ed2-5085ff8bc53f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:31.269664+00	2026-11-26 00:39:31.269665+00
09fe2018-e9b8-4a4f-ac6f-62b945cf5e5a	8e437b4d-0035-4621-9a49-23e941c504c4	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:31.291568+00	2026-11-26 00:39:31.291569+00
ed93e464-3581-4abf-a568-76717b889056	8e437b4d-0035-4621-9a49-23e941c504c4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:31.309622+00	2026-11-26 00:39:31.309623+00
834b9a58-c452-4181-9a8e-8c086ee5b4f2	8e437b4d-0035-4621-9a49-23e941c504c4	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.316456+00	2026-11-26 00:39:31.316457+00
0da320b3-30f6-424d-a405-b3d978cb8886	8e437b4d-0035-4621-9a49-23e941c504c4	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:31.323177+00	2026-11-26 00:39:31.323178+00
b0b6f50f-350c-468d-8ed9-0d40a7448b99	05cf6091-3f64-4bce-a5b9-c08dee5a206d	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:31.345666+00	2026-11-26 00:39:31.345666+00
12f905eb-f83c-4542-a847-d0c2390785bb	05cf6091-3f64-4bce-a5b9-c08dee5a206d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:31.352767+00	2026-11-26 00:39:31.352768+00
d68eab02-d44a-4b1d-bd12-91f901fe3417	05cf6091-3f64-4bce-a5b9-c08dee5a206d	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.359809+00	2026-11-26 00:39:31.35981+00
502da82f-36d1-4b62-b9f1-e19c32384301	05cf6091-3f64-4bce-a5b9-c08dee5a206d	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.385708+00	2026-11-26 00:39:31.385709+00
8f4fdda2-56c7-4796-941d-939f31a9561c	05cf6091-3f64-4bce-a5b9-c08dee5a206d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:31.392497+00	2026-11-26 00:39:31.392498+00
3b981b23-a494-40a0-82a9-6bb6e3fd6fdc	9346c98e-3fd5-4f51-9137-1234886d1284	8667fde8-51f4-4668-acda-666c39fac296	2	2026-11-26 00:39:31.403133+00	2026-11-26 00:39:31.403134+00
23e5add9-4775-4f09-b1e7-0379d892bcc4	9346c98e-3fd5-4f51-9137-1234886d1284	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	2	2026-11-26 00:39:31.410214+00	2026-11-26 00:39:31.410215+00
2f055abc-4519-4dd2-ba4b-ff88dcd907b0	9346c98e-3fd5-4f51-9137-1234886d1284	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.421938+00	2026-11-26 00:39:31.421939+00
99b220cd-61b4-434c-b652-ad5eda6b222e	9346c98e-3fd5-4f51-9137-1234886d1284	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:31.428801+00	2026-11-26 00:39:31.428802+00
ac067dd9-7a63-4aae-8955-705879cf04f7	aae5ec6b-8328-4550-ae38-25e3855075b7	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:31.452563+00	2026-11-26 00:39:31.452564+00
9df08429-32aa-4334-aa60-4f42938abf0a	aae5ec6b-8328-4550-ae38-25e3855075b7	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:31.459378+00	2026-11-26 00:39:31.459378+00
e8717160-af0d-4792-89fd-882de33f584b	aae5ec6b-8328-4550-ae38-25e3855075b7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:31.466205+00	2026-11-26 00:39:31.466206+00
2aaf04cb-7388-4ecb-ad26-3673610a4157	48a492af-572b-40c5-a6f4-b85c35d9bf0c	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:31.51094+00	2026-11-26 00:39:31.510941+00
b19d2cc7-d074-4737-a152-4a11f307b690	48a492af-572b-40c5-a6f4-b85c35d9bf0c	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:31.53837+00	2026-11-26 00:39:31.538371+00
8d731caf-6afe-4032-aa2f-002abc4aba72	48a492af-572b-40c5-a6f4-b85c35d9bf0c	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.545108+00	2026-11-26 00:39:31.545109+00
264f57e8-565e-4c63-8768-f0053399b46e	168290cd-e6dc-48b1-b19b-30a52c9b68ad	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.580739+00	2026-11-26 00:39:31.58074+00
0295d13f-58a1-4f96-a618-75bbef159ece	168290cd-e6dc-48b1-b19b-30a52c9b68ad	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:31.599181+00	2026-11-26 00:39:31.599181+00
f124a85e-66c5-4cfa-b21b-380c6de31b9f	6866b949-61fb-47a9-8304-a76cbf1c104a	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:31.609621+00	2026-11-26 00:39:31.609622+00
d72f842c-2a7f-43fa-afd0-9d75e9915096	6866b949-61fb-47a9-8304-a76cbf1c104a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:31.616378+00	2026-11-26 00:39:31.616379+00
f245d741-1cee-4e00-8c4f-82bf5fe5303f	6866b949-61fb-47a9-8304-a76cbf1c104a	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:31.641417+00	2026-11-26 00:39:31.641418+00
93724223-9250-497e-b9af-c92d1a97b2c2	6866b949-61fb-47a9-8304-a76cbf1c104a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:31.648343+00	2026-11-26 00:39:31.648344+00
02a22a18-d78b-473b-8239-236eb11b5425	6866b949-61fb-47a9-8304-a76cbf1c104a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:31.655077+00	2026-11-26 00:39:31.655078+00
7e21824a-3e83-4bd5-b90e-6e4c894ac950	e000b8ad-049d-4600-a4fd-b0fc7890b472	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:31.684321+00	2026-11-26 00:39:31.684322+00
8e2bafb1-19e3-47df-909b-02c5910fa967	e000b8ad-049d-4600-a4fd-b0fc7890b472	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:31.702881+00	2026-11-26 00:39:31.702883+00
0dbce833-12e4-4ac1-8c6f-2c97ed2d090e	e000b8ad-049d-4600-a4fd-b0fc7890b472	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:31.709804+00	2026-11-26 00:39:31.709805+00
e19b05f3-928c-4af2-98af-6d0d155be625	78270f56-3beb-4539-9f27-e7afe11f8203	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:31.740187+00	2026-11-26 00:39:31.740188+00
214ff8d4-7611-40a3-85ef-21a8a4d6153a	78270f56-3beb-4539-9f27-e7afe11f8203	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:31.764892+00	2026-11-26 00:39:31.764893+00
cb1359d0-0a50-4f6b-a517-1be6c59304dd	78270f56-3beb-4539-9f27-e7afe11f8203	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.771817+00	2026-11-26 00:39:31.771818+00
3e283009-a57f-471d-a986-a76cb7dc5b74	78270f56-3beb-4539-9f27-e7afe11f8203	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.778727+00	2026-11-26 00:39:31.778727+00
c3742cfc-dbbe-4817-986c-f1ba3c86ae1d	78270f56-3beb-4539-9f27-e7afe11f8203	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:31.820803+00	2026-11-26 00:39:31.820803+00
825d5afc-9de6-4485-82c7-46978d07d886	92503f3f-23ba-407c-bd3a-78fdaea39f9c	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:31.833775+00	2026-11-26 00:39:31.833776+00
d36ea091-d7d1-4330-aecf-b400cc83277c	92503f3f-23ba-407c-bd3a-78fdaea39f9c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:31.840255+00	2026-11-26 00:39:31.840256+00
500858fc-c623-4be7-b4bd-30bd2976d1ea	92503f3f-23ba-407c-bd3a-78fdaea39f9c	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.846773+00	2026-11-26 00:39:31.846774+00
1530da8f-8f8a-4b63-8a4d-ec5a24b28296	92503f3f-23ba-407c-bd3a-78fdaea39f9c	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.871192+00	2026-11-26 00:39:31.871193+00
bd0d4897-7d3e-4ae0-b7b5-46be6234dc6e	92503f3f-23ba-407c-bd3a-78fdaea39f9c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:31.877988+00	2026-11-26 00:39:31.87799+00
86057f37-3860-413d-82a7-10f9693559fd	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:31.888359+00	2026-11-26 00:39:31.88836+00
02b4f852-dd85-445c-9b05-44b880f89a58	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:31.894986+00	2026-11-26 00:39:31.894987+00
58f704db-394f-4089-aa91-1cc14a490fb4	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:31.919223+00	2026-11-26 00:39:31.919224+00
547c5a87-acf7-4e80-a9c8-d3c3d9f78f58	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:31.925824+00	2026-11-26 00:39:31.925825+00
6abca6c6-21cb-4dd8-8900-2acc2dae0df2	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:31.93237+00	2026-11-26 00:39:31.93237+00
92fe40c7-b495-49e5-85bc-cebcec07ff34	465d7d57-29fa-4c23-9f78-710ed9c8934c	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:31.960351+00	2026-11-26 00:39:31.960352+00
f7e4d80a-985c-4f68-a68d-95b2bd21590f	465d7d57-29fa-4c23-9f78-710ed9c8934c	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:31.998353+00	2026-11-26 00:39:31.998354+00
d14b6511-5b4c-4c9f-be59-61e6cf7ed764	465d7d57-29fa-4c23-9f78-710ed9c8934c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.023545+00	2026-11-26 00:39:32.023546+00
d8ae3bbf-8184-468b-8d43-e1a2f73ed9ff	1b1e5514-201d-48d7-b02e-513fc907850e	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.035499+00	2026-11-26 00:39:32.0355+00
110feb69-37ab-4fb3-b866-c9d371a244a5	1b1e5514-201d-48d7-b02e-513fc907850e	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:32.042393+00	2026-11-26 00:39:32.042394+00
5ef53a4e-e311-4299-9547-65e73f0f428c	1b1e5514-201d-48d7-b02e-513fc907850e	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:32.075275+00	2026-11-26 00:39:32.075276+00
528cc2f3-eee8-48ed-b65a-c7a4ef7fd7c7	1b1e5514-201d-48d7-b02e-513fc907850e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:32.082264+00	2026-11-26 00:39:32.082265+00
08d39c44-cd09-48e5-b437-5b80b189c4db	e9aabca9-2d15-4404-bd68-4d4700704e53	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.095887+00	2026-11-26 00:39:32.095888+00
13fc492a-78a6-4bd0-ab51-7f07fec22832	e9aabca9-2d15-4404-bd68-4d4700704e53	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:32.102835+00	2026-11-26 00:39:32.102836+00
241cf29f-9f3a-45c7-86fb-71197dd26914	e9aabca9-2d15-4404-bd68-4d4700704e53	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:32.128229+00	2026-11-26 00:39:32.12823+00
031d09a2-71cc-4522-b5e2-2ece2bc25769	8cb0147e-d728-46ac-8b6f-ca991bef8539	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:32.138606+00	2026-11-26 00:39:32.138607+00
567d9a1a-92e4-4434-b4d5-9e108f4da8d2	8cb0147e-d728-46ac-8b6f-ca991bef8539	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.145262+00	2026-11-26 00:39:32.145263+00
caefca40-7373-4f8a-94f8-05a0cf9e4918	8cb0147e-d728-46ac-8b6f-ca991bef8539	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:32.151773+00	2026-11-26 00:39:32.151774+00
74156d39-04c6-4565-804b-6ab07836055c	8cb0147e-d728-46ac-8b6f-ca991bef8539	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.169967+00	2026-11-26 00:39:32.169967+00
79f5dae2-aa27-4a20-8861-b2fee44f0ce2	454c3230-da83-419b-8c0a-617d699a7e1c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:32.180292+00	2026-11-26 00:39:32.180293+00
162c8724-ff04-496c-bc1b-721de36d4142	454c3230-da83-419b-8c0a-617d699a7e1c	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.186965+00	2026-11-26 00:39:32.186966+00
61c27693-228f-4d19-9e4e-8f99c8b86acf	454c3230-da83-419b-8c0a-617d699a7e1c	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:32.211569+00	2026-11-26 00:39:32.21157+00
8b73581d-a327-4cf1-8f25-a6f7021b1f8b	454c3230-da83-419b-8c0a-617d699a7e1c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.218241+00	2026-11-26 00:39:32.218242+00
04de270b-bf80-43b1-b861-eff007ee52c4	14c7d63b-4106-424d-b71e-12ef01cc78bc	8667fde8-51f4-4668-acda-666c39fac296	2	2026-11-26 00:39:32.22855+00	2026-11-26 00:39:32.22855+00
4ad12b01-31aa-4857-ab07-798b086f4f9a	14c7d63b-4106-424d-b71e-12ef01cc78bc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:32.234969+00	2026-11-26 00:39:32.23497+00
b0a60111-4be1-428d-813e-40bb22df30e3	14c7d63b-4106-424d-b71e-12ef01cc78bc	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.259186+00	2026-11-26 00:39:32.259187+00
3e4a5626-efde-41b5-91ff-ac56f3cd7a4c	14c7d63b-4106-424d-b71e-12ef01cc78bc	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:32.265732+00	2026-11-26 00:39:32.265733+00
558da197-c656-4259-b6f0-912ba5ddc4fb	14c7d63b-4106-424d-b71e-12ef01cc78bc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.272386+00	2026-11-26 00:39:32.272387+00
9cba4fc2-c94f-4c70-af96-77f849f31510	1ab6a2e6-d4cc-4911-af89-d65dde1712ec	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.309161+00	2026-11-26 00:39:32.309162+00
5a608b1b-ae83-44ad-87d4-c2708341fe7a	1ab6a2e6-d4cc-4911-af89-d65dde1712ec	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:32.31579+00	2026-11-26 00:39:32.315792+00
74554b73-6719-4e1f-8197-93e2b5117d75	d449f6d4-1937-4b0b-b102-aa76168f80f5	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.341538+00	2026-11-26 00:39:32.341539+00
b32e0174-bc83-4485-a4fc-2f2e91408555	d449f6d4-1937-4b0b-b102-aa76168f80f5	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:32.379752+00	2026-11-26 00:39:32.379753+00
17a07476-4ef2-44a7-8530-6964bc2b45ca	d6922f63-a1ea-4147-81c0-5692ff043ef1	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:32.40216+00	2026-11-26 00:39:32.402161+00
37597e4c-39bc-4ea5-b60f-b4c5a50bf202	d6922f63-a1ea-4147-81c0-5692ff043ef1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:32.40926+00	2026-11-26 00:39:32.409261+00
40fb3246-4065-4765-838c-d49d8204c7ef	d6922f63-a1ea-4147-81c0-5692ff043ef1	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:32.422522+00	2026-11-26 00:39:32.422523+00
596c2fed-2869-479d-af41-08fc072c7aac	d6922f63-a1ea-4147-81c0-5692ff043ef1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:32.434902+00	2026-11-26 00:39:32.434903+00
6f7b0aca-b5b4-41fc-82d1-f9e62a703cce	47239a27-702e-4dd3-b3d5-6a3b5e194fe3	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:32.445424+00	2026-11-26 00:39:32.445425+00
0a5bd444-6b9d-4728-9d58-e11050f3de7f	47239a27-702e-4dd3-b3d5-6a3b5e194fe3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:32.452225+00	2026-11-26 00:39:32.452225+00
57b7594f-6e6e-4658-8e74-a62993b51057	47239a27-702e-4dd3-b3d5-6a3b5e194fe3	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:32.477607+00	2026-11-26 00:39:32.477608+00
82538d64-6553-4914-8775-7d1778bd650c	47239a27-702e-4dd3-b3d5-6a3b5e194fe3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:32.484764+00	2026-11-26 00:39:32.484765+00
53726bf6-6dc7-4589-bcca-373f0c7d3237	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.510687+00	2026-11-26 00:39:32.510688+00
24a131f3-d1fe-437a-9f8b-0599bde4730a	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:32.523869+00	2026-11-26 00:39:32.523871+00
5b385900-6d57-43bf-a73a-5161ce42fa8a	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.531188+00	2026-11-26 00:39:32.53119+00
285f974e-37ee-42a7-a1eb-829064a625e7	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:32.542695+00	2026-11-26 00:39:32.542697+00
5c77bfda-1ab5-41a0-8834-34ee2af3833d	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:32.576382+00	2026-11-26 00:39:32.576383+00
93ea719b-cdc3-4ce1-8e60-a79c09459c0f	ae3c084f-d524-4ae7-8995-d46c5002c10b	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.590244+00	2026-11-26 00:39:32.590245+00
030aec96-7782-4ee3-9a21-b4391e6d8b26	ae3c084f-d524-4ae7-8995-d46c5002c10b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:32.597103+00	2026-11-26 00:39:32.597104+00
6f7ba8cb-53f6-4c00-9c37-c1204473bbb8	ae3c084f-d524-4ae7-8995-d46c5002c10b	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:32.603789+00	2026-11-26 00:39:32.60379+00
25347f16-2275-45cb-b95a-58f372363a81	ae3c084f-d524-4ae7-8995-d46c5002c10b	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.635555+00	2026-11-26 00:39:32.635556+00
d245d992-0ad2-47c5-b3a6-07abcacf33e8	56d1c31f-e0cb-4c9c-a9b3-4e38de79dc1e	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:32.64611+00	2026-11-26 00:39:32.646111+00
ddfccaee-ee83-4dc6-9cd7-7efd4209d3eb	56d1c31f-e0cb-4c9c-a9b3-4e38de79dc1e	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:32.652943+00	2026-11-26 00:39:32.652944+00
50ea4b88-ea27-4308-bce7-712d3c43d112	56d1c31f-e0cb-4c9c-a9b3-4e38de79dc1e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:32.659695+00	2026-11-26 00:39:32.659695+00
70a8903e-3c1c-481e-a2ba-3bda79dfae01	41d9032e-153d-4ddd-b6f3-23559c60f755	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:32.688793+00	2026-11-26 00:39:32.688794+00
6e6cd41d-df13-4adc-a964-4b545013fdfb	41d9032e-153d-4ddd-b6f3-23559c60f755	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:32.706854+00	2026-11-26 00:39:32.706855+00
2d1c7388-add2-4e1f-bc41-75c053a5a7d6	41d9032e-153d-4ddd-b6f3-23559c60f755	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:32.71362+00	2026-11-26 00:39:32.713621+00
299428f8-ed7d-4a5c-99b5-bcfb235aa145	41d9032e-153d-4ddd-b6f3-23559c60f755	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:32.720651+00	2026-11-26 00:39:32.720652+00
8d311002-f9e0-4134-9983-5ff8e3832e25	41d9032e-153d-4ddd-b6f3-23559c60f755	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.742571+00	2026-11-26 00:39:32.742572+00
d6dbae11-e85d-4adf-b6f6-fcb1b96cdb02	6d29b625-7e1a-47df-815b-c9781edf3e12	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:32.754132+00	2026-11-26 00:39:32.754133+00
bb269359-f997-4563-8ab5-84f261c9c951	6d29b625-7e1a-47df-815b-c9781edf3e12	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:32.760704+00	2026-11-26 00:39:32.760705+00
7026da1e-e0a4-470e-8c4e-abfb7de43f06	6d29b625-7e1a-47df-815b-c9781edf3e12	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:32.767338+00	2026-11-26 00:39:32.76734+00
23e6b944-1a6d-46fb-9cb4-ddf78b1062df	6d29b625-7e1a-47df-815b-c9781edf3e12	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:32.791589+00	2026-11-26 00:39:32.79159+00
25f3711f-8b27-41c7-b2e9-2d0ee019754c	6d29b625-7e1a-47df-815b-c9781edf3e12	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.798291+00	2026-11-26 00:39:32.798292+00
7c380cae-7d91-4da4-9beb-f11ea2dfc2f4	5ec343cb-35ae-44ee-b709-c475bfa45cb0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:32.811601+00	2026-11-26 00:39:32.811601+00
db3dba3d-552b-452f-a400-4131766fdb27	5ec343cb-35ae-44ee-b709-c475bfa45cb0	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.829786+00	2026-11-26 00:39:32.829787+00
4678108d-52ba-41b2-91d4-1a8b702c4985	45a600cd-5fb6-4394-944e-f534a659c142	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:32.840259+00	2026-11-26 00:39:32.840259+00
4afc8844-6436-4239-963b-69ceb355e625	45a600cd-5fb6-4394-944e-f534a659c142	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:32.865743+00	2026-11-26 00:39:32.865744+00
d73003cf-ac81-486e-9b9c-82ffaa185a6b	45a600cd-5fb6-4394-944e-f534a659c142	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:32.872783+00	2026-11-26 00:39:32.872784+00
6f464ec2-1fc2-4f7b-b9ba-3c2f891ac67a	45a600cd-5fb6-4394-944e-f534a659c142	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.89138+00	2026-11-26 00:39:32.891381+00
c1357230-afa9-4e8a-be01-475420c3d4c2	93aa155f-2223-4dad-a45d-a8e0bdf16e62	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.901911+00	2026-11-26 00:39:32.901912+00
63ee9fbe-cb69-45ed-bcf1-22e814845d34	93aa155f-2223-4dad-a45d-a8e0bdf16e62	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:32.908847+00	2026-11-26 00:39:32.908848+00
ef396986-1797-4d50-983d-26a3d35092c8	93aa155f-2223-4dad-a45d-a8e0bdf16e62	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:32.94736+00	2026-11-26 00:39:32.947361+00
9bc5493d-3520-4035-9578-104e01ac58db	93aa155f-2223-4dad-a45d-a8e0bdf16e62	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:32.954084+00	2026-11-26 00:39:32.954085+00
c6f68ba1-20e0-40ab-bcd2-8388ed25ff24	705e7fc8-560c-4e8e-979b-14e484856a62	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:32.964463+00	2026-11-26 00:39:32.964464+00
e61de54d-2fec-4f44-b929-10bb1850ea95	705e7fc8-560c-4e8e-979b-14e484856a62	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:32.971171+00	2026-11-26 00:39:32.971172+00
2311887b-e2d4-4417-879e-77ec7c2537ea	705e7fc8-560c-4e8e-979b-14e484856a62	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:32.99592+00	2026-11-26 00:39:32.995921+00
e43af055-3866-4428-9194-fd3022eded88	114719c8-ea17-4b8b-9863-fb65aebf1b5f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.032865+00	2026-11-26 00:39:33.032865+00
75251bef-8715-4a96-b73c-d93eb07680ba	114719c8-ea17-4b8b-9863-fb65aebf1b5f	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:33.046135+00	2026-11-26 00:39:33.046136+00
22d3f61a-50c3-411d-b392-01fa56c1af73	114719c8-ea17-4b8b-9863-fb65aebf1b5f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:33.052845+00	2026-11-26 00:39:33.052846+00
8ce99a4f-c299-4ae1-90af-0662e074df54	b5ca3af8-9336-429b-b8c6-45f8da0a2838	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:33.07901+00	2026-11-26 00:39:33.079011+00
5b1d1248-d9be-425b-b85c-6cb4a1d28848	b5ca3af8-9336-429b-b8c6-45f8da0a2838	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.097541+00	2026-11-26 00:39:33.097542+00
774c38c4-8c69-43b3-a859-8f3b21145407	b5ca3af8-9336-429b-b8c6-45f8da0a2838	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:33.10427+00	2026-11-26 00:39:33.104271+00
bea7fe84-3444-4dac-bddc-21b30f0cb217	b5ca3af8-9336-429b-b8c6-45f8da0a2838	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.142951+00	2026-11-26 00:39:33.142952+00
c5aa1501-5d21-45fe-a0a4-2ea2251b8256	b2fa17dd-96ff-4afe-831f-4c895366d690	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:33.153656+00	2026-11-26 00:39:33.153657+00
5a789aa3-9860-4a7a-920d-35a057d774fc	b2fa17dd-96ff-4afe-831f-4c895366d690	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:33.160733+00	2026-11-26 00:39:33.160734+00
643d5512-3b01-4313-889f-eb93c1daf934	b2fa17dd-96ff-4afe-831f-4c895366d690	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.167807+00	2026-11-26 00:39:33.167808+00
5a7a48b7-ef03-44c8-abab-b2cfbedbce08	b2fa17dd-96ff-4afe-831f-4c895366d690	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:33.200026+00	2026-11-26 00:39:33.200028+00
ed535424-ba43-42a3-9e48-8e0d30666c63	b2fa17dd-96ff-4afe-831f-4c895366d690	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.207038+00	2026-11-26 00:39:33.207039+00
ba44a0c7-4086-4d99-9522-ad1a8ec05a58	bbe4c177-e9ac-4875-bd27-821253eae25d	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:33.217755+00	2026-11-26 00:39:33.217757+00
8788dca4-dfc9-429c-9baa-0b71715eb81c	bbe4c177-e9ac-4875-bd27-821253eae25d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:33.22478+00	2026-11-26 00:39:33.224781+00
5ebf70dc-5fc1-48a6-8bdc-0ebfa90e1e87	bbe4c177-e9ac-4875-bd27-821253eae25d	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:33.243631+00	2026-11-26 00:39:33.243632+00
f3c6e772-e8ce-4e10-9d65-a71051e8bf7b	bbe4c177-e9ac-4875-bd27-821253eae25d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.250614+00	2026-11-26 00:39:33.250615+00
8d20a237-8297-4361-8dd9-23b02f03c039	85e1948a-76f8-41f2-9bf0-ceb1e2e6db4a	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:33.273266+00	2026-11-26 00:39:33.273267+00
15502cf7-051d-48fc-8c58-e6700ba133ac	85e1948a-76f8-41f2-9bf0-ceb1e2e6db4a	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:33.299499+00	2026-11-26 00:39:33.2995+00
0a59daa5-6e0a-4792-8d4a-70636f418086	85e1948a-76f8-41f2-9bf0-ceb1e2e6db4a	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:33.306655+00	2026-11-26 00:39:33.306656+00
741cc495-afb6-4a38-b5bf-f2cdd806f246	9959e189-5d06-4d24-b48d-de505d5d1453	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:33.348186+00	2026-11-26 00:39:33.348188+00
1259084b-0aa5-49bd-a8a4-1b8ce781eafe	9959e189-5d06-4d24-b48d-de505d5d1453	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.358467+00	2026-11-26 00:39:33.358468+00
97f86da5-4c63-4d6c-829f-5c94d2fb062c	9959e189-5d06-4d24-b48d-de505d5d1453	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:33.365367+00	2026-11-26 00:39:33.365368+00
2fd5fe36-40c3-4e39-a676-212ec56ddb13	9959e189-5d06-4d24-b48d-de505d5d1453	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:33.383745+00	2026-11-26 00:39:33.383746+00
21ad42e3-2294-48ff-80e7-d9c317d3a485	e86b33ed-76cc-468d-b214-346f24080d10	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:33.397211+00	2026-11-26 00:39:33.397212+00
47072b80-c82e-4e69-b11d-1fb845905023	e86b33ed-76cc-468d-b214-346f24080d10	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:33.403923+00	2026-11-26 00:39:33.403924+00
bb5dfd76-29e4-4eeb-9ea3-f4b417f2226a	e86b33ed-76cc-468d-b214-346f24080d10	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.428698+00	2026-11-26 00:39:33.4287+00
29193893-9b0c-4c4d-bbdb-f1825830f8a8	00341ae9-b1b0-4725-aff6-1b3b2460c7e8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:33.439176+00	2026-11-26 00:39:33.439177+00
296f4567-a405-474b-bb5a-3ef585457065	00341ae9-b1b0-4725-aff6-1b3b2460c7e8	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.457367+00	2026-11-26 00:39:33.457368+00
e6b2f6ee-f00d-4f32-b399-09ebe976d23a	00341ae9-b1b0-4725-aff6-1b3b2460c7e8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.46412+00	2026-11-26 00:39:33.464121+00
91f74340-1365-46cb-8a87-4913aedcfe72	26795aa2-3acd-4873-87a8-2f0d2e87b012	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:33.499547+00	2026-11-26 00:39:33.499548+00
f03a1af1-3d66-4655-8b4e-7694d3f76165	26795aa2-3acd-4873-87a8-2f0d2e87b012	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.537827+00	2026-11-26 00:39:33.537828+00
44888ce7-3278-4aa0-b277-e6e9e88842ad	b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	8667fde8-51f4-4668-acda-666c39fac296	2	2026-11-26 00:39:33.548155+00	2026-11-26 00:39:33.548157+00
8f2c600e-ede1-46b0-836f-b506d3374588	b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:33.554925+00	2026-11-26 00:39:33.554926+00
66f92864-ff50-4dbb-aa24-bd7286556b4a	b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.561826+00	2026-11-26 00:39:33.561827+00
8bd947b9-0362-41b1-aff5-d93905bba07d	b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:33.590655+00	2026-11-26 00:39:33.590656+00
641d8d0a-9747-4e8e-9bca-207bf19c527c	b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:33.597361+00	2026-11-26 00:39:33.597362+00
9442c655-8711-416b-a58a-60033b65f696	fafec1a7-31e8-4a99-99fc-b3180f62d218	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:33.609892+00	2026-11-26 00:39:33.609893+00
4bdd73ad-ee7c-48ba-b7d3-3472fb7ced96	fafec1a7-31e8-4a99-99fc-b3180f62d218	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:33.616768+00	2026-11-26 00:39:33.616769+00
55d5ae05-0d63-4f28-9c86-ff54ec19a629	fafec1a7-31e8-4a99-99fc-b3180f62d218	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:33.623537+00	2026-11-26 00:39:33.623538+00
8d6720fd-dc7e-4722-ae98-8e710c9168c9	fc035a8a-c5d7-4ffc-ba41-53cf6b1d0b53	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:33.637652+00	2026-11-26 00:39:33.637653+00
d43005dc-dd1c-4db7-9a86-9c827714d470	fc035a8a-c5d7-4ffc-ba41-53cf6b1d0b53	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:33.676126+00	2026-11-26 00:39:33.676127+00
469e6f2f-b9d6-4a31-bbbd-80356f553126	0abb540d-3239-4852-bfff-dd31fd7426d2	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:33.686767+00	2026-11-26 00:39:33.686768+00
21324c83-b848-45c0-9af2-3b32436e855a	0abb540d-3239-4852-bfff-dd31fd7426d2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:33.704933+00	2026-11-26 00:39:33.704934+00
1499b514-aa2d-4529-997d-06cf74928499	0abb540d-3239-4852-bfff-dd31fd7426d2	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:33.711791+00	2026-11-26 00:39:33.711792+00
46df15b1-98ee-40f6-9918-66710deff696	19b2670f-2c05-472e-b97b-9700682e4073	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:33.733653+00	2026-11-26 00:39:33.733654+00
de85119d-3435-46e0-9446-f6da5fa9aea1	19b2670f-2c05-472e-b97b-9700682e4073	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:33.740642+00	2026-11-26 00:39:33.740643+00
15bd0aea-5d01-4f57-b575-3e3e3c3b2654	19b2670f-2c05-472e-b97b-9700682e4073	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:33.747663+00	2026-11-26 00:39:33.747664+00
c1db635b-9756-4c60-b143-d6882ce88e1f	19b2670f-2c05-472e-b97b-9700682e4073	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:33.774533+00	2026-11-26 00:39:33.774535+00
fb9fad6c-c32e-401d-b1bc-ba01480be42c	19b2670f-2c05-472e-b97b-9700682e4073	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:33.782001+00	2026-11-26 00:39:33.782003+00
4de22d2d-46a2-46bd-862d-61c3fc4a616a	6845ae29-7539-4177-b96e-baaf61a5cd10	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:33.794796+00	2026-11-26 00:39:33.794798+00
ba3c3f2a-b4ad-4b63-ad44-7a03e6e26aaa	6845ae29-7539-4177-b96e-baaf61a5cd10	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.802045+00	2026-11-26 00:39:33.802047+00
474cd10a-cfbc-47b5-9360-174bcb430c9f	6845ae29-7539-4177-b96e-baaf61a5cd10	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:33.809403+00	2026-11-26 00:39:33.809405+00
3a637f0d-0ec8-493a-8c08-5ca593caf7fc	6845ae29-7539-4177-b96e-baaf61a5cd10	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:33.816857+00	2026-11-26 00:39:33.816858+00
68aaec29-b159-40f2-b19e-bb558921cda8	67aa330c-4fcc-4046-a127-1ee8ccd91f00	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:33.863373+00	2026-11-26 00:39:33.863373+00
35777f12-6827-4b60-b7e3-cde151242044	67aa330c-4fcc-4046-a127-1ee8ccd91f00	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:33.870222+00	2026-11-26 00:39:33.870223+00
929d34a9-ed46-4c24-b16c-512a30617d39	67aa330c-4fcc-4046-a127-1ee8ccd91f00	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:33.877217+00	2026-11-26 00:39:33.877219+00
5a147dee-379c-443b-8d2a-f66898874b0d	9aba2dab-0158-4115-a6f6-f1b36307203a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:33.887972+00	2026-11-26 00:39:33.887973+00
8757a2bb-6e5a-4aef-b8ef-5fef55c3de15	9aba2dab-0158-4115-a6f6-f1b36307203a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:33.89486+00	2026-11-26 00:39:33.894861+00
6e4998b1-975a-4622-a3ff-685c1a9f1379	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:33.905358+00	2026-11-26 00:39:33.905359+00
5aafd001-7018-4af4-9514-12595727ba25	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:33.912121+00	2026-11-26 00:39:33.912122+00
6cd9872c-d8dc-43d3-b6e1-b53c5e5eb667	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:33.937487+00	2026-11-26 00:39:33.937489+00
10c5ebd3-2bb7-448c-bd5c-7b57f818123f	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:33.944622+00	2026-11-26 00:39:33.944623+00
b5d5615a-44d7-414d-87b5-d5ad10df15bf	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:33.95181+00	2026-11-26 00:39:33.951811+00
08468f1e-51d0-4634-940a-b5538e5f2bca	f6fa5ddb-3fcd-42ac-9473-33c33db84471	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:33.979907+00	2026-11-26 00:39:33.979908+00
ff8e7ecb-202d-4803-9ddf-0033c29fb8da	f6fa5ddb-3fcd-42ac-9473-33c33db84471	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.011422+00	2026-11-26 00:39:34.011423+00
fa5b7cac-7716-46f7-8168-c50bbd007e0e	cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.023586+00	2026-11-26 00:39:34.023587+00
864f26f5-dd1d-438c-a100-32e8b47af479	cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.04939+00	2026-11-26 00:39:34.049391+00
4ffe3f32-6cb3-450a-9a19-4550df449660	cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:34.056562+00	2026-11-26 00:39:34.056564+00
6326a639-6fbf-4d28-a744-fb6daaf1e9fa	cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:34.081864+00	2026-11-26 00:39:34.081866+00
85ceb0ce-60e2-435a-bbbf-870cda637141	5e83e7bf-b326-448b-8510-236d523b8dbe	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:34.098517+00	2026-11-26 00:39:34.098519+00
070273c8-95c6-492c-b960-c697259a1cf5	5e83e7bf-b326-448b-8510-236d523b8dbe	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.12652+00	2026-11-26 00:39:34.126521+00
1b174ce7-333f-4559-8e6e-1ea099b0d1e5	1a374a01-5579-4e8e-b335-f5ea522078ab	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.138094+00	2026-11-26 00:39:34.138095+00
d01c504a-afdf-4f07-b893-b3cffd43acce	1a374a01-5579-4e8e-b335-f5ea522078ab	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:34.145431+00	2026-11-26 00:39:34.145432+00
8dd0d37f-85da-4ef3-9625-f1c0eebd6bad	1a374a01-5579-4e8e-b335-f5ea522078ab	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.174802+00	2026-11-26 00:39:34.174804+00
4a702e0b-f29d-44b2-be44-99bcd3470c64	54371908-86c2-4d8b-84ba-4c0ac5b0ab79	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.186344+00	2026-11-26 00:39:34.186346+00
34e1554b-4661-479c-aeaa-12c462ca2825	54371908-86c2-4d8b-84ba-4c0ac5b0ab79	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:34.221939+00	2026-11-26 00:39:34.22194+00
1c7987d0-02ed-4502-8af8-f9f480441b3f	54371908-86c2-4d8b-84ba-4c0ac5b0ab79	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:34.228731+00	2026-11-26 00:39:34.228732+00
e97bebb0-f41d-45df-82e0-320e5248f7f0	54371908-86c2-4d8b-84ba-4c0ac5b0ab79	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.236007+00	2026-11-26 00:39:34.236008+00
b3870e7e-e841-48f1-9c13-3347edaddf95	06fdf680-aa93-4e39-a592-746c3735d4da	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.248821+00	2026-11-26 00:39:34.248822+00
436f4a09-e421-4ef1-a1a2-818c038e715b	06fdf680-aa93-4e39-a592-746c3735d4da	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.256654+00	2026-11-26 00:39:34.256655+00
efa11ed1-02af-4a8b-a27e-6f86a2929164	06fdf680-aa93-4e39-a592-746c3735d4da	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:34.29042+00	2026-11-26 00:39:34.290422+00
05da9f0b-08b2-4ca5-92e0-a56023a5d1a1	eac758aa-66e7-4e52-90ae-2eae70bed347	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:34.30428+00	2026-11-26 00:39:34.304281+00
9171aaf2-ec5e-4299-bd6b-4c3065ad09fb	eac758aa-66e7-4e52-90ae-2eae70bed347	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:34.330707+00	2026-11-26 00:39:34.330708+00
9761bcbc-f1fc-4afd-a05f-cdcff83413f2	eac758aa-66e7-4e52-90ae-2eae70bed347	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:34.337675+00	2026-11-26 00:39:34.337676+00
f2c2f861-416c-48f6-8ae4-22b18f170a1b	eac758aa-66e7-4e52-90ae-2eae70bed347	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.344727+00	2026-11-26 00:39:34.344728+00
61a083a9-cfe8-40aa-a417-861e9b986bf6	b9dd816d-f595-479b-a865-8953228d712c	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.382172+00	2026-11-26 00:39:34.382173+00
6d83aa61-64ce-492f-be8e-730e610ffe15	b9dd816d-f595-479b-a865-8953228d712c	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:34.408724+00	2026-11-26 00:39:34.408725+00
25a68bd2-ad24-413d-898d-caf688fa6fea	b9dd816d-f595-479b-a865-8953228d712c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.416628+00	2026-11-26 00:39:34.416629+00
2fc676fb-3662-48f5-89fe-6edf71187895	0f1547b3-e320-480a-8a01-8408449e542c	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:34.429124+00	2026-11-26 00:39:34.429125+00
86573f08-fb6d-4f89-99fa-e2a35650ff07	0f1547b3-e320-480a-8a01-8408449e542c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:34.436761+00	2026-11-26 00:39:34.436762+00
e4046434-50f0-48c7-8c93-6b6be87f2d0b	0f1547b3-e320-480a-8a01-8408449e542c	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:34.444203+00	2026-11-26 00:39:34.444204+00
450ead3a-894d-4890-8baf-333ac459fe2e	783d2227-ddfd-438c-ba8f-202a911f43d9	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:34.468907+00	2026-11-26 00:39:34.468908+00
d39a65d2-ed3c-42d8-bfeb-f8f9f8c91967	783d2227-ddfd-438c-ba8f-202a911f43d9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:34.475671+00	2026-11-26 00:39:34.475672+00
c420098e-2a12-4552-b2fe-b853ffe82db7	783d2227-ddfd-438c-ba8f-202a911f43d9	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:34.516618+00	2026-11-26 00:39:34.516619+00
928d2342-9bb0-4852-a967-16be90853e38	783d2227-ddfd-438c-ba8f-202a911f43d9	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:34.524538+00	2026-11-26 00:39:34.524539+00
d5187771-84eb-4770-9c23-b8721ba4072c	783d2227-ddfd-438c-ba8f-202a911f43d9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:34.531447+00	2026-11-26 00:39:34.531448+00
4b341bdc-f86f-44d0-9883-9b5b400c2d65	d77c1d5d-cacb-4a6b-ab16-3002ed479e2a	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.564463+00	2026-11-26 00:39:34.564466+00
699c8ba1-cc91-4903-abea-835d1e7c2425	d77c1d5d-cacb-4a6b-ab16-3002ed479e2a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:34.571577+00	2026-11-26 00:39:34.571578+00
246cf7e5-eca8-4325-9710-95621b2109ed	d77c1d5d-cacb-4a6b-ab16-3002ed479e2a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:34.600757+00	2026-11-26 00:39:34.600758+00
aa3fb5ec-58a0-47e8-ac59-b6fc67bbb156	1b2e0ffd-e9d4-4077-bb7e-abf4a5777205	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:34.611684+00	2026-11-26 00:39:34.611685+00
5af2b6b5-699a-442d-9929-9cccbe0ea651	1b2e0ffd-e9d4-4077-bb7e-abf4a5777205	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.618218+00	2026-11-26 00:39:34.618219+00
737e88eb-063c-4eca-81ee-582ba54f3b64	1b2e0ffd-e9d4-4077-bb7e-abf4a5777205	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:34.645925+00	2026-11-26 00:39:34.645926+00
ad656e53-fec6-4e94-bde2-3f5062cc6a70	1b2e0ffd-e9d4-4077-bb7e-abf4a5777205	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.653078+00	2026-11-26 00:39:34.653079+00
c4d57443-ea90-4fe8-be0b-bfd59fea6d70	9fa0d4f4-4507-4c61-b8de-55a1e672869a	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:34.664282+00	2026-11-26 00:39:34.664283+00
0aa79e05-ac01-4546-b694-e969b0802d73	9fa0d4f4-4507-4c61-b8de-55a1e672869a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:34.671536+00	2026-11-26 00:39:34.671537+00
d4d00068-6113-4eeb-bda4-665c66d9e526	9fa0d4f4-4507-4c61-b8de-55a1e672869a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:34.70455+00	2026-11-26 00:39:34.704552+00
155917e7-835b-447a-a121-157fceb2e2a9	9fa0d4f4-4507-4c61-b8de-55a1e672869a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.711471+00	2026-11-26 00:39:34.711472+00
b008702f-223b-4716-a73d-6e5f2f652be7	20682a22-fe10-4a36-b9c9-9298603724c7	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:34.727928+00	2026-11-26 00:39:34.727929+00
517d6476-f399-481d-8128-d7049b68ecb7	20682a22-fe10-4a36-b9c9-9298603724c7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:34.749061+00	2026-11-26 00:39:34.749062+00
dffe9b42-18a8-4d6a-8178-6f5304ed1221	20682a22-fe10-4a36-b9c9-9298603724c7	438da4bd-3fc2-4144-a693-478a3920216a	2	2026-11-26 00:39:34.757736+00	2026-11-26 00:39:34.757737+00
50dc460f-ee1d-49a2-bec3-2066150f48c9	20682a22-fe10-4a36-b9c9-9298603724c7	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:34.764875+00	2026-11-26 00:39:34.764875+00
3a65252d-026a-4331-b2e5-22a360a6a85d	20682a22-fe10-4a36-b9c9-9298603724c7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:34.805719+00	2026-11-26 00:39:34.80572+00
d0207bcc-aa11-432e-a43c-ef9f6f84449a	29181cad-b2d4-4988-8129-a636856b1838	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.818388+00	2026-11-26 00:39:34.818389+00
029f6c24-a40c-4df5-af7e-9ee35ea9b5f9	29181cad-b2d4-4988-8129-a636856b1838	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:34.83666+00	2026-11-26 00:39:34.83666+00
acd80101-58f5-417e-b3d2-afd3e059e62c	6820c6e0-dd9e-4796-9c53-7f8cd712e97f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.850004+00	2026-11-26 00:39:34.850005+00
85839259-095b-43a9-a79f-94daab891130	6820c6e0-dd9e-4796-9c53-7f8cd712e97f	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:34.87495+00	2026-11-26 00:39:34.874951+00
004f0558-3b6f-44cf-a8e3-d09b0bda8da4	6820c6e0-dd9e-4796-9c53-7f8cd712e97f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.881896+00	2026-11-26 00:39:34.881897+00
3e5a31c1-9f46-42da-a114-27456178baf9	ff17b1a5-d102-4ac8-a8d8-61d8fd2cd157	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.898596+00	2026-11-26 00:39:34.898598+00
9903b0d6-c78a-4f87-b2e4-2991928aa74a	ff17b1a5-d102-4ac8-a8d8-61d8fd2cd157	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:34.905267+00	2026-11-26 00:39:34.905268+00
5aa7700a-9446-428d-9cd9-1f8d548f8505	ff17b1a5-d102-4ac8-a8d8-61d8fd2cd157	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:34.93575+00	2026-11-26 00:39:34.935751+00
e7f1c23b-89d3-4677-a9ed-935821151913	ff17b1a5-d102-4ac8-a8d8-61d8fd2cd157	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:34.942325+00	2026-11-26 00:39:34.942326+00
90014a91-8705-4d7d-a847-b3e5d22fb798	b65ed913-b85f-4462-93a6-8c7b1219fef6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:34.952589+00	2026-11-26 00:39:34.952589+00
3a3bd58b-58d2-43b1-84df-70b778ab57f4	b65ed913-b85f-4462-93a6-8c7b1219fef6	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:34.959225+00	2026-11-26 00:39:34.959226+00
39324812-2bab-48a5-b9e4-622719e37ad0	b65ed913-b85f-4462-93a6-8c7b1219fef6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:34.970683+00	2026-11-26 00:39:34.970684+00
7783d0c9-da1e-463b-9473-571dec81540e	0b0c2a74-06c4-4bc0-9a90-7f9b7ef47f06	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:34.981072+00	2026-11-26 00:39:34.981072+00
0d216f89-5831-42e0-9ff2-9c6a1e1ae37d	0b0c2a74-06c4-4bc0-9a90-7f9b7ef47f06	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:34.9878+00	2026-11-26 00:39:34.987801+00
fcfbf9db-e18e-49b1-842d-3d2d5c4b39c2	54d166a8-d9f3-4a8d-8a72-1c389aab9092	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:34.999839+00	2026-11-26 00:39:34.99984+00
5094028b-f48d-4250-aa36-58d8b026db61	54d166a8-d9f3-4a8d-8a72-1c389aab9092	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:35.024751+00	2026-11-26 00:39:35.024752+00
e905ac55-98b1-43c1-80bf-c975d2e672aa	f18924a5-9f9c-433a-b6aa-3a6c74a76890	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:35.038263+00	2026-11-26 00:39:35.038264+00
210dee0b-e68f-46bb-ac86-cd1772b10c91	f18924a5-9f9c-433a-b6aa-3a6c74a76890	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:35.044985+00	2026-11-26 00:39:35.044986+00
060dbc5a-a5a7-4340-8fcf-271fe827b612	f18924a5-9f9c-433a-b6aa-3a6c74a76890	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:35.051581+00	2026-11-26 00:39:35.051582+00
48d0cf7d-a3a7-4d00-ba0f-5f8e71351f6e	f18924a5-9f9c-433a-b6aa-3a6c74a76890	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.058309+00	2026-11-26 00:39:35.058311+00
3258fa74-b5c0-408d-927f-e5e808431062	f1e74d23-1dfa-444e-90d8-272cd61539c1	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:35.087654+00	2026-11-26 00:39:35.087655+00
49d57d17-bf52-426e-8354-622235926f01	f1e74d23-1dfa-444e-90d8-272cd61539c1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:35.105938+00	2026-11-26 00:39:35.10594+00
5cd2a9e6-b759-4091-8c0d-af7e8602920e	f1e74d23-1dfa-444e-90d8-272cd61539c1	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:35.11265+00	2026-11-26 00:39:35.112651+00
fb217072-7a6a-4a4b-9cf1-dc9716f95da1	f1e74d23-1dfa-444e-90d8-272cd61539c1	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:35.120377+00	2026-11-26 00:39:35.120378+00
e8d5b9f8-fbe8-400d-b236-9abe7ae1da35	f1e74d23-1dfa-444e-90d8-272cd61539c1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:35.152094+00	2026-11-26 00:39:35.152095+00
ec4666ac-9422-4888-8a01-1a1cb8314d8a	3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:35.16235+00	2026-11-26 00:39:35.162351+00
cee660b6-c553-4170-bc1b-2e0c26d8ae4c	3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:35.168856+00	2026-11-26 00:39:35.168857+00
e725818e-7e87-48a3-b60d-9662305c2ba0	3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:35.175419+00	2026-11-26 00:39:35.17542+00
1b6e9d82-824e-4f67-b5e6-475f6ddb60f0	3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.211392+00	2026-11-26 00:39:35.211393+00
2dfbdc5a-ad19-4e8b-a891-e6b73870ef27	3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:35.218028+00	2026-11-26 00:39:35.218029+00
69d087f3-1268-44c8-a5a9-ddf01434d683	d202ff3e-f997-423c-b650-5f2f023f0690	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:35.228414+00	2026-11-26 00:39:35.228415+00
98d6d1c3-76f8-4014-baf2-f8f0519d2c21	d202ff3e-f997-423c-b650-5f2f023f0690	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:35.234993+00	2026-11-26 00:39:35.234994+00
f71ec246-9f8e-4ad3-8be9-5aa4b9659296	d202ff3e-f997-423c-b650-5f2f023f0690	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:35.241646+00	2026-11-26 00:39:35.241647+00
8d92b858-28ee-4c26-bb37-f15346fae07d	23fc467d-4433-4389-9516-35db923f30fe	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:35.253605+00	2026-11-26 00:39:35.253606+00
9b869f38-6e7c-42ec-9cba-17ea724f6bb2	23fc467d-4433-4389-9516-35db923f30fe	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:35.260344+00	2026-11-26 00:39:35.260345+00
345cd426-e3eb-499f-bea3-b3fc083027f1	23fc467d-4433-4389-9516-35db923f30fe	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:35.292115+00	2026-11-26 00:39:35.292116+00
e26f83b0-6dc5-4b37-b534-dbf78a14c01b	23fc467d-4433-4389-9516-35db923f30fe	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.298972+00	2026-11-26 00:39:35.298973+00
76a782f1-049d-4747-805c-59a420ae5bea	23fc467d-4433-4389-9516-35db923f30fe	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:35.305773+00	2026-11-26 00:39:35.305774+00
e101cab5-6d6b-4d03-8abc-036bf895cdee	af7c4d2c-c90b-4c77-92b0-a94c993c2046	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:35.337848+00	2026-11-26 00:39:35.337849+00
3dc4e077-9066-4e45-b68f-41541cf78bf2	af7c4d2c-c90b-4c77-92b0-a94c993c2046	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:35.356382+00	2026-11-26 00:39:35.356383+00
b44d0304-36da-491c-b362-4f63713b58e1	af7c4d2c-c90b-4c77-92b0-a94c993c2046	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:35.363051+00	2026-11-26 00:39:35.363052+00
a130024a-6c45-42a2-b972-9a6ae27ac9c2	af7c4d2c-c90b-4c77-92b0-a94c993c2046	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.369787+00	2026-11-26 00:39:35.369787+00
7151eea6-852b-4617-91fb-01998d1c3bd2	af7c4d2c-c90b-4c77-92b0-a94c993c2046	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.400961+00	2026-11-26 00:39:35.400962+00
a3a8ec73-ddad-4065-8a99-c83756b7a11f	0e298b41-9716-4a46-be8d-2304a0485f22	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:35.411341+00	2026-11-26 00:39:35.411342+00
d8f8cc05-87cf-4b20-b28b-61df0bab2116	0e298b41-9716-4a46-be8d-2304a0485f22	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:35.418064+00	2026-11-26 00:39:35.418065+00
41b754a9-92ab-4864-8203-1c61bc401629	0e298b41-9716-4a46-be8d-2304a0485f22	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:35.424771+00	2026-11-26 00:39:35.424771+00
c7eaca74-55f5-4406-b026-8139d2ed3df0	0e298b41-9716-4a46-be8d-2304a0485f22	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.456391+00	2026-11-26 00:39:35.456392+00
18d67ecc-0e86-4d19-8b2c-d8563373240e	0e298b41-9716-4a46-be8d-2304a0485f22	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.463146+00	2026-11-26 00:39:35.463147+00
76ce80fa-f8cd-42ba-aafe-c9b2b513be82	068491cd-10a2-4042-8340-d19c15d67d8f	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:35.473294+00	2026-11-26 00:39:35.473294+00
654c17ec-d766-4055-a879-996ae8587a71	068491cd-10a2-4042-8340-d19c15d67d8f	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:35.479956+00	2026-11-26 00:39:35.479957+00
1f683865-46ec-4f2c-afc1-ed1b8f667489	068491cd-10a2-4042-8340-d19c15d67d8f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:35.486723+00	2026-11-26 00:39:35.486724+00
a4017b22-c2bc-4da1-a7be-42e41a550f4f	ae121c4c-8cba-4e14-ab33-0ef935bf8d1f	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:35.516127+00	2026-11-26 00:39:35.516149+00
320befd7-fbb0-4d38-94e4-00f4b4ed4750	ae121c4c-8cba-4e14-ab33-0ef935bf8d1f	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.540338+00	2026-11-26 00:39:35.540339+00
92187c1e-63d3-4ae0-8a1e-e334c5f83bce	ae121c4c-8cba-4e14-ab33-0ef935bf8d1f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.564077+00	2026-11-26 00:39:35.564078+00
f612488e-8fe8-4b7d-baa3-0417a4e81799	d9252cb3-1033-4722-a2a7-76e7b5000571	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:35.577304+00	2026-11-26 00:39:35.577305+00
4544abc5-83a7-4b8d-a194-045fe825e8f1	d9252cb3-1033-4722-a2a7-76e7b5000571	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:35.584125+00	2026-11-26 00:39:35.584126+00
d0007313-6f9d-41ad-9e09-5b2aed3be233	d9252cb3-1033-4722-a2a7-76e7b5000571	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.609377+00	2026-11-26 00:39:35.609378+00
7ab18fdc-66d4-4c27-b5d0-11296d73bf28	d9252cb3-1033-4722-a2a7-76e7b5000571	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.616152+00	2026-11-26 00:39:35.616153+00
fbcf6f20-8dbc-4ec7-b5bd-d6600688a044	a9b9835e-4e8b-4d3f-ac30-86dfc8d547b2	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:35.626425+00	2026-11-26 00:39:35.626426+00
65381539-9f0a-4551-a360-f757e808e959	a9b9835e-4e8b-4d3f-ac30-86dfc8d547b2	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:35.638309+00	2026-11-26 00:39:35.63831+00
3d58074f-bc49-4e95-9484-ffeaa9c2145b	a9b9835e-4e8b-4d3f-ac30-86dfc8d547b2	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:35.644996+00	2026-11-26 00:39:35.644997+00
6ec76b8a-80f1-4065-ae01-39a59f1c405b	a9b9835e-4e8b-4d3f-ac30-86dfc8d547b2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:35.651735+00	2026-11-26 00:39:35.651736+00
2550ec43-62b3-49a9-982b-b2dcab0a4f56	967b6908-817d-481a-905d-63d8950ba1b1	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:35.686985+00	2026-11-26 00:39:35.686986+00
deb5f918-d681-4202-9a9d-6c8fec54b0ea	967b6908-817d-481a-905d-63d8950ba1b1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:35.711464+00	2026-11-26 00:39:35.711466+00
13ebef57-9466-4f03-bca6-331ab9b325a1	967b6908-817d-481a-905d-63d8950ba1b1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:35.722437+00	2026-11-26 00:39:35.722439+00
14ec81d6-93d8-46e9-b54f-3e772d164a6a	dd752ba9-080b-4aeb-a077-32067a1b312d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:35.732709+00	2026-11-26 00:39:35.73271+00
ea4eb8ab-c714-48ce-8333-d79046015183	dd752ba9-080b-4aeb-a077-32067a1b312d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.739324+00	2026-11-26 00:39:35.739325+00
f76a82fb-561b-49b9-92af-2ed9aebbaadd	18f24be1-b57a-4057-b51b-7b81034ec957	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:35.752364+00	2026-11-26 00:39:35.752365+00
d33355e4-416f-48bb-9818-7d0d05368500	18f24be1-b57a-4057-b51b-7b81034ec957	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:35.759325+00	2026-11-26 00:39:35.759327+00
a3e3ab3c-eac3-4f69-8174-e0beda559e07	18f24be1-b57a-4057-b51b-7b81034ec957	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.766617+00	2026-11-26 00:39:35.766618+00
7dd87fd4-b687-4a9b-8909-5ab38d36cc80	18f24be1-b57a-4057-b51b-7b81034ec957	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:35.773424+00	2026-11-26 00:39:35.773426+00
fe0ddeb6-03c8-48a7-9158-e1d4eb5c9b5c	86ae7217-e676-4b78-85bc-33347ef35bf1	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:35.78691+00	2026-11-26 00:39:35.786911+00
92f0faa1-12b5-467e-b1fc-ed6c9b456252	86ae7217-e676-4b78-85bc-33347ef35bf1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:35.793787+00	2026-11-26 00:39:35.793788+00
8d7a1d25-83a0-4adf-866a-192d0496415b	86ae7217-e676-4b78-85bc-33347ef35bf1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.812104+00	2026-11-26 00:39:35.812105+00
2e81783e-e503-41bc-a7a7-8213a6162cb1	7de0754b-8e3a-489c-9267-0cad3bc2d034	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:35.840069+00	2026-11-26 00:39:35.84007+00
bd52ef0b-17c6-435f-b14f-31f22cb1ab8e	7de0754b-8e3a-489c-9267-0cad3bc2d034	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:35.864661+00	2026-11-26 00:39:35.864662+00
58056e83-ab0c-464c-a099-a9a3134cc579	7de0754b-8e3a-489c-9267-0cad3bc2d034	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:35.871508+00	2026-11-26 00:39:35.871509+00
c2dd19a9-9e0a-4454-a559-f3f99b1bafc3	7de0754b-8e3a-489c-9267-0cad3bc2d034	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.878455+00	2026-11-26 00:39:35.878456+00
100ce247-a524-4785-b37c-7a1332e2bb33	7de0754b-8e3a-489c-9267-0cad3bc2d034	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:35.905271+00	2026-11-26 00:39:35.905272+00
804a2c77-11eb-4536-9c6e-7f8a1f172025	84ea0c53-0f34-4477-91ca-29858508c582	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:35.916252+00	2026-11-26 00:39:35.916253+00
b27debd4-381e-4af1-aa0f-eb10ff60d81a	84ea0c53-0f34-4477-91ca-29858508c582	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:35.923109+00	2026-11-26 00:39:35.92311+00
cfcd689c-e38f-428c-b530-58e70648dbae	84ea0c53-0f34-4477-91ca-29858508c582	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:35.92979+00	2026-11-26 00:39:35.929791+00
91929540-00cd-4a25-8d52-4763c717ec4c	84ea0c53-0f34-4477-91ca-29858508c582	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:35.936483+00	2026-11-26 00:39:35.936484+00
c14e3aa7-acd8-4af5-82f2-bd29130d94ba	b7989c2c-1234-4836-b9b7-d32f53fa3bd5	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:35.948306+00	2026-11-26 00:39:35.948307+00
59cd3d90-16f3-4e48-8031-a547ac2644de	b7989c2c-1234-4836-b9b7-d32f53fa3bd5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:35.954967+00	2026-11-26 00:39:35.954968+00
c53fd8ed-1f44-4620-9e1c-4f78e01c7d49	b7989c2c-1234-4836-b9b7-d32f53fa3bd5	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:35.979494+00	2026-11-26 00:39:35.979495+00
0d3407d7-a8ac-4707-92a2-4336c705680e	b7989c2c-1234-4836-b9b7-d32f53fa3bd5	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:35.986196+00	2026-11-26 00:39:35.986197+00
779b1c9d-8efe-4e91-bf7e-e45391696a25	6e637170-a5e2-4381-8a16-f949aab4476f	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:35.999362+00	2026-11-26 00:39:35.999363+00
40046514-c8b5-49d0-b418-b06e0d0e489c	6e637170-a5e2-4381-8a16-f949aab4476f	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:36.006154+00	2026-11-26 00:39:36.006155+00
75cdac70-cdfc-4eb0-945f-18e8aa3d3189	6e637170-a5e2-4381-8a16-f949aab4476f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.03089+00	2026-11-26 00:39:36.030891+00
0d042d14-abba-4b7a-80cf-396c79b91327	cc76039d-1228-40f7-8f4f-3d781a4bd825	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:36.041366+00	2026-11-26 00:39:36.041367+00
3baa5338-446d-4c7f-863d-8abc3bd46345	cc76039d-1228-40f7-8f4f-3d781a4bd825	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.048033+00	2026-11-26 00:39:36.048034+00
f3678651-b749-4b6d-8984-a34ba1b8df13	cc76039d-1228-40f7-8f4f-3d781a4bd825	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:36.066462+00	2026-11-26 00:39:36.066463+00
34ec32c5-4038-4858-a680-eda724277471	cc76039d-1228-40f7-8f4f-3d781a4bd825	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.073287+00	2026-11-26 00:39:36.073288+00
54d97feb-a19f-46e2-a94d-f23f0631b266	3be61182-8050-45fc-834f-03542deb65ef	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:36.083685+00	2026-11-26 00:39:36.083685+00
7b575dd7-c6f4-499c-897c-99a5e8067572	3be61182-8050-45fc-834f-03542deb65ef	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.090437+00	2026-11-26 00:39:36.090438+00
a5fdc697-44fb-44f3-b2b7-1368eb30b490	3be61182-8050-45fc-834f-03542deb65ef	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:36.123204+00	2026-11-26 00:39:36.123206+00
9c2c1cb0-b046-4ac6-b96d-234bd1b60384	3be61182-8050-45fc-834f-03542deb65ef	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:36.136574+00	2026-11-26 00:39:36.136575+00
21d32f84-3567-4307-9069-7ad21efa82ee	3be61182-8050-45fc-834f-03542deb65ef	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:36.144307+00	2026-11-26 00:39:36.144308+00
7b33f6ab-2983-4a4d-8aa9-be7e3544f512	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:36.180161+00	2026-11-26 00:39:36.180162+00
324ddb52-8276-4706-8cd3-74c1d6d294a3	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:36.197716+00	2026-11-26 00:39:36.197717+00
2ecfac66-192f-4887-bf92-f749d4be25e4	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.204359+00	2026-11-26 00:39:36.20436+00
938bff9f-3d26-49d9-893e-63532075fd7c	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:36.211167+00	2026-11-26 00:39:36.211169+00
454ba910-56c6-4c0d-98af-bed7577feb22	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:36.237397+00	2026-11-26 00:39:36.237398+00
bac93c32-75d5-4354-b311-c22bf12b10ce	8897325c-d7cb-4dcd-ae7c-34cacc1c0fd0	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:36.251089+00	2026-11-26 00:39:36.25109+00
4c9bf586-29ea-4e74-9627-51b75e95c646	8897325c-d7cb-4dcd-ae7c-34cacc1c0fd0	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:36.257989+00	2026-11-26 00:39:36.25799+00
fdb2d1f2-25bd-4677-a711-2b15542e6250	8897325c-d7cb-4dcd-ae7c-34cacc1c0fd0	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:36.283168+00	2026-11-26 00:39:36.283169+00
e4421029-709a-4ec0-b533-4a9e4f5e96ea	8897325c-d7cb-4dcd-ae7c-34cacc1c0fd0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.2901+00	2026-11-26 00:39:36.290101+00
16514c74-e2a0-47f9-b5f3-00a694fc107d	028126f8-fe3d-497f-b897-a7d61ed0cde6	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:36.300932+00	2026-11-26 00:39:36.300932+00
9f6eb5c7-c2e7-4976-94b9-cb122c1a617b	028126f8-fe3d-497f-b897-a7d61ed0cde6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.307626+00	2026-11-26 00:39:36.307627+00
d021d16b-0a32-432e-8444-d307fc3b0111	028126f8-fe3d-497f-b897-a7d61ed0cde6	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.339042+00	2026-11-26 00:39:36.339043+00
b2652cd7-96bf-4051-b5c8-b8360bd4a762	028126f8-fe3d-497f-b897-a7d61ed0cde6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:36.345727+00	2026-11-26 00:39:36.345728+00
f538fc03-e8f3-4fd4-8703-7b2d8e2b7b58	fb49f06a-03ef-4595-8154-ef1e9469dfef	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:36.373741+00	2026-11-26 00:39:36.373742+00
91e0316a-1791-4d21-b2bf-3ad98df8e359	fb49f06a-03ef-4595-8154-ef1e9469dfef	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.392007+00	2026-11-26 00:39:36.392008+00
9d806b94-51ee-4f6e-a049-b84087a03165	fb49f06a-03ef-4595-8154-ef1e9469dfef	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:36.398813+00	2026-11-26 00:39:36.398814+00
0cd73c93-6746-4ff8-af3d-d38f5ce3aa27	fb49f06a-03ef-4595-8154-ef1e9469dfef	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.424538+00	2026-11-26 00:39:36.424539+00
14c48fb3-b2b0-4339-b13e-bc47796a8858	2fef2c84-80b2-416b-86d4-6fd72442a5a4	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:36.442484+00	2026-11-26 00:39:36.442487+00
cbb06d17-f536-4fa4-af48-461d167faa8f	2fef2c84-80b2-416b-86d4-6fd72442a5a4	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:36.44954+00	2026-11-26 00:39:36.449542+00
151b5039-fc49-403a-9836-5d8201ca65e4	2fef2c84-80b2-416b-86d4-6fd72442a5a4	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:36.467577+00	2026-11-26 00:39:36.467578+00
48873812-986a-44b6-85c7-2766f9c9ff5e	2fef2c84-80b2-416b-86d4-6fd72442a5a4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:36.474208+00	2026-11-26 00:39:36.474209+00
771e050a-2873-4969-8056-9844a29be1f7	5765ac04-1750-4906-9c87-fbb5236f2aae	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.485962+00	2026-11-26 00:39:36.485963+00
00e412b9-a2cd-4d19-900c-71c7b6e8271d	5765ac04-1750-4906-9c87-fbb5236f2aae	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.492555+00	2026-11-26 00:39:36.492556+00
0ccb2b77-8571-4942-b64c-79ff574d3181	5765ac04-1750-4906-9c87-fbb5236f2aae	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:36.517648+00	2026-11-26 00:39:36.517649+00
570edba5-b862-417f-ba5d-ce9e1eb88450	5765ac04-1750-4906-9c87-fbb5236f2aae	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:36.524369+00	2026-11-26 00:39:36.52437+00
d823a3c8-0ecc-4374-a87b-b060b40f2839	8eabda9c-2297-4867-9e11-78bb1b642670	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:36.537946+00	2026-11-26 00:39:36.537947+00
6c6903f2-b874-43df-a6c0-65bb75fe7ca8	8eabda9c-2297-4867-9e11-78bb1b642670	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.544757+00	2026-11-26 00:39:36.544759+00
18fcf029-9321-4609-ade3-a6f605828947	8eabda9c-2297-4867-9e11-78bb1b642670	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.563078+00	2026-11-26 00:39:36.563079+00
2275f79a-96a6-484b-b720-ca6e1055b494	8eabda9c-2297-4867-9e11-78bb1b642670	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:36.569909+00	2026-11-26 00:39:36.56991+00
2237b09e-5602-498e-ae00-3ead7c4cc4ef	bed68d28-42a2-4acd-9a1b-4d67bc42c180	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:36.580339+00	2026-11-26 00:39:36.58034+00
39b9920d-4ea5-460e-b7f3-5c463d849aef	bed68d28-42a2-4acd-9a1b-4d67bc42c180	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:36.587262+00	2026-11-26 00:39:36.587263+00
63dda9a4-28ce-402d-8e10-fba2a0d1f499	bed68d28-42a2-4acd-9a1b-4d67bc42c180	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.605488+00	2026-11-26 00:39:36.605489+00
7b3a75ae-e725-4b3b-92e0-1ed9d52754c6	37eef692-b597-4e3e-81bd-64a8c76b8f6b	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:36.616+00	2026-11-26 00:39:36.616001+00
fa0c5d30-33ad-4dc3-bcac-1d95f20d2a49	37eef692-b597-4e3e-81bd-64a8c76b8f6b	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:36.622728+00	2026-11-26 00:39:36.622729+00
f0ea3aa9-f743-4a5a-bccf-7da49403bda2	37eef692-b597-4e3e-81bd-64a8c76b8f6b	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:36.640575+00	2026-11-26 00:39:36.640575+00
1f48c953-9b1b-4c80-a852-17402f04ce23	37eef692-b597-4e3e-81bd-64a8c76b8f6b	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.647381+00	2026-11-26 00:39:36.647382+00
efc5a87c-4b91-4ccb-8af4-35090a3032b3	47726fc1-41ae-42de-aa9a-ab0d4bf655e4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.658352+00	2026-11-26 00:39:36.658353+00
19cac09c-1535-44f0-a0a6-0615e744c55a	47726fc1-41ae-42de-aa9a-ab0d4bf655e4	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:36.682622+00	2026-11-26 00:39:36.682623+00
59afaced-75ba-492f-bb67-3d6185ec3405	47726fc1-41ae-42de-aa9a-ab0d4bf655e4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:36.689345+00	2026-11-26 00:39:36.689346+00
67922176-76c6-4f22-8f17-570b128cac14	6f484790-a110-49c3-b62e-95798f1d7872	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:36.705823+00	2026-11-26 00:39:36.705824+00
ebfef6fd-0754-400e-8482-b8648d7f1a38	6f484790-a110-49c3-b62e-95798f1d7872	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.712491+00	2026-11-26 00:39:36.712492+00
b1e4b0e7-f9e2-4151-ab78-a5c333ebe5fe	6f484790-a110-49c3-b62e-95798f1d7872	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.744599+00	2026-11-26 00:39:36.7446+00
f37b0745-5edc-469c-af59-c01fe55e6fda	6f484790-a110-49c3-b62e-95798f1d7872	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.7543+00	2026-11-26 00:39:36.754301+00
9d1ed309-a6e5-49f0-aa3b-d10ef8b9f5d0	002d280d-9994-4bc3-8587-9f0a96b25957	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:36.784551+00	2026-11-26 00:39:36.784551+00
82561688-42c4-4edc-9334-9874ac5d091f	002d280d-9994-4bc3-8587-9f0a96b25957	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:36.804186+00	2026-11-26 00:39:36.804187+00
a00b9b38-a005-49df-b8cb-87f42de814cd	002d280d-9994-4bc3-8587-9f0a96b25957	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.811284+00	2026-11-26 00:39:36.811285+00
00079545-3308-4874-b6e9-1f29deff5a86	002d280d-9994-4bc3-8587-9f0a96b25957	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:36.817751+00	2026-11-26 00:39:36.817752+00
11a4a4b8-ae20-4efa-b5c4-d6cd17707356	cb3c87bb-6f79-4036-a808-0cb38cba6e08	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:36.827645+00	2026-11-26 00:39:36.827645+00
716c6c96-b0cb-4b73-ad76-e20ce5884a1b	cb3c87bb-6f79-4036-a808-0cb38cba6e08	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.834194+00	2026-11-26 00:39:36.834194+00
d1a2ed63-0757-422e-b069-3d17e1a55e65	cb3c87bb-6f79-4036-a808-0cb38cba6e08	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:36.840673+00	2026-11-26 00:39:36.840674+00
15dbcb28-ee08-4448-80e9-032f68d72157	cb3c87bb-6f79-4036-a808-0cb38cba6e08	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:36.865175+00	2026-11-26 00:39:36.865176+00
6aaa14b7-58b4-415c-b70a-5f59f12a22bc	cb3c87bb-6f79-4036-a808-0cb38cba6e08	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:36.871871+00	2026-11-26 00:39:36.871872+00
db286586-e550-4373-b972-ca41883b879d	e2aded4f-6ec1-4f36-a2d4-3f581cca4a64	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:36.882438+00	2026-11-26 00:39:36.882439+00
afcb7496-a67e-4a86-b229-6d9a47dd05b9	e2aded4f-6ec1-4f36-a2d4-3f581cca4a64	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:36.913675+00	2026-11-26 00:39:36.913675+00
fbbf65f4-9a0b-4360-a734-84624f394bd3	e2aded4f-6ec1-4f36-a2d4-3f581cca4a64	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:36.920363+00	2026-11-26 00:39:36.920364+00
8caa40bc-9150-4074-954b-3f8fb06daf2b	c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:36.930571+00	2026-11-26 00:39:36.930572+00
47ea218c-66dd-444e-b9b4-11cbe45eda7d	c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:36.948628+00	2026-11-26 00:39:36.948629+00
70dbbd0e-e98c-4d15-b44b-3eaf3c0eb8bc	c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:36.955413+00	2026-11-26 00:39:36.955414+00
db431eba-aa3a-4bf9-9dc0-452c876358eb	c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:36.962259+00	2026-11-26 00:39:36.96226+00
fdeb3d41-4153-48f1-b90c-d318ec983b19	03ce2f13-769f-48da-be16-0649e8a9293a	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:36.985719+00	2026-11-26 00:39:36.98572+00
7a1aeb43-bf84-4d82-9263-21cc63b39b99	03ce2f13-769f-48da-be16-0649e8a9293a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:37.004246+00	2026-11-26 00:39:37.004247+00
13e09d13-a364-4fcb-90c3-3cf4a3a8256d	03ce2f13-769f-48da-be16-0649e8a9293a	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:37.011165+00	2026-11-26 00:39:37.011166+00
e675a0d8-bde8-45cb-87c7-e03d3cccdf98	03ce2f13-769f-48da-be16-0649e8a9293a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:37.01792+00	2026-11-26 00:39:37.017921+00
b1304523-7a98-491e-9809-bb32ae2b67d7	45206265-d9c9-4449-8d9a-42719c953870	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:37.056214+00	2026-11-26 00:39:37.056215+00
e2763107-d2f1-4048-aff5-bd241259b45f	45206265-d9c9-4449-8d9a-42719c953870	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:37.06307+00	2026-11-26 00:39:37.063071+00
99b69881-e2ba-4450-aafa-0ef618ccc4bc	45206265-d9c9-4449-8d9a-42719c953870	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:37.093684+00	2026-11-26 00:39:37.093685+00
f5f3dc2f-de3f-4393-bce7-66d819e6645b	45206265-d9c9-4449-8d9a-42719c953870	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:37.100217+00	2026-11-26 00:39:37.100218+00
5f074dc4-7a93-456c-beeb-35602c34e77e	7c1099a2-6d73-4479-ba0a-b9697ba2a06d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:37.110639+00	2026-11-26 00:39:37.11064+00
794b21e1-24cf-451d-8e60-7e364293c1d4	7c1099a2-6d73-4479-ba0a-b9697ba2a06d	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:37.148683+00	2026-11-26 00:39:37.148684+00
1455e43b-36de-4b36-a1ee-e0adcf4303a4	7c1099a2-6d73-4479-ba0a-b9697ba2a06d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:37.155326+00	2026-11-26 00:39:37.155327+00
970aa146-e74a-4e56-beb9-d69ddb580aba	223c10d2-bc58-43db-bbff-881bb92d7930	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:37.190928+00	2026-11-26 00:39:37.190929+00
f108ac2a-b399-491d-90fc-c50f0d9c359a	223c10d2-bc58-43db-bbff-881bb92d7930	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:37.228284+00	2026-11-26 00:39:37.228285+00
16c16dd9-25ce-406b-8753-adcc5eb3c9d3	223c10d2-bc58-43db-bbff-881bb92d7930	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:37.235004+00	2026-11-26 00:39:37.235005+00
0698f4f5-47ee-479b-a4b7-26447b687835	223c10d2-bc58-43db-bbff-881bb92d7930	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:37.241867+00	2026-11-26 00:39:37.241867+00
74861cab-faeb-4a03-816d-fd4adde7647f	223c10d2-bc58-43db-bbff-881bb92d7930	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:37.260103+00	2026-11-26 00:39:37.260104+00
28d4aaad-230e-4427-b20c-5ccb9b6afd7a	b20482fb-cdc4-4fa8-82b3-b240a6df5038	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:37.272059+00	2026-11-26 00:39:37.27206+00
82f1fd24-a649-4644-9af1-825170ec5d95	b20482fb-cdc4-4fa8-82b3-b240a6df5038	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:37.278879+00	2026-11-26 00:39:37.27888+00
077f04a6-f183-40a8-baac-530cdf354752	b20482fb-cdc4-4fa8-82b3-b240a6df5038	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:37.28569+00	2026-11-26 00:39:37.285691+00
0d077280-b556-49d8-bcb7-36b446eedd76	b20482fb-cdc4-4fa8-82b3-b240a6df5038	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:37.317655+00	2026-11-26 00:39:37.317655+00
86cb07f6-ccbc-4677-8f37-ccc01da5630c	b20482fb-cdc4-4fa8-82b3-b240a6df5038	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:37.324321+00	2026-11-26 00:39:37.324322+00
c9b7443b-6a14-4234-99c9-6dd00b8a0199	0bd7341b-22c8-4333-b537-fe2e0dea1eba	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:37.337677+00	2026-11-26 00:39:37.337678+00
39d12b66-7230-4a37-8c47-1e9f21213619	0bd7341b-22c8-4333-b537-fe2e0dea1eba	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:37.344281+00	2026-11-26 00:39:37.344281+00
58f33727-2bb7-4ef0-ae9c-9134137c68f4	0bd7341b-22c8-4333-b537-fe2e0dea1eba	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:37.355609+00	2026-11-26 00:39:37.35561+00
4802fa75-4809-4c2f-9db2-031385e151ca	93ad8f67-a056-40e3-9054-aae32b2cfe01	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:37.366211+00	2026-11-26 00:39:37.366212+00
bd5525f8-ab29-41d8-86b0-92aab8143336	93ad8f67-a056-40e3-9054-aae32b2cfe01	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:37.390676+00	2026-11-26 00:39:37.390677+00
1d1f24a2-2109-4f8c-8255-68424a31d4ec	93ad8f67-a056-40e3-9054-aae32b2cfe01	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:37.420501+00	2026-11-26 00:39:37.420502+00
1a5e6edb-6c8a-42d2-a061-a5a1493a3e1a	ee249487-4595-45a0-afc7-9a391e0d0e98	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:37.430669+00	2026-11-26 00:39:37.430669+00
15a5a76c-0d24-43ba-9733-20fef19f1270	ee249487-4595-45a0-afc7-9a391e0d0e98	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:37.437484+00	2026-11-26 00:39:37.437485+00
18962fe4-1475-43a0-a5fe-34f3fda97e36	ee249487-4595-45a0-afc7-9a391e0d0e98	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:37.462788+00	2026-11-26 00:39:37.462789+00
99d594f6-8f78-4536-90a5-6b932035f756	ee249487-4595-45a0-afc7-9a391e0d0e98	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:37.470027+00	2026-11-26 00:39:37.470028+00
bfbb903b-3b3e-49d8-9acc-31e5bed60cb1	ea50a5df-1773-4c10-bd2b-b137cf788392	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:37.480747+00	2026-11-26 00:39:37.480747+00
3db05d85-cdcd-43c6-bf77-d25c29bf2fa1	ea50a5df-1773-4c10-bd2b-b137cf788392	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:37.487619+00	2026-11-26 00:39:37.48762+00
f2ab62fd-fba6-4210-bf2b-141a997953e4	ea50a5df-1773-4c10-bd2b-b137cf788392	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:37.512825+00	2026-11-26 00:39:37.512826+00
69249f1f-6a05-4004-bab7-cdb49111d3c6	ea50a5df-1773-4c10-bd2b-b137cf788392	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:37.519793+00	2026-11-26 00:39:37.519793+00
d4d957f4-4fb0-4b7c-8687-c6d7cb212c80	ea50a5df-1773-4c10-bd2b-b137cf788392	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:37.526743+00	2026-11-26 00:39:37.526743+00
28610084-2dec-412d-af44-dbf2395a97d1	8aa2ec72-2815-4d3d-8671-c599c87c772f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:37.570273+00	2026-11-26 00:39:37.570275+00
a2255bb8-a111-4334-b283-658587f1480a	8aa2ec72-2815-4d3d-8671-c599c87c772f	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:37.59469+00	2026-11-26 00:39:37.594691+00
36b41d2b-b8b5-47a0-872a-545017a69bb1	8aa2ec72-2815-4d3d-8671-c599c87c772f	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:37.601401+00	2026-11-26 00:39:37.601402+00
1d8f1e79-0c6f-42e2-972a-936616dc5594	8aa2ec72-2815-4d3d-8671-c599c87c772f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:37.607994+00	2026-11-26 00:39:37.607995+00
93d2f47e-26c4-4721-9a35-0a5a78a4e081	a89e83e1-5ce3-4c16-bd57-1ebecaae7032	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:37.647114+00	2026-11-26 00:39:37.647116+00
6ade4f4f-22a2-4ea5-b341-29edd7aa17d1	a89e83e1-5ce3-4c16-bd57-1ebecaae7032	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:37.671889+00	2026-11-26 00:39:37.67189+00
793c4747-c470-4af0-b999-b5ba3e6d99ec	a89e83e1-5ce3-4c16-bd57-1ebecaae7032	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:37.679218+00	2026-11-26 00:39:37.679219+00
14ab0b2f-2bf8-429c-9aca-e3b14ad6ce39	a89e83e1-5ce3-4c16-bd57-1ebecaae7032	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:37.703233+00	2026-11-26 00:39:37.703234+00
112ced55-a657-4a67-b8ce-58cb28e4c001	ffc268aa-3d27-400d-9872-4a6b6073943f	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:37.713238+00	2026-11-26 00:39:37.713239+00
be267b1e-8085-42c1-bc87-224ee8a9c797	ffc268aa-3d27-400d-9872-4a6b6073943f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:37.719654+00	2026-11-26 00:39:37.719655+00
916c31f8-af4b-443a-abb9-403d244314c5	ffc268aa-3d27-400d-9872-4a6b6073943f	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:37.726312+00	2026-11-26 00:39:37.726313+00
71f4cc0a-664f-4bf5-95bf-a7bb27530f9d	ffc268aa-3d27-400d-9872-4a6b6073943f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:37.744102+00	2026-11-26 00:39:37.744103+00
9eda2260-7e27-4980-8947-5bd426d661cc	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:37.754706+00	2026-11-26 00:39:37.754707+00
0d253165-dea2-4922-b801-5ddc11d3dbce	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:37.761477+00	2026-11-26 00:39:37.761478+00
9520d2d8-fbe8-418d-8433-6c054d6d27b1	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:37.786319+00	2026-11-26 00:39:37.78632+00
4ccc39b9-5c25-4dd3-bacb-6b71debbb318	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:37.793052+00	2026-11-26 00:39:37.793052+00
2da84a92-b7da-4fa3-a951-fc807ad39e44	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:37.799759+00	2026-11-26 00:39:37.79976+00
1c5d24aa-f6d0-4ae7-96bd-3cff1e659ebd	6943de32-d98b-4295-93d0-022b777a8b84	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:37.836527+00	2026-11-26 00:39:37.836528+00
9bc65d3f-a86d-42de-b3ce-de78528bcc55	6943de32-d98b-4295-93d0-022b777a8b84	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:37.843157+00	2026-11-26 00:39:37.843158+00
11e770ef-cad1-4a78-9caa-4d98bd0fad09	6943de32-d98b-4295-93d0-022b777a8b84	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:37.84987+00	2026-11-26 00:39:37.849871+00
5b643cc4-55ee-466d-a031-69037f995af0	6943de32-d98b-4295-93d0-022b777a8b84	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:37.884358+00	2026-11-26 00:39:37.884359+00
870c6502-ba4e-45c3-990b-14cf53688089	6d7374f5-abff-4e11-9096-d9c2378f83ab	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:37.897794+00	2026-11-26 00:39:37.897795+00
e2b31bf7-c9be-4450-bc68-54d967211657	083d2b78-5c5c-4fd1-8cf0-e336fceef10f	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:37.908418+00	2026-11-26 00:39:37.908419+00
eaf2dae6-40f0-412a-ba19-fdfd7af52a86	083d2b78-5c5c-4fd1-8cf0-e336fceef10f	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:37.915342+00	2026-11-26 00:39:37.915343+00
80a83de7-05e1-4135-861b-095ca47ef5e8	083d2b78-5c5c-4fd1-8cf0-e336fceef10f	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:37.922217+00	2026-11-26 00:39:37.922218+00
ec736013-d9d0-4bf9-a86c-0a6b1b611186	083d2b78-5c5c-4fd1-8cf0-e336fceef10f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:37.929024+00	2026-11-26 00:39:37.929025+00
a8950cf8-ea9e-4b9b-b910-7ad5f8583627	873d2265-f501-4d90-a83f-c37fca998db1	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:37.951067+00	2026-11-26 00:39:37.951068+00
81591acb-c401-430c-91c7-8e6afa71145d	873d2265-f501-4d90-a83f-c37fca998db1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:37.982468+00	2026-11-26 00:39:37.982469+00
465619b6-7ccd-4c74-93e5-2d693eeecac2	873d2265-f501-4d90-a83f-c37fca998db1	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:37.994902+00	2026-11-26 00:39:37.994903+00
1347c60f-3d0b-473b-bbde-1b5a3ad99e3b	873d2265-f501-4d90-a83f-c37fca998db1	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.001523+00	2026-11-26 00:39:38.001524+00
28af8016-abfa-4576-a49d-3732155af1ad	1028c139-4264-48c0-a214-4919518fe156	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:38.030672+00	2026-11-26 00:39:38.030673+00
3355d496-aa94-4025-89a0-1048aa3e968d	1028c139-4264-48c0-a214-4919518fe156	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:38.061512+00	2026-11-26 00:39:38.061513+00
6fcfb562-9b0e-43b7-8bb8-69888167961a	69777ab8-e2ad-41c3-9ba7-30a693661fbd	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:38.0749+00	2026-11-26 00:39:38.074901+00
824c5132-0655-413a-9479-e8202da1c812	69777ab8-e2ad-41c3-9ba7-30a693661fbd	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:38.081562+00	2026-11-26 00:39:38.081563+00
602d92bd-9f53-49a8-8733-a8825eb126ec	69777ab8-e2ad-41c3-9ba7-30a693661fbd	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.088276+00	2026-11-26 00:39:38.088277+00
24d7a907-a7c9-433c-8fc4-94a89f7ce376	d52ad9be-d92d-407a-9313-2614bd1764fb	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:38.098568+00	2026-11-26 00:39:38.098569+00
e47f05b1-0127-4ea9-ae59-8858980f36b3	d52ad9be-d92d-407a-9313-2614bd1764fb	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:38.117224+00	2026-11-26 00:39:38.117224+00
caa1e76f-af25-4e16-8fdc-bf0bb776a535	668060e0-6f94-4133-95b8-82ad48994308	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:38.138542+00	2026-11-26 00:39:38.138543+00
7338e192-fadc-4fdf-b06b-e6dc44e813c9	668060e0-6f94-4133-95b8-82ad48994308	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:38.145242+00	2026-11-26 00:39:38.145243+00
d3ae3fe1-70df-44f6-af2d-db079043b19a	668060e0-6f94-4133-95b8-82ad48994308	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:38.152157+00	2026-11-26 00:39:38.152158+00
1a3b85dc-7dc0-43a0-b2df-791ae2eafb0a	668060e0-6f94-4133-95b8-82ad48994308	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:38.183805+00	2026-11-26 00:39:38.183806+00
cec5c05e-5d6d-4b9f-8d2c-8fded59dac11	668060e0-6f94-4133-95b8-82ad48994308	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:38.191394+00	2026-11-26 00:39:38.191395+00
b897ea52-28a5-4da5-9393-607b410dc0fb	9ca492d8-3eee-4975-ba7d-77023d886ef4	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:38.201981+00	2026-11-26 00:39:38.201982+00
c5198a33-9b1f-4e11-af9f-de4f5498a506	9ca492d8-3eee-4975-ba7d-77023d886ef4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:38.208644+00	2026-11-26 00:39:38.208645+00
6ff4e5cd-467e-421d-b967-c660af844c56	9ca492d8-3eee-4975-ba7d-77023d886ef4	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:38.233383+00	2026-11-26 00:39:38.233383+00
85451404-5539-42df-a36e-3d34f74aaacc	9ca492d8-3eee-4975-ba7d-77023d886ef4	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.240248+00	2026-11-26 00:39:38.240249+00
3346f17f-8210-4796-87de-ca635a54eaa3	9ca492d8-3eee-4975-ba7d-77023d886ef4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:38.246927+00	2026-11-26 00:39:38.246928+00
434faa05-97d2-452a-b78d-672156348790	f612e196-50de-450a-ae07-3a33bb27c79d	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:38.283126+00	2026-11-26 00:39:38.283127+00
7fc4e9c2-491b-4430-98bd-85b9e3b0cd8d	f612e196-50de-450a-ae07-3a33bb27c79d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:38.289885+00	2026-11-26 00:39:38.289886+00
754e0164-0be6-40f7-9ac1-a7166a3c41ff	f612e196-50de-450a-ae07-3a33bb27c79d	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:38.316893+00	2026-11-26 00:39:38.316894+00
ce6e3906-dc81-4580-9802-1fb8a2d8052d	f612e196-50de-450a-ae07-3a33bb27c79d	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:38.323309+00	2026-11-26 00:39:38.32331+00
ba2da3a7-88ec-433b-948d-7a3efeab7de6	f612e196-50de-450a-ae07-3a33bb27c79d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:38.329706+00	2026-11-26 00:39:38.329707+00
aa7d8911-338a-4f14-97ec-c3d3959d5e29	652b7db0-0e18-493d-a6dc-71f4f03c4978	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:38.359835+00	2026-11-26 00:39:38.359836+00
a5febc9a-b928-4ba9-ba46-b43d9d137a2d	652b7db0-0e18-493d-a6dc-71f4f03c4978	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.377965+00	2026-11-26 00:39:38.377966+00
a19f878d-5b93-4fc9-acd6-e27fc8749365	652b7db0-0e18-493d-a6dc-71f4f03c4978	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:38.384622+00	2026-11-26 00:39:38.384623+00
2994ecfe-ee79-4d97-a4c6-381197ba4028	652b7db0-0e18-493d-a6dc-71f4f03c4978	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.391354+00	2026-11-26 00:39:38.391355+00
9b90cd9f-660e-4e9d-b0c4-4a789896cb9f	652b7db0-0e18-493d-a6dc-71f4f03c4978	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:38.409903+00	2026-11-26 00:39:38.409904+00
1179d0bf-fbfa-4c63-8d07-661aa4f0baec	43a881e2-863c-48ad-b94b-3486a96c05a2	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:38.420625+00	2026-11-26 00:39:38.420626+00
395ad58b-bf69-416e-974a-6d936092f74e	43a881e2-863c-48ad-b94b-3486a96c05a2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.427541+00	2026-11-26 00:39:38.427542+00
cee2b43d-35f1-418f-a0e5-47d1b9243ca6	43a881e2-863c-48ad-b94b-3486a96c05a2	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:38.434427+00	2026-11-26 00:39:38.434428+00
3d366e5f-832a-466c-ba63-db45ff8f047c	43a881e2-863c-48ad-b94b-3486a96c05a2	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.453574+00	2026-11-26 00:39:38.453576+00
49f7715a-ef84-420f-97fc-e6e017dbf992	43a881e2-863c-48ad-b94b-3486a96c05a2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:38.460743+00	2026-11-26 00:39:38.460744+00
5a76486e-a58e-49de-bde5-4649c545e89d	25b111e6-156c-4d8d-98cf-a168b423c2df	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:38.47155+00	2026-11-26 00:39:38.471551+00
7dcfa5ba-1011-40d2-900a-5a2ced4f2055	2ab3cb01-b351-4ba1-b85a-c54ba7164f95	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:38.482331+00	2026-11-26 00:39:38.482332+00
0fc00a63-9baf-4d00-840c-7f4277ecb19a	2ab3cb01-b351-4ba1-b85a-c54ba7164f95	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.508059+00	2026-11-26 00:39:38.508061+00
b5403795-0233-429d-bdfd-43cfc08d1221	88b8aa28-73ab-4a5b-bc44-229acb192a7b	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:38.520396+00	2026-11-26 00:39:38.520397+00
9459345d-ad86-4331-95b3-e02cf2832e24	88b8aa28-73ab-4a5b-bc44-229acb192a7b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:38.552323+00	2026-11-26 00:39:38.552324+00
bcf37852-2a13-46ae-9b58-423359a838e0	88b8aa28-73ab-4a5b-bc44-229acb192a7b	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:38.559209+00	2026-11-26 00:39:38.55921+00
9044a039-d7e1-493d-8a8c-accc4ed00068	88b8aa28-73ab-4a5b-bc44-229acb192a7b	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:38.566126+00	2026-11-26 00:39:38.566128+00
fc82fdf4-e622-464d-b551-a3ae15980177	253bdfb0-2278-4014-8d6c-1915397b7f3e	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:38.584386+00	2026-11-26 00:39:38.584388+00
a7352594-b3c1-4ca2-bfb8-cf1190e52bc0	253bdfb0-2278-4014-8d6c-1915397b7f3e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:38.591259+00	2026-11-26 00:39:38.59126+00
7616f333-f9fb-4db2-8fa0-5fe8a6ecf445	253bdfb0-2278-4014-8d6c-1915397b7f3e	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.598179+00	2026-11-26 00:39:38.598181+00
d6d0a77a-de70-4957-8c8d-265d6c55e6a5	253bdfb0-2278-4014-8d6c-1915397b7f3e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:38.609258+00	2026-11-26 00:39:38.609259+00
01263564-a2db-4ada-ab4b-d87674db559f	91748b7f-a19b-4c36-9251-8c42eac579ca	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:38.620582+00	2026-11-26 00:39:38.620583+00
4475654c-b46c-4ceb-a562-a5e62b3f62b7	91748b7f-a19b-4c36-9251-8c42eac579ca	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:38.627319+00	2026-11-26 00:39:38.62732+00
e62cd23f-47a6-4da1-a4f5-5acd0737b01e	91748b7f-a19b-4c36-9251-8c42eac579ca	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:38.634013+00	2026-11-26 00:39:38.634014+00
512ddc75-f06e-4f51-9c00-c9b856cbb989	91748b7f-a19b-4c36-9251-8c42eac579ca	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:38.640707+00	2026-11-26 00:39:38.640709+00
d2a9c078-3cd3-4e2a-88cd-eee40185416c	4c35dcd0-06f3-4349-9053-d21720454709	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:38.669501+00	2026-11-26 00:39:38.669502+00
edee5b2d-f824-44c9-b3b5-020d8f2cc302	4c35dcd0-06f3-4349-9053-d21720454709	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.702673+00	2026-11-26 00:39:38.702674+00
8b6d1c20-5850-4db1-bda4-f7f082acc943	4c35dcd0-06f3-4349-9053-d21720454709	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:38.709595+00	2026-11-26 00:39:38.709596+00
de5b5e48-7ce8-47a5-a3c2-6d369fd9193c	7ae5be55-1c5a-4b97-8c72-c44c95399822	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:38.738715+00	2026-11-26 00:39:38.738716+00
914f874d-1343-44f6-a7d3-e0c5cff367b5	7ae5be55-1c5a-4b97-8c72-c44c95399822	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.745531+00	2026-11-26 00:39:38.745532+00
dd6381ff-ddd6-4cf2-a342-8279f7f03d28	7ae5be55-1c5a-4b97-8c72-c44c95399822	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:38.752489+00	2026-11-26 00:39:38.75249+00
3b6cb76d-e06a-413e-aafb-facee21ea8d6	7ae5be55-1c5a-4b97-8c72-c44c95399822	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.777845+00	2026-11-26 00:39:38.777845+00
1f7ace96-2a3b-4a1e-9063-3bed76c4e058	7ae5be55-1c5a-4b97-8c72-c44c95399822	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:38.78468+00	2026-11-26 00:39:38.784681+00
7be08873-ce97-4dfd-889b-61f88f97dbae	1ca28b5a-8b3a-4919-9800-eb448a86a944	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:38.796589+00	2026-11-26 00:39:38.79659+00
d39e3725-f16b-4f9e-8292-c00e3ef91894	1ca28b5a-8b3a-4919-9800-eb448a86a944	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:38.803202+00	2026-11-26 00:39:38.803203+00
c7883f27-f078-44d9-964b-fcaa27e9724b	1ca28b5a-8b3a-4919-9800-eb448a86a944	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:38.827863+00	2026-11-26 00:39:38.827864+00
a1a9eb4d-c954-4645-8084-f70ecff21518	edb56a2d-c9dc-407a-a219-5c8339fb7e8e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.841747+00	2026-11-26 00:39:38.841748+00
c0c29d8a-3164-4f03-80b2-0d1b941813a1	edb56a2d-c9dc-407a-a219-5c8339fb7e8e	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:38.86711+00	2026-11-26 00:39:38.867111+00
66e28ed2-885e-4ae5-810a-c0b8f1480c53	edb56a2d-c9dc-407a-a219-5c8339fb7e8e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:38.873993+00	2026-11-26 00:39:38.873994+00
f333b72c-fc5c-44e0-981c-ae47b38ead70	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:38.922463+00	2026-11-26 00:39:38.922464+00
acec1835-55df-4464-a3f0-c6cd2048b1bd	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:38.965042+00	2026-11-26 00:39:38.965042+00
cfc22b91-d751-4c1c-922a-0ac725a5341d	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:38.971741+00	2026-11-26 00:39:38.971742+00
0c790d95-30ca-4fed-a37a-dfd4790f00fa	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:38.978435+00	2026-11-26 00:39:38.978436+00
310da168-f2bd-4dbe-bf93-27c44d300029	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.009689+00	2026-11-26 00:39:39.00969+00
ef8f06ed-c6a4-43aa-8c6a-c2946c8aa2e7	01681610-0300-4fe0-b137-813ec004a1dc	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:39.02003+00	2026-11-26 00:39:39.020031+00
7b44d073-2bbf-4ea3-9f3c-fa5374c04b6a	01681610-0300-4fe0-b137-813ec004a1dc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.026859+00	2026-11-26 00:39:39.02686+00
27c87cc1-f667-4b8b-b810-7d001b4e7de0	01681610-0300-4fe0-b137-813ec004a1dc	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:39.033586+00	2026-11-26 00:39:39.033587+00
58993835-f446-4ddc-b944-e1e613526d83	01681610-0300-4fe0-b137-813ec004a1dc	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:39.05208+00	2026-11-26 00:39:39.052082+00
1f645f70-b806-4474-a284-49cc148979d9	01681610-0300-4fe0-b137-813ec004a1dc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:39.059102+00	2026-11-26 00:39:39.059103+00
18345687-8f4e-4065-b70f-821d855d0a2a	72564165-0e55-4951-8d62-467ee51dade0	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.071254+00	2026-11-26 00:39:39.071255+00
b03a19d6-e796-4314-a877-02a0b0b92f72	72564165-0e55-4951-8d62-467ee51dade0	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:39.078062+00	2026-11-26 00:39:39.078063+00
82b388a5-b6e3-493e-ba69-c50de5996c7f	72564165-0e55-4951-8d62-467ee51dade0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:39.084706+00	2026-11-26 00:39:39.084707+00
f07c4808-ba96-4d95-b16a-fe637c1085b9	ea704ef3-f019-4ab7-bbc6-194baab167f0	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:39.129976+00	2026-11-26 00:39:39.129976+00
d0b8cafd-bcd8-49fd-ad46-5c232256321e	ea704ef3-f019-4ab7-bbc6-194baab167f0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.161985+00	2026-11-26 00:39:39.161986+00
201d33b8-10c8-4f62-8d8b-cfc4961f427d	ea704ef3-f019-4ab7-bbc6-194baab167f0	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.168838+00	2026-11-26 00:39:39.168839+00
8380b8e1-ee85-48e4-b885-c5a610727f8d	ea704ef3-f019-4ab7-bbc6-194baab167f0	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:39.176057+00	2026-11-26 00:39:39.176059+00
4e720bb5-72d0-45fc-949e-a417ec32b518	ea704ef3-f019-4ab7-bbc6-194baab167f0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.218072+00	2026-11-26 00:39:39.218074+00
21e1c96d-b7ed-4789-812d-487c3a3722ef	63157918-3918-411f-9a30-302535d91d8e	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:39.230285+00	2026-11-26 00:39:39.230287+00
fd75a1b4-fb4a-4c8f-a445-467a15aae019	63157918-3918-411f-9a30-302535d91d8e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:39.237329+00	2026-11-26 00:39:39.23733+00
2101bfba-9c90-47a1-934c-195d12ccbc37	63157918-3918-411f-9a30-302535d91d8e	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:39.243881+00	2026-11-26 00:39:39.243882+00
95d7a536-c4e8-47dc-a732-80cd364f5934	63157918-3918-411f-9a30-302535d91d8e	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:39.26184+00	2026-11-26 00:39:39.261841+00
543f5d22-2e3f-4f57-8368-dca9b126cc5a	63157918-3918-411f-9a30-302535d91d8e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:39.268577+00	2026-11-26 00:39:39.268578+00
26528512-81e8-48ee-8bb3-d041394bde26	57e70b46-4763-471a-94f8-0a7d4552b882	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:39.27892+00	2026-11-26 00:39:39.278921+00
ea88ed11-4d1c-4820-9221-b4a95e86e4e3	57e70b46-4763-471a-94f8-0a7d4552b882	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:39.285685+00	2026-11-26 00:39:39.285687+00
2f706f30-8f8c-4d30-8f25-1fc1b2ef7255	57e70b46-4763-471a-94f8-0a7d4552b882	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:39.297521+00	2026-11-26 00:39:39.297522+00
6e1422af-32db-4a86-a316-b0b35d37d312	57e70b46-4763-471a-94f8-0a7d4552b882	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:39.304376+00	2026-11-26 00:39:39.304377+00
f7728cba-566d-4be4-86ca-4f524985dc37	8660ecc6-eccf-497e-90f6-0ebd7adb3c19	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:39.315013+00	2026-11-26 00:39:39.315014+00
541867c3-2db9-4d7f-9988-3ec3dff1338b	8660ecc6-eccf-497e-90f6-0ebd7adb3c19	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.340752+00	2026-11-26 00:39:39.340754+00
92da979d-eada-442f-b994-284aaa92e20a	8660ecc6-eccf-497e-90f6-0ebd7adb3c19	4244965e-9b1b-4c49-9e91-94bfda871fe6	2	2026-11-26 00:39:39.347937+00	2026-11-26 00:39:39.347939+00
a045d97f-634b-451d-bbe8-d331a49607ff	8660ecc6-eccf-497e-90f6-0ebd7adb3c19	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:39.373299+00	2026-11-26 00:39:39.3733+00
8c718eb3-582d-4a13-8a46-f757a7dd7a77	c729c74d-1e89-4568-8a38-ab50b36ebd8e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:39.385434+00	2026-11-26 00:39:39.385435+00
b6f30c81-baca-4761-97c8-c04214fdbca0	c729c74d-1e89-4568-8a38-ab50b36ebd8e	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:39.39235+00	2026-11-26 00:39:39.392351+00
4abbd7d4-2868-4c8a-a8fe-cacb510e5b1a	c729c74d-1e89-4568-8a38-ab50b36ebd8e	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:39.399149+00	2026-11-26 00:39:39.399151+00
7a20f4c5-5998-4223-9af0-7d4735df5796	c729c74d-1e89-4568-8a38-ab50b36ebd8e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.424417+00	2026-11-26 00:39:39.424418+00
4ea6d311-155a-4715-90a4-ca4efd802f2c	f48a55c0-e421-4359-b604-078de8ebd7d9	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:39.438268+00	2026-11-26 00:39:39.438269+00
818514e3-f1f1-4577-81b1-30ee345aabc5	f48a55c0-e421-4359-b604-078de8ebd7d9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:39.445245+00	2026-11-26 00:39:39.445246+00
ce9b0def-ceb1-47d9-9f31-626c4419cdc4	f48a55c0-e421-4359-b604-078de8ebd7d9	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:39.452221+00	2026-11-26 00:39:39.452222+00
29768c53-ca6d-4178-bf2c-4aff527fe99d	f48a55c0-e421-4359-b604-078de8ebd7d9	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:39.470792+00	2026-11-26 00:39:39.470793+00
4f604163-c10b-408c-8d8c-875e4de2d5fa	f48a55c0-e421-4359-b604-078de8ebd7d9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.477771+00	2026-11-26 00:39:39.477772+00
72debc83-0325-4be7-90cc-0b9d65deb6ba	2d4f6dd8-44d7-4494-82e2-3d365aca09be	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:39.488349+00	2026-11-26 00:39:39.48835+00
8c017ca5-e2da-486b-a5b0-95662b1fc986	2d4f6dd8-44d7-4494-82e2-3d365aca09be	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.495211+00	2026-11-26 00:39:39.495212+00
f3c2141f-6ea6-4092-9e18-96cfaf50f374	2d4f6dd8-44d7-4494-82e2-3d365aca09be	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:39.520366+00	2026-11-26 00:39:39.520367+00
4d685b9d-0734-45df-97ba-f8a79a8655da	2d4f6dd8-44d7-4494-82e2-3d365aca09be	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:39.527426+00	2026-11-26 00:39:39.527427+00
02b4c154-6d41-44d1-b672-4fee5e3acab4	bdd7d85a-f2fc-48a7-acc4-5870b0a47008	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:39.564022+00	2026-11-26 00:39:39.564023+00
c802469e-6f19-4a98-851d-6ebc94986534	bdd7d85a-f2fc-48a7-acc4-5870b0a47008	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:39.571009+00	2026-11-26 00:39:39.57101+00
5e42c420-548d-4cba-95dc-dad50dd75934	bdd7d85a-f2fc-48a7-acc4-5870b0a47008	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:39.577937+00	2026-11-26 00:39:39.577938+00
0d9ec621-43c4-4a7f-ba88-1a2b86fc8794	bdd7d85a-f2fc-48a7-acc4-5870b0a47008	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:39.596352+00	2026-11-26 00:39:39.596353+00
5443e060-ceea-4416-8cea-24be6df4cadf	23c1dacb-219c-46dc-b975-4272fdb16935	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.608883+00	2026-11-26 00:39:39.608884+00
821833dd-aea6-4fe0-b661-2da912966488	23c1dacb-219c-46dc-b975-4272fdb16935	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.635189+00	2026-11-26 00:39:39.63519+00
e76e9912-e1c4-43a9-8459-d3398e3b353b	9709d110-cf91-4bd3-b91c-b5748c979103	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:39.649532+00	2026-11-26 00:39:39.649533+00
b6f7116a-ef38-4fb9-9078-211cb40b0130	9709d110-cf91-4bd3-b91c-b5748c979103	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.656611+00	2026-11-26 00:39:39.656613+00
0c518914-4ae0-45ea-87b6-0b6511814d5c	9709d110-cf91-4bd3-b91c-b5748c979103	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.689732+00	2026-11-26 00:39:39.689733+00
199554df-aa59-4a13-a90c-9728624ca864	9709d110-cf91-4bd3-b91c-b5748c979103	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:39.696818+00	2026-11-26 00:39:39.696819+00
b3442fc4-155b-4944-9e86-c9ee68d207ce	9709d110-cf91-4bd3-b91c-b5748c979103	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:39.703536+00	2026-11-26 00:39:39.703536+00
4c7fbc39-d1b3-4bdc-978d-cec03b4740a5	b11471ff-3ace-476c-8016-490b8fe18605	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:39.733397+00	2026-11-26 00:39:39.733398+00
a5bfe1d4-c063-49f3-aed9-61e833ad8386	b11471ff-3ace-476c-8016-490b8fe18605	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:39.758822+00	2026-11-26 00:39:39.758823+00
91d73349-c416-48e2-bd8a-8b93cd4ffa3f	b11471ff-3ace-476c-8016-490b8fe18605	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.766107+00	2026-11-26 00:39:39.766109+00
686122f2-ee54-4955-af75-e7979030e225	b11471ff-3ace-476c-8016-490b8fe18605	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:39.773299+00	2026-11-26 00:39:39.7733+00
9bf49b5a-9e08-4c97-baa6-ee7b6aff8e31	b11471ff-3ace-476c-8016-490b8fe18605	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.80619+00	2026-11-26 00:39:39.806192+00
dc29032b-89ae-4d73-8fdf-035aa5460a6b	990637eb-418a-415c-8377-91be8dd3b073	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:39.81699+00	2026-11-26 00:39:39.816991+00
a3085745-7dc0-43e7-992b-3d265e24e363	990637eb-418a-415c-8377-91be8dd3b073	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.823875+00	2026-11-26 00:39:39.823876+00
412d28bc-1a48-47d4-979d-4b39e7fd8843	990637eb-418a-415c-8377-91be8dd3b073	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:39.830782+00	2026-11-26 00:39:39.830783+00
68c4a83f-5fa6-4494-b201-5b853675f040	990637eb-418a-415c-8377-91be8dd3b073	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.850187+00	2026-11-26 00:39:39.850188+00
e5492086-2524-462a-b564-14f880748070	5becbab1-36c7-4afe-9e3e-3a6391db1ba8	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:39.861919+00	2026-11-26 00:39:39.86192+00
9c03a04d-b875-4b94-a4af-d81ab46c40af	5becbab1-36c7-4afe-9e3e-3a6391db1ba8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:39.868506+00	2026-11-26 00:39:39.868507+00
428d10c9-b455-4838-a36e-ad9015254a8d	ff383b16-ffa1-4eb8-b9c3-3113501938c6	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:39.906422+00	2026-11-26 00:39:39.906424+00
84233101-f992-4800-b1bc-7efa8c355671	ff383b16-ffa1-4eb8-b9c3-3113501938c6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:39.925572+00	2026-11-26 00:39:39.925573+00
16a3cd6b-c3a2-4a93-896a-6b0d455bf897	ff383b16-ffa1-4eb8-b9c3-3113501938c6	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.932856+00	2026-11-26 00:39:39.932858+00
68349558-0783-41d2-8eeb-6cf4643246c2	ff383b16-ffa1-4eb8-b9c3-3113501938c6	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:39.940174+00	2026-11-26 00:39:39.940175+00
a4fd463e-adaa-42b6-b8ee-e5edb0b2ee9b	ff383b16-ffa1-4eb8-b9c3-3113501938c6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:39.966651+00	2026-11-26 00:39:39.966652+00
8c8c18dc-fd8b-4fbf-b314-32cf6ea24207	8e5563a6-b434-4f2f-acc2-a880cf34be1d	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:39.977519+00	2026-11-26 00:39:39.97752+00
3cd47614-daf6-4f32-98f5-3bf15172e447	8e5563a6-b434-4f2f-acc2-a880cf34be1d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:39.98446+00	2026-11-26 00:39:39.984461+00
916bb41e-6ffd-41a5-bcae-ab53a422ee10	8e5563a6-b434-4f2f-acc2-a880cf34be1d	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:39.99432+00	2026-11-26 00:39:39.994321+00
14b12603-9216-4a79-a465-bf8ff3b11fe8	8e5563a6-b434-4f2f-acc2-a880cf34be1d	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:40.019483+00	2026-11-26 00:39:40.019484+00
ffabef10-3a70-4e09-9826-be5f6794b575	8e5563a6-b434-4f2f-acc2-a880cf34be1d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.026456+00	2026-11-26 00:39:40.026457+00
e1fa029d-dca9-4c41-94e9-18fd12d793e0	1745db0c-e8be-428d-af5e-1add59980fca	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.037773+00	2026-11-26 00:39:40.037774+00
e4bbf4e4-f751-4b9e-bdb8-e24270aff747	1745db0c-e8be-428d-af5e-1add59980fca	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:40.056666+00	2026-11-26 00:39:40.056667+00
fca61ba7-dbbc-42aa-a53f-deaa8359a4f6	1745db0c-e8be-428d-af5e-1add59980fca	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:40.063604+00	2026-11-26 00:39:40.063605+00
95c2f3a1-e974-47aa-a03d-98aa045269b5	1745db0c-e8be-428d-af5e-1add59980fca	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.070465+00	2026-11-26 00:39:40.070466+00
d10bdc31-057b-40ca-8715-7aa0818ea5af	9a718c17-3000-45fc-8479-b7a4ff8255ad	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.092644+00	2026-11-26 00:39:40.092645+00
6c7963ad-ae21-4c5c-a550-beb863657ae8	9a718c17-3000-45fc-8479-b7a4ff8255ad	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:40.099573+00	2026-11-26 00:39:40.099573+00
09257f00-e048-4aee-9b1f-32d936d9df4e	9a718c17-3000-45fc-8479-b7a4ff8255ad	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:40.106244+00	2026-11-26 00:39:40.106245+00
04a606a6-50eb-46a1-ab46-4fb34bba3d74	9a718c17-3000-45fc-8479-b7a4ff8255ad	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:40.117896+00	2026-11-26 00:39:40.117897+00
bb98927a-7eca-4721-8a95-2e5ce83f9bb3	a4c4a118-6a45-407a-ae4d-08deb860fb44	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:40.130882+00	2026-11-26 00:39:40.130884+00
73978552-3be8-446a-9972-d6a7d971e329	a4c4a118-6a45-407a-ae4d-08deb860fb44	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.168611+00	2026-11-26 00:39:40.168612+00
5be9197f-92ee-414a-bff1-8efcc6713b46	a4c4a118-6a45-407a-ae4d-08deb860fb44	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.175255+00	2026-11-26 00:39:40.175256+00
8254a124-2127-4bc0-8b65-5002413d2ee7	dcf1b575-cdd7-41bc-865b-e9291f7dd75a	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:40.188896+00	2026-11-26 00:39:40.188897+00
f8a5e1d4-060c-4aff-ba02-fe0c6216e31f	dcf1b575-cdd7-41bc-865b-e9291f7dd75a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.19551+00	2026-11-26 00:39:40.195511+00
9ebed4bc-9798-49a8-a7f9-b9d206805c04	dcf1b575-cdd7-41bc-865b-e9291f7dd75a	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:40.202407+00	2026-11-26 00:39:40.202408+00
17243372-6a2f-40c4-a0c0-823dee944ae6	dcf1b575-cdd7-41bc-865b-e9291f7dd75a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.209102+00	2026-11-26 00:39:40.209103+00
9a29af4c-d985-4a5a-9fb7-9af19a9085eb	7cff16e5-a5b0-48d9-9026-ca57ceb68a65	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:40.219556+00	2026-11-26 00:39:40.219557+00
5583754e-7575-4d73-981b-b168fdff3731	7cff16e5-a5b0-48d9-9026-ca57ceb68a65	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:40.22641+00	2026-11-26 00:39:40.226411+00
950ce674-ac3b-4834-a932-809fd1216713	7cff16e5-a5b0-48d9-9026-ca57ceb68a65	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:40.233256+00	2026-11-26 00:39:40.233257+00
1bf3871b-d65e-4e83-83b7-5e0937c7d2b3	7cff16e5-a5b0-48d9-9026-ca57ceb68a65	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:40.241986+00	2026-11-26 00:39:40.241988+00
e60704f3-605e-438d-b79f-cc8b0e876267	f45ce4f6-cc21-4d30-a4c8-025850fa0a8f	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:40.272292+00	2026-11-26 00:39:40.272293+00
823b2c8f-09a5-4c59-8cb3-e98b2aaff314	f45ce4f6-cc21-4d30-a4c8-025850fa0a8f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:40.29121+00	2026-11-26 00:39:40.291211+00
0cb6efea-d9ba-46a4-b722-2e29db09338d	86b13545-f93a-4ae6-b96d-08674071d456	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:40.302053+00	2026-11-26 00:39:40.302054+00
903a2ba2-1862-44bc-aaee-c3c68691a0d9	86b13545-f93a-4ae6-b96d-08674071d456	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.30891+00	2026-11-26 00:39:40.308911+00
459339f9-34c3-482f-9ca5-7edd5fed7a72	86b13545-f93a-4ae6-b96d-08674071d456	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:40.315628+00	2026-11-26 00:39:40.31563+00
7de05bbd-9bfd-402c-822d-09c64181a494	3f235043-1e60-451b-b6ab-ed1865974c04	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:40.32866+00	2026-11-26 00:39:40.328661+00
a08247bf-d3ca-4d7d-b7c1-d6fb3a4202d8	3f235043-1e60-451b-b6ab-ed1865974c04	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.335586+00	2026-11-26 00:39:40.335587+00
30b4a2b6-5028-4d47-bbce-22b2de473fb5	3f235043-1e60-451b-b6ab-ed1865974c04	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:40.342712+00	2026-11-26 00:39:40.342713+00
20e0483e-a8d3-441c-a248-af358dcdf240	3f235043-1e60-451b-b6ab-ed1865974c04	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:40.361622+00	2026-11-26 00:39:40.361623+00
daf312af-cc84-45db-9a86-f60a25a13c98	3f235043-1e60-451b-b6ab-ed1865974c04	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.368644+00	2026-11-26 00:39:40.368645+00
94bc06d2-caa1-4598-aad1-ba5738b05ba6	46ade73e-dde7-443c-9c1e-2199948dee7e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.38262+00	2026-11-26 00:39:40.382622+00
f3552d1f-fb08-4531-99a4-b0acbe5eb08c	46ade73e-dde7-443c-9c1e-2199948dee7e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.408167+00	2026-11-26 00:39:40.408168+00
a4633cdf-c91a-43ce-b37d-3d2f747fad04	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:40.430959+00	2026-11-26 00:39:40.43096+00
8b5efb2a-0989-44fe-9bd6-00c1bcd608f0	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.456272+00	2026-11-26 00:39:40.456273+00
17a42ffe-afe1-40f1-b142-38cf77c4bcd4	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:40.463403+00	2026-11-26 00:39:40.463404+00
c914ab89-c09e-4e71-a6cd-b5cabad4a975	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:40.470434+00	2026-11-26 00:39:40.470435+00
cd77d2a7-8486-4cb5-a56e-3b522beb5c52	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.495033+00	2026-11-26 00:39:40.495034+00
e2d23250-cf77-4be3-83c0-acba6b2fbb03	e2da929d-0c2d-4103-abd7-c10038511672	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.505416+00	2026-11-26 00:39:40.505417+00
37e3257a-d63b-4e2c-a421-60757c1701b4	e2da929d-0c2d-4103-abd7-c10038511672	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:40.51208+00	2026-11-26 00:39:40.512081+00
dc582302-692e-4fb0-9844-b7cef33635d9	e2da929d-0c2d-4103-abd7-c10038511672	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:40.537365+00	2026-11-26 00:39:40.537366+00
ad2ae877-cbcf-41de-b149-bc05c49038b2	e2da929d-0c2d-4103-abd7-c10038511672	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:40.544402+00	2026-11-26 00:39:40.544403+00
641b8f78-daaf-4a34-b444-6d4c9d32a56a	4607df91-4798-45ad-87f2-f1cf36238c0b	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:40.555525+00	2026-11-26 00:39:40.555526+00
c2f44bee-2ca4-4d7d-9463-3e50787dc9ea	4607df91-4798-45ad-87f2-f1cf36238c0b	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:40.562614+00	2026-11-26 00:39:40.562614+00
5df017eb-9351-44e4-a85f-07f5cc823a4f	f643742b-1937-488f-9815-3746345496b8	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:40.58686+00	2026-11-26 00:39:40.586861+00
ef8e157c-a2bd-4915-b70c-401682878c9e	f643742b-1937-488f-9815-3746345496b8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.59386+00	2026-11-26 00:39:40.593861+00
941b2a01-20c3-4ede-b906-4a9616be14b8	f643742b-1937-488f-9815-3746345496b8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.618975+00	2026-11-26 00:39:40.618976+00
b58928b3-28bc-40fd-a40f-cdb6f633fac0	66d51565-105e-44d2-8a31-e92a15ca9af5	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:40.651874+00	2026-11-26 00:39:40.651876+00
463136b6-70da-41f9-9215-5ffe31c4fad3	66d51565-105e-44d2-8a31-e92a15ca9af5	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:40.684161+00	2026-11-26 00:39:40.684163+00
98ea766e-3e94-44a1-8ba6-98464aee2918	43fc6bf3-75e7-4153-8a05-0a8bcc8fdd4f	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:40.694628+00	2026-11-26 00:39:40.694629+00
641503d4-24f9-4d06-9a6e-753ee6730671	43fc6bf3-75e7-4153-8a05-0a8bcc8fdd4f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.701483+00	2026-11-26 00:39:40.701484+00
709cf606-ff83-4646-9cd7-cee184a6d155	dbf3f1bf-0360-4946-9846-a53e11620634	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:40.711957+00	2026-11-26 00:39:40.711958+00
f0112bf5-ce72-4503-a9b8-0439dee8f332	dbf3f1bf-0360-4946-9846-a53e11620634	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:40.71885+00	2026-11-26 00:39:40.718851+00
c99335b3-79ef-447b-b668-1d8da480e8d5	dbf3f1bf-0360-4946-9846-a53e11620634	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:40.7276+00	2026-11-26 00:39:40.727601+00
686bf467-c49e-477f-ba35-9589790b1e7e	dbf3f1bf-0360-4946-9846-a53e11620634	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:40.736082+00	2026-11-26 00:39:40.736084+00
1ad29a73-24d7-4755-b098-e8be4c99bbac	548187ca-e2ef-4ff1-8cc8-e30d645aa771	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:40.776952+00	2026-11-26 00:39:40.776954+00
45b812af-ddec-4fe7-990d-771c110554e6	548187ca-e2ef-4ff1-8cc8-e30d645aa771	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.808431+00	2026-11-26 00:39:40.808433+00
4f4738d2-ad31-4507-8911-ed8d9da96ce5	548187ca-e2ef-4ff1-8cc8-e30d645aa771	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:40.815061+00	2026-11-26 00:39:40.815062+00
0726d747-5898-4a51-a5fa-e1078f9e8a8a	548187ca-e2ef-4ff1-8cc8-e30d645aa771	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.821808+00	2026-11-26 00:39:40.821809+00
d0725485-8841-4642-9981-0ccf7a37e320	ee576102-dd6b-4977-8db8-8e1322c40676	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.83533+00	2026-11-26 00:39:40.835331+00
c920c44d-ca5f-4292-a4e2-5bced6da385d	ee576102-dd6b-4977-8db8-8e1322c40676	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:40.842254+00	2026-11-26 00:39:40.842255+00
b2b099eb-ed72-487f-8e01-0b129c537b82	ee576102-dd6b-4977-8db8-8e1322c40676	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:40.880665+00	2026-11-26 00:39:40.880666+00
8f01ae27-4c0a-4d60-8c06-e5bbb66ed913	ee576102-dd6b-4977-8db8-8e1322c40676	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.887757+00	2026-11-26 00:39:40.887758+00
20b5c7cb-255c-48ba-bb25-f34133ae5774	709b2f88-72fa-412a-8e69-5752e469be6f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:40.89906+00	2026-11-26 00:39:40.899061+00
cb6f586b-8fc4-4779-9802-9c5545cbfa81	709b2f88-72fa-412a-8e69-5752e469be6f	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:40.925364+00	2026-11-26 00:39:40.925365+00
81a6c2e6-d2d5-460b-9ed2-59cc3fcdaf40	709b2f88-72fa-412a-8e69-5752e469be6f	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:40.932372+00	2026-11-26 00:39:40.932373+00
168c06fc-3e33-4053-8577-0ac6e347d274	709b2f88-72fa-412a-8e69-5752e469be6f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:40.939526+00	2026-11-26 00:39:40.939527+00
a12c95cd-e70e-4c34-9f2f-8fff15e2d02b	13b04f87-94e5-41b5-8064-76809ab01f7e	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:40.975698+00	2026-11-26 00:39:40.975699+00
7fadfe06-b1f6-449d-89d7-56b18fbe30b4	13b04f87-94e5-41b5-8064-76809ab01f7e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:40.994143+00	2026-11-26 00:39:40.994144+00
1ebd045d-b386-4d10-bc6d-8828bf9b9515	13b04f87-94e5-41b5-8064-76809ab01f7e	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.001145+00	2026-11-26 00:39:41.001146+00
3d47c3a7-9906-447a-8637-e3dc08700529	13b04f87-94e5-41b5-8064-76809ab01f7e	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.008078+00	2026-11-26 00:39:41.008078+00
ce404fe9-f3eb-423d-bb8d-ae227a483b25	13b04f87-94e5-41b5-8064-76809ab01f7e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.029149+00	2026-11-26 00:39:41.02915+00
fba2ceb4-7850-458b-8c8a-3cee561ac6c0	5ed89c20-bbd0-46f1-84ba-142d3788a587	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.041491+00	2026-11-26 00:39:41.041492+00
5a2643fa-44d8-440e-a9c2-5e31eb3e7d98	5ed89c20-bbd0-46f1-84ba-142d3788a587	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:41.048315+00	2026-11-26 00:39:41.048316+00
884f30f0-4360-4d46-a54e-8292076f0bc9	5ed89c20-bbd0-46f1-84ba-142d3788a587	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:41.083197+00	2026-11-26 00:39:41.083198+00
8465d178-558f-44d4-a307-8cd00ca19f3a	5ed89c20-bbd0-46f1-84ba-142d3788a587	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:41.091563+00	2026-11-26 00:39:41.091564+00
4b3f52d9-489f-468b-8c0d-722a3e264542	1f5b0121-c741-4100-8740-4b608fc1e54e	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.104804+00	2026-11-26 00:39:41.104805+00
94b0c455-5e3f-4c5d-8861-bd9a56a194ad	1f5b0121-c741-4100-8740-4b608fc1e54e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:41.111545+00	2026-11-26 00:39:41.111546+00
146de901-410b-48d1-b417-48e197d8b59f	1f5b0121-c741-4100-8740-4b608fc1e54e	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.136208+00	2026-11-26 00:39:41.136209+00
aa3473ff-8afa-411c-8367-04f65df6ec15	1f5b0121-c741-4100-8740-4b608fc1e54e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:41.143369+00	2026-11-26 00:39:41.14337+00
bc068246-1a37-4088-a745-41ecac27f0c5	6004fe11-786d-42be-8342-183361abf003	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:41.172516+00	2026-11-26 00:39:41.172517+00
7b714204-f572-431f-a892-21ea5f6b2ca1	6004fe11-786d-42be-8342-183361abf003	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:41.191073+00	2026-11-26 00:39:41.191074+00
f4fe9f8d-5fcd-47b3-aca2-748088e7235f	6004fe11-786d-42be-8342-183361abf003	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.198168+00	2026-11-26 00:39:41.198169+00
52e9f593-90a4-40fe-84be-29c57bc57f42	f8a05d09-f0af-473c-a77e-c1cf2fafe8a8	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.208887+00	2026-11-26 00:39:41.208888+00
3b0909ff-8ecd-46e4-8685-e2564d567f21	f8a05d09-f0af-473c-a77e-c1cf2fafe8a8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:41.215808+00	2026-11-26 00:39:41.215809+00
11d46878-54b8-4d32-a5eb-c9614bf55b8b	f8a05d09-f0af-473c-a77e-c1cf2fafe8a8	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:41.222953+00	2026-11-26 00:39:41.222954+00
997f58c7-348a-4d1c-9ff2-08fd86226bbc	f8a05d09-f0af-473c-a77e-c1cf2fafe8a8	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:41.248015+00	2026-11-26 00:39:41.248016+00
6f500d48-508d-461c-80fb-a45990617720	e94c30b7-9dba-43b7-92eb-b34968c78260	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.262217+00	2026-11-26 00:39:41.262218+00
a987e066-6c01-4c9b-a855-bf57c7392df5	e94c30b7-9dba-43b7-92eb-b34968c78260	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:41.269126+00	2026-11-26 00:39:41.269127+00
e3ee82bc-b927-4aa6-a1ca-a68b6d3f999e	e94c30b7-9dba-43b7-92eb-b34968c78260	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:41.294885+00	2026-11-26 00:39:41.294886+00
bf9b0bb0-a54b-4727-af37-7115f509a4c9	e94c30b7-9dba-43b7-92eb-b34968c78260	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:41.301873+00	2026-11-26 00:39:41.301874+00
891ddbf4-f2d7-4ad4-852f-99dc069c8544	4d04b56e-4e76-49eb-9b52-e66d28a557d0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:41.315745+00	2026-11-26 00:39:41.315747+00
b61e9465-124c-4f0e-8f5e-f387fdf94af6	4d04b56e-4e76-49eb-9b52-e66d28a557d0	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:41.322745+00	2026-11-26 00:39:41.322746+00
57c36388-64a0-4754-86de-f75fadf64e9e	4d04b56e-4e76-49eb-9b52-e66d28a557d0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:41.329775+00	2026-11-26 00:39:41.329776+00
6a74cd93-0c82-408d-9969-482e66407184	17c6b238-99d1-47a2-a2ee-1cb56e68983a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:41.340464+00	2026-11-26 00:39:41.340465+00
3271ee7e-68de-478b-ac36-b2f8d2cde46b	17c6b238-99d1-47a2-a2ee-1cb56e68983a	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:41.347513+00	2026-11-26 00:39:41.347514+00
7875e604-b0ec-48f6-a746-bcc21524651d	17c6b238-99d1-47a2-a2ee-1cb56e68983a	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.373175+00	2026-11-26 00:39:41.373176+00
92b5b0eb-b221-4009-a47a-9bb83a9f9229	17c6b238-99d1-47a2-a2ee-1cb56e68983a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.380082+00	2026-11-26 00:39:41.380083+00
fc49eb98-01c7-4a7c-a0cf-61932a0d6741	564cdc2a-965a-4873-bd63-521945225eee	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:41.397429+00	2026-11-26 00:39:41.397432+00
674a969e-6597-46d3-99c2-673e493db4f8	564cdc2a-965a-4873-bd63-521945225eee	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:41.404552+00	2026-11-26 00:39:41.404553+00
469481de-5845-4a41-8be9-7421f37cc5a8	564cdc2a-965a-4873-bd63-521945225eee	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:41.411257+00	2026-11-26 00:39:41.411258+00
7083a098-5f2d-4f46-b31f-fc136a901db4	564cdc2a-965a-4873-bd63-521945225eee	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.41821+00	2026-11-26 00:39:41.418211+00
85252314-7506-4df4-8887-380917fda5ad	2db765ae-9f3f-4eb4-ac15-d82d3a1151d6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:41.439964+00	2026-11-26 00:39:41.439966+00
ace80d29-f36e-4632-aa88-fda626de0934	2db765ae-9f3f-4eb4-ac15-d82d3a1151d6	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.446927+00	2026-11-26 00:39:41.446928+00
87e3bfce-6277-48a0-95d0-8adb754ae556	2db765ae-9f3f-4eb4-ac15-d82d3a1151d6	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:41.455411+00	2026-11-26 00:39:41.455412+00
6518cce5-9797-4e69-aea4-8013e7cd7fa0	8fc6d476-ed1d-461f-bba2-ec0f3d39b8d6	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:41.500579+00	2026-11-26 00:39:41.500581+00
00213bf2-ce6e-47b3-aae8-65893471665a	8fc6d476-ed1d-461f-bba2-ec0f3d39b8d6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:41.512839+00	2026-11-26 00:39:41.51284+00
51692399-ceae-4642-b1be-5175ccee965d	8fc6d476-ed1d-461f-bba2-ec0f3d39b8d6	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.519661+00	2026-11-26 00:39:41.519662+00
e6f52e69-5812-4fff-b201-3f29bfd39c44	8fc6d476-ed1d-461f-bba2-ec0f3d39b8d6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.526458+00	2026-11-26 00:39:41.526459+00
0e8b8550-3158-401a-9aa9-7c6c663e7032	c0d15c04-d4e3-4717-ad1a-807c7ae4c0bc	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.539901+00	2026-11-26 00:39:41.539901+00
30b963e5-8d92-41bb-bd7c-8595c502612e	c0d15c04-d4e3-4717-ad1a-807c7ae4c0bc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.546716+00	2026-11-26 00:39:41.546717+00
c68db1b0-509e-4d4b-b5d0-a4baa74fea51	bee1c07b-5534-4d30-a88f-bf0eb3254537	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:41.557337+00	2026-11-26 00:39:41.557338+00
440c3a34-f6ce-40cd-9094-efea29fbcac2	bee1c07b-5534-4d30-a88f-bf0eb3254537	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.582568+00	2026-11-26 00:39:41.582569+00
e1d4ce1d-68f1-4eac-a524-d1ff664a4cd9	5821a808-ecf5-4c55-aae5-eb11a059985a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:41.593435+00	2026-11-26 00:39:41.593436+00
3c76dce3-77f4-4f7c-9101-342dfedd8955	5821a808-ecf5-4c55-aae5-eb11a059985a	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:41.600509+00	2026-11-26 00:39:41.60051+00
58232ff2-bf0e-4f0e-903b-e49fd9a856be	5821a808-ecf5-4c55-aae5-eb11a059985a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:41.607514+00	2026-11-26 00:39:41.607516+00
4474025f-9fb5-4a69-a82e-003acd8a30fd	5821a808-ecf5-4c55-aae5-eb11a059985a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.626421+00	2026-11-26 00:39:41.626423+00
4253fd1d-f94a-4063-b81c-c9550c5887b1	e9a2e489-7161-4063-8fc2-e50946693cde	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:41.637335+00	2026-11-26 00:39:41.637336+00
14060429-07ab-4d91-898f-fbb22e4ba73f	e9a2e489-7161-4063-8fc2-e50946693cde	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	2	2026-11-26 00:39:41.644321+00	2026-11-26 00:39:41.644323+00
fd2c1d0a-6710-4ff7-ae22-277f80a3b185	e9a2e489-7161-4063-8fc2-e50946693cde	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.651384+00	2026-11-26 00:39:41.651385+00
2ce41f57-acd6-4955-9554-3ced5b667852	e9a2e489-7161-4063-8fc2-e50946693cde	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.684365+00	2026-11-26 00:39:41.684367+00
4e46fa64-bf3e-42b6-ae05-41c09517884f	e9a2e489-7161-4063-8fc2-e50946693cde	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.69153+00	2026-11-26 00:39:41.691531+00
b1c7a50c-16c4-4822-935b-d26166222ae0	d4ba8520-80eb-4792-aca1-d9213df8471d	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.70967+00	2026-11-26 00:39:41.709671+00
042e1097-9936-4660-80d3-e283d2da0d93	d4ba8520-80eb-4792-aca1-d9213df8471d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:41.716486+00	2026-11-26 00:39:41.716487+00
6240fa3b-77f6-46c1-826e-91e40c97efbd	d4ba8520-80eb-4792-aca1-d9213df8471d	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.723193+00	2026-11-26 00:39:41.723194+00
f2124dcb-9906-4d79-8ea7-17c660141fae	d4ba8520-80eb-4792-aca1-d9213df8471d	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:41.749494+00	2026-11-26 00:39:41.749495+00
318ababb-d208-4fab-89a9-23bc87962171	d4ba8520-80eb-4792-aca1-d9213df8471d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.756689+00	2026-11-26 00:39:41.756691+00
93b4775d-78c8-48c9-8246-e5c78932f661	ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.770757+00	2026-11-26 00:39:41.770758+00
0339a721-eeba-4b6f-a44c-961458328028	ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:41.778498+00	2026-11-26 00:39:41.778499+00
f3f3c1a6-7870-41e5-b84f-40d472937d9c	ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:41.804433+00	2026-11-26 00:39:41.804434+00
05a4a855-a4b9-45fb-be6f-c50e282eee9d	ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.811585+00	2026-11-26 00:39:41.811586+00
b0fb7448-04a6-4f5f-a6d8-b610c0055a96	e78581c0-5ac5-42f8-a0d6-3ce0918fc824	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:41.841026+00	2026-11-26 00:39:41.841027+00
2bd3670e-0842-4fa8-b061-99ea638599cb	e78581c0-5ac5-42f8-a0d6-3ce0918fc824	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:41.866003+00	2026-11-26 00:39:41.866004+00
111221ab-09bd-4612-a69c-19a72630f082	e78581c0-5ac5-42f8-a0d6-3ce0918fc824	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:41.87289+00	2026-11-26 00:39:41.87289+00
34b6845d-c3c5-49de-a48d-6f66e86e76b1	e78581c0-5ac5-42f8-a0d6-3ce0918fc824	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:41.897786+00	2026-11-26 00:39:41.897787+00
2e6a1959-a955-44af-b565-1bfba8ad8384	7e17c3b8-1d13-4c32-a080-81da66def9c2	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:41.908495+00	2026-11-26 00:39:41.908496+00
cf8651ca-1e49-4f06-b698-b56d8caae572	7e17c3b8-1d13-4c32-a080-81da66def9c2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:41.915407+00	2026-11-26 00:39:41.915408+00
7b8a2d3d-2bf6-4d52-9d20-a4f594f3df49	7e17c3b8-1d13-4c32-a080-81da66def9c2	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.922246+00	2026-11-26 00:39:41.922247+00
bf004634-c859-4e9d-aa0e-a95026c572fe	7e17c3b8-1d13-4c32-a080-81da66def9c2	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:41.947176+00	2026-11-26 00:39:41.947177+00
44464db0-1433-46b8-b3fe-7816a4ec5f0e	e650c5c3-d80d-4b8a-8a90-31054ae78087	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:41.960008+00	2026-11-26 00:39:41.960009+00
623bfcbc-d027-4b0b-bb3c-6021639963b4	e650c5c3-d80d-4b8a-8a90-31054ae78087	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:41.967071+00	2026-11-26 00:39:41.967072+00
cef80ee3-3671-437c-adba-4e086be34665	e650c5c3-d80d-4b8a-8a90-31054ae78087	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:41.992265+00	2026-11-26 00:39:41.992266+00
c83fd586-f0f0-42f8-9326-e93e269e3849	e650c5c3-d80d-4b8a-8a90-31054ae78087	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:41.999433+00	2026-11-26 00:39:41.999433+00
494f41b7-0a44-4db2-ab28-46a599b30e0d	e650c5c3-d80d-4b8a-8a90-31054ae78087	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:42.012824+00	2026-11-26 00:39:42.012825+00
c77e70b3-acff-4ecc-9483-b5672059cc51	280df432-41b9-4e44-8a3f-2b17e1413f6a	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.047132+00	2026-11-26 00:39:42.047133+00
45ded817-2846-4c13-953d-213238f18ac5	280df432-41b9-4e44-8a3f-2b17e1413f6a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:42.071734+00	2026-11-26 00:39:42.071735+00
76f06814-11d5-44e1-879c-8cb32d5374aa	280df432-41b9-4e44-8a3f-2b17e1413f6a	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:42.078578+00	2026-11-26 00:39:42.078579+00
fe529df8-68ee-49c5-b04f-d8c98477f9c2	280df432-41b9-4e44-8a3f-2b17e1413f6a	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:42.085343+00	2026-11-26 00:39:42.085344+00
048c249f-9a2a-44d9-a138-673e349ec00f	280df432-41b9-4e44-8a3f-2b17e1413f6a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:42.11029+00	2026-11-26 00:39:42.110291+00
a714481b-1577-41b9-abb5-4c0c26efc1c4	0649c0ff-13c1-4b39-8098-762e7a922657	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:42.120934+00	2026-11-26 00:39:42.120935+00
a9b3503e-4697-4443-bc94-88c44c1c26cc	0649c0ff-13c1-4b39-8098-762e7a922657	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:42.139264+00	2026-11-26 00:39:42.139265+00
c63d1865-2783-4239-87ee-f09815eab18f	2fe210bd-dba2-4130-959c-e0d94618b129	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.150063+00	2026-11-26 00:39:42.150064+00
766c94b8-bc96-43e9-991e-c54fc772257d	2fe210bd-dba2-4130-959c-e0d94618b129	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:42.157035+00	2026-11-26 00:39:42.157036+00
7945cf9e-d24d-4624-be70-782be5b14841	2fe210bd-dba2-4130-959c-e0d94618b129	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:42.182488+00	2026-11-26 00:39:42.182489+00
8160cc43-8b92-4351-a0dc-84d60efa9940	2fe210bd-dba2-4130-959c-e0d94618b129	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:42.189367+00	2026-11-26 00:39:42.189368+00
3844730b-1a25-457a-b246-dee7afe7d675	972bd330-1fe9-4ae2-908b-1798bdd140f2	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:42.202208+00	2026-11-26 00:39:42.202209+00
535ce686-50c1-450e-af0c-7269f2316084	972bd330-1fe9-4ae2-908b-1798bdd140f2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:42.227647+00	2026-11-26 00:39:42.227648+00
76f0ec53-6d39-4b93-b990-fc8e96b84f52	972bd330-1fe9-4ae2-908b-1798bdd140f2	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:42.234576+00	2026-11-26 00:39:42.234577+00
6761783f-3cc8-424c-9296-e07ac50fb781	53bab949-136a-4a65-96ae-456e8735b8a9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:42.248366+00	2026-11-26 00:39:42.248367+00
1d7e27b7-f2df-4d53-a5fb-c72b48b53681	53bab949-136a-4a65-96ae-456e8735b8a9	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:42.255276+00	2026-11-26 00:39:42.255277+00
be99a0c5-298d-43d6-abac-737c49f10895	53bab949-136a-4a65-96ae-456e8735b8a9	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:42.288467+00	2026-11-26 00:39:42.288467+00
4c958eb2-5101-44ae-95a8-be05ba112b95	53bab949-136a-4a65-96ae-456e8735b8a9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:42.295425+00	2026-11-26 00:39:42.295426+00
e8bc4b12-f3d9-4c5b-b36f-150153987817	a7394916-562a-423c-b1d3-7730ea03dedd	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:42.305976+00	2026-11-26 00:39:42.305977+00
3198acb3-781a-4653-948c-b409c751fc29	a7394916-562a-423c-b1d3-7730ea03dedd	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:42.313037+00	2026-11-26 00:39:42.313038+00
b38033e0-6a5e-4271-979e-19006b2e1346	a7394916-562a-423c-b1d3-7730ea03dedd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:42.325295+00	2026-11-26 00:39:42.325296+00
2d446922-1717-45c0-896d-c1cbe5eaf3df	7381f74c-872b-4366-9174-b72ffadb4a59	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.354554+00	2026-11-26 00:39:42.354555+00
6e914c47-36e6-4d61-8c1e-3c7946c950e3	7381f74c-872b-4366-9174-b72ffadb4a59	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:42.379371+00	2026-11-26 00:39:42.379371+00
747a3d56-fc56-4dcb-9a62-859fe978e6d4	7381f74c-872b-4366-9174-b72ffadb4a59	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:42.386358+00	2026-11-26 00:39:42.386359+00
a5325178-1a59-4ec6-823b-41eef9f2ef4d	7381f74c-872b-4366-9174-b72ffadb4a59	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:42.393351+00	2026-11-26 00:39:42.393352+00
3b174b9e-b501-47d9-860d-f4e45a5ee603	e71904f5-c813-4af6-bbdd-989486f3f74c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:42.424683+00	2026-11-26 00:39:42.424684+00
c2823c21-ca96-44fb-8975-371a8c3dbf44	e71904f5-c813-4af6-bbdd-989486f3f74c	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:42.431709+00	2026-11-26 00:39:42.43171+00
cd120894-16a4-43e3-afb6-123757888b1d	e71904f5-c813-4af6-bbdd-989486f3f74c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:42.450034+00	2026-11-26 00:39:42.450036+00
cb362427-5e80-4d82-b690-69469534b5ac	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:42.463591+00	2026-11-26 00:39:42.463592+00
242dd0d5-943c-4520-be1f-097e43451957	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:42.470521+00	2026-11-26 00:39:42.470522+00
4ac53d6a-31cd-4012-8858-046c34a23e3a	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:42.502225+00	2026-11-26 00:39:42.502226+00
0212c55d-f784-4e7b-92bc-b5045f4eea73	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:42.509272+00	2026-11-26 00:39:42.509273+00
4134d738-2249-4b46-a89b-432978e49cf9	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:42.516277+00	2026-11-26 00:39:42.516278+00
7ec72d64-d649-49da-90f2-1d34efa6a689	0177d8bc-265c-4a56-b302-2c845cd5d476	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:42.552225+00	2026-11-26 00:39:42.552226+00
6ab2c0b0-cb10-4e69-b877-1540dd3221a4	0177d8bc-265c-4a56-b302-2c845cd5d476	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:42.583801+00	2026-11-26 00:39:42.583802+00
d425c21c-1507-450e-9e0d-6e96d32f6972	0177d8bc-265c-4a56-b302-2c845cd5d476	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:42.590797+00	2026-11-26 00:39:42.590798+00
fe3f1a65-5a1c-4333-a6b1-631af12efd87	0177d8bc-265c-4a56-b302-2c845cd5d476	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:42.597732+00	2026-11-26 00:39:42.597733+00
32b96ffe-3036-4748-b9d7-169840ea7b47	0177d8bc-265c-4a56-b302-2c845cd5d476	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:42.628827+00	2026-11-26 00:39:42.628829+00
8369f6d2-391d-4896-80e2-42af8981b0d2	0c69616f-8da7-4752-903e-8f887e40b2c5	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:42.63877+00	2026-11-26 00:39:42.638771+00
0767d499-3f3c-4371-8779-9df4419ca628	0c69616f-8da7-4752-903e-8f887e40b2c5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:42.64489+00	2026-11-26 00:39:42.644891+00
d862a4df-1f2c-4873-a6e7-effb9680b270	0c69616f-8da7-4752-903e-8f887e40b2c5	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:42.650981+00	2026-11-26 00:39:42.650982+00
104e74e5-ad4b-42fb-81eb-f10c7f438bcf	0c69616f-8da7-4752-903e-8f887e40b2c5	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:42.667927+00	2026-11-26 00:39:42.667928+00
621b1d3e-8180-402f-b687-938a03ba6004	0c69616f-8da7-4752-903e-8f887e40b2c5	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:42.674495+00	2026-11-26 00:39:42.674496+00
d3f6bab9-b3d7-4f72-95c5-74e62e9d9e4c	74defb3d-6c25-493e-8063-9cf7ebee9855	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:42.684628+00	2026-11-26 00:39:42.684629+00
8484a191-12fe-415e-8d23-06d7d0e39d82	74defb3d-6c25-493e-8063-9cf7ebee9855	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:42.72256+00	2026-11-26 00:39:42.722561+00
dcaa757d-9a29-4125-98bc-b2188517e593	74defb3d-6c25-493e-8063-9cf7ebee9855	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:42.729416+00	2026-11-26 00:39:42.729417+00
98ddc085-e558-433b-972c-4292329e2e95	74defb3d-6c25-493e-8063-9cf7ebee9855	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:42.736164+00	2026-11-26 00:39:42.736165+00
1511e6bc-9870-42fa-af05-8da6fa9b426a	8ba303ab-9f0f-4821-9ba1-986a4973e908	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.75999+00	2026-11-26 00:39:42.759991+00
bd29759a-bca7-4681-8788-2e4bbf73c6a1	8ba303ab-9f0f-4821-9ba1-986a4973e908	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:42.767029+00	2026-11-26 00:39:42.76703+00
d65db955-9bda-4ed8-8edc-7f311a33da82	8ba303ab-9f0f-4821-9ba1-986a4973e908	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:42.773735+00	2026-11-26 00:39:42.773736+00
acb00d4c-5aef-44ba-8d4f-8bc21baf3a40	1a5c7393-daed-4a1e-b986-edf53c7d386a	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.799255+00	2026-11-26 00:39:42.799256+00
25de71aa-d0fb-4021-a606-cab8b5c94359	1a5c7393-daed-4a1e-b986-edf53c7d386a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:42.810608+00	2026-11-26 00:39:42.810609+00
0dccbaaa-5247-4cf0-8d5e-015343a35648	1a5c7393-daed-4a1e-b986-edf53c7d386a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:42.817358+00	2026-11-26 00:39:42.817359+00
1219c4d5-1a66-4408-b229-2e75a3ee6165	ec8fe836-b836-4384-a791-3bb9eb850006	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:42.827903+00	2026-11-26 00:39:42.827904+00
c17e4a56-9a88-47b3-8089-beff35e70751	ec8fe836-b836-4384-a791-3bb9eb850006	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:42.834588+00	2026-11-26 00:39:42.834589+00
a79b3189-e83c-4ca7-8384-f5b9b31ee7a2	ec8fe836-b836-4384-a791-3bb9eb850006	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:42.865558+00	2026-11-26 00:39:42.865559+00
3eb50354-fe28-4b9a-838a-7e09c7ca0694	1821daaa-6377-4cd0-8128-4d1b23fcfc07	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.875871+00	2026-11-26 00:39:42.875872+00
ad916266-e588-43e1-b39b-5bd3d0161ad5	1821daaa-6377-4cd0-8128-4d1b23fcfc07	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:42.882557+00	2026-11-26 00:39:42.882558+00
999515b9-0495-48fc-abc4-e1b1b46b743e	1821daaa-6377-4cd0-8128-4d1b23fcfc07	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:42.889355+00	2026-11-26 00:39:42.889356+00
6eb17e3e-104b-45b9-906b-d4c97effe959	35494c62-0df4-499f-a3ff-9e482b42f0a9	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:42.899555+00	2026-11-26 00:39:42.899556+00
3cef194e-8300-475d-98d5-50db35c07f26	35494c62-0df4-499f-a3ff-9e482b42f0a9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:42.931171+00	2026-11-26 00:39:42.931172+00
64651c81-cc1f-4764-8747-81102da329b3	24eb3e12-bb48-4b28-af26-bdec242130ef	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:42.945285+00	2026-11-26 00:39:42.945286+00
b1ff3354-f932-4f44-80ac-8f8e891d7842	24eb3e12-bb48-4b28-af26-bdec242130ef	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:42.962765+00	2026-11-26 00:39:42.962766+00
26ae258e-c815-4aaa-886e-48df61084fe5	24eb3e12-bb48-4b28-af26-bdec242130ef	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:42.969424+00	2026-11-26 00:39:42.969425+00
9f8e973a-f1d5-4a04-ad1c-2d4559f6db25	24eb3e12-bb48-4b28-af26-bdec242130ef	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:42.976166+00	2026-11-26 00:39:42.976167+00
a72707c6-d364-4369-b73f-e9efa839af9b	9c13c315-3e84-43c6-8a48-a5b95fe9ce48	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:43.008012+00	2026-11-26 00:39:43.008013+00
5ce1484e-cbf8-4e7e-a837-d343eaf3356d	9c13c315-3e84-43c6-8a48-a5b95fe9ce48	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:43.01486+00	2026-11-26 00:39:43.014861+00
71728bdc-4088-4c1b-b016-38b1731ced09	9c13c315-3e84-43c6-8a48-a5b95fe9ce48	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:43.021728+00	2026-11-26 00:39:43.021729+00
1e1e227f-8140-4c35-b481-4ec9a0e1fef8	9c13c315-3e84-43c6-8a48-a5b95fe9ce48	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:43.03182+00	2026-11-26 00:39:43.031821+00
39ca5c3a-1ccb-494a-9701-6b4dac4e5217	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:43.041872+00	2026-11-26 00:39:43.041873+00
39ac9114-20eb-4d28-8a5f-788504d5e543	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:43.048348+00	2026-11-26 00:39:43.048349+00
97f9ab7a-d7b9-4cc7-8aef-05278c812339	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.07278+00	2026-11-26 00:39:43.072781+00
8223d053-8669-41cd-bd74-4cedfc8bb7b3	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:43.079553+00	2026-11-26 00:39:43.079554+00
5a5e2fc4-fc53-4d92-843c-481406f68c06	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:43.086264+00	2026-11-26 00:39:43.086265+00
e0b86e41-331a-42b3-83d7-8b70c19f5e9e	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.107882+00	2026-11-26 00:39:43.107882+00
bc12175a-527b-434b-8c88-c397e950b3eb	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:43.139151+00	2026-11-26 00:39:43.139152+00
13a7854f-0528-47ea-b893-e4bd47a16d52	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.146067+00	2026-11-26 00:39:43.146068+00
f50ab2af-bd15-40ec-9625-75b9482582bd	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:43.152993+00	2026-11-26 00:39:43.152994+00
d763457b-2630-45eb-ae03-5c9862ffa6ab	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:43.191272+00	2026-11-26 00:39:43.191273+00
d54ea595-7065-4248-a7d7-7167f3be20f4	f4a91756-b24e-45be-9458-1a569d876191	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:43.203594+00	2026-11-26 00:39:43.203595+00
3fa6649c-3270-435e-b93d-a11286a5edaa	f4a91756-b24e-45be-9458-1a569d876191	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:43.210342+00	2026-11-26 00:39:43.210343+00
041c7e49-4189-4d9e-abe9-bb8d7515d970	f4a91756-b24e-45be-9458-1a569d876191	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:43.217027+00	2026-11-26 00:39:43.217027+00
cd78ddb7-218e-49c9-af38-79b8f029e83f	b6f15833-b484-449b-b4b0-e5b9d27ba5d3	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.230451+00	2026-11-26 00:39:43.230452+00
1108b118-5325-4cc9-aefd-88b4f5af4022	b6f15833-b484-449b-b4b0-e5b9d27ba5d3	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.237206+00	2026-11-26 00:39:43.237207+00
acfadb4f-e793-4e85-90b0-03fba7620b69	b6f15833-b484-449b-b4b0-e5b9d27ba5d3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:43.24767+00	2026-11-26 00:39:43.247671+00
ae9339f7-f19d-4f84-8541-a5c8b3e56d93	bfeb8307-065f-487b-aad0-616ad31bd229	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.276813+00	2026-11-26 00:39:43.276814+00
4096246c-b78c-4c57-9633-3e1621cf4441	bfeb8307-065f-487b-aad0-616ad31bd229	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:43.288004+00	2026-11-26 00:39:43.288005+00
7c78db30-0f39-4ee8-bad4-d88ea50d011e	a02c260b-1d04-442c-8f12-c626e8437b41	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.298226+00	2026-11-26 00:39:43.298227+00
cd549698-de3d-4950-b879-ed645c223d51	a02c260b-1d04-442c-8f12-c626e8437b41	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.30478+00	2026-11-26 00:39:43.304781+00
71206905-a06e-4ba4-95e4-6c4898483d94	aec22532-a3e2-4549-987a-ce774316d74d	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.342739+00	2026-11-26 00:39:43.34274+00
4aeac169-bf4f-4c7b-824b-afacaf963e38	aec22532-a3e2-4549-987a-ce774316d74d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:43.349629+00	2026-11-26 00:39:43.34963+00
4ee80137-2d70-47ed-895b-a7ac298b4ff0	aec22532-a3e2-4549-987a-ce774316d74d	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.367682+00	2026-11-26 00:39:43.367683+00
8081edcf-7235-43b8-870b-57bebbecb1aa	aec22532-a3e2-4549-987a-ce774316d74d	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:43.374358+00	2026-11-26 00:39:43.374359+00
2fcb3581-d998-41fa-81a1-2891e262d1b1	aec22532-a3e2-4549-987a-ce774316d74d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:43.381112+00	2026-11-26 00:39:43.381113+00
07b7c4d7-fc72-4657-83b2-e29b916da224	d5865247-716d-406a-9116-ed5adfa34749	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.405897+00	2026-11-26 00:39:43.405898+00
e6643d5b-db09-4c99-bc8f-c351cc93e40c	d5865247-716d-406a-9116-ed5adfa34749	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:43.431569+00	2026-11-26 00:39:43.43157+00
b2c2eb98-8749-4c74-b168-1deb08c1d503	d5865247-716d-406a-9116-ed5adfa34749	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:43.43845+00	2026-11-26 00:39:43.438451+00
a4ef18a9-5aaa-4b12-b90a-31daf8cb5a6d	d5865247-716d-406a-9116-ed5adfa34749	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:43.445347+00	2026-11-26 00:39:43.445348+00
6b3832bb-ca3f-4939-b045-2065e4d40ba1	d5865247-716d-406a-9116-ed5adfa34749	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:43.470704+00	2026-11-26 00:39:43.470705+00
50694d9c-ecfb-4920-8d08-622674d70fc7	ee161cd2-5255-43be-9055-25bc6bb29ba2	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:43.480967+00	2026-11-26 00:39:43.480968+00
2a4524dd-bcf0-439b-af60-5aab430f35b1	ee161cd2-5255-43be-9055-25bc6bb29ba2	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.48769+00	2026-11-26 00:39:43.487691+00
ffc723b4-570b-4d90-bc34-ea843bdad186	02a3b328-568b-4b47-a3fb-25d7e901b4e0	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:43.522492+00	2026-11-26 00:39:43.522492+00
74ae7166-df85-4853-8f08-50df1bf40004	02a3b328-568b-4b47-a3fb-25d7e901b4e0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:43.529408+00	2026-11-26 00:39:43.529409+00
ebe8efe3-54bf-443f-b477-609f990718dd	02a3b328-568b-4b47-a3fb-25d7e901b4e0	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:43.573341+00	2026-11-26 00:39:43.573342+00
b4a2d14e-f95e-4896-8c99-a1c059e08dae	02a3b328-568b-4b47-a3fb-25d7e901b4e0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:43.579951+00	2026-11-26 00:39:43.579952+00
e2c7d7b2-1e29-4817-9aea-510cbb02de10	c15bbeee-f3af-486f-a9b4-dac42e7d396c	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:43.615499+00	2026-11-26 00:39:43.6155+00
bdd6f611-4957-48e3-80a7-419c8bc72ed5	c15bbeee-f3af-486f-a9b4-dac42e7d396c	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.626834+00	2026-11-26 00:39:43.626835+00
9aafbb13-0d39-4a95-86f4-eca282f0370c	c15bbeee-f3af-486f-a9b4-dac42e7d396c	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:43.633513+00	2026-11-26 00:39:43.633514+00
91c858a5-9790-42a3-9c7f-fd7109f5ab6f	c15bbeee-f3af-486f-a9b4-dac42e7d396c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:43.657736+00	2026-11-26 00:39:43.657737+00
bc6cfe68-e08a-4bb5-a805-ad31889fe33f	25fcba05-060c-4adc-bfa4-c874b5741e92	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:43.670928+00	2026-11-26 00:39:43.670929+00
97ba2013-b7ff-4490-88b4-ccb06c565bb4	25fcba05-060c-4adc-bfa4-c874b5741e92	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:43.67773+00	2026-11-26 00:39:43.677731+00
5e65ddd7-6147-46fe-a648-179242ea4266	25fcba05-060c-4adc-bfa4-c874b5741e92	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:43.702913+00	2026-11-26 00:39:43.702914+00
afdedad8-76ae-45cd-b978-0eea5bcdd9a0	25fcba05-060c-4adc-bfa4-c874b5741e92	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:43.709862+00	2026-11-26 00:39:43.709863+00
a6471a80-a80c-4082-824a-9df520d5e653	702d3f23-83c0-42ac-ab65-07c83b1435c7	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:43.720423+00	2026-11-26 00:39:43.720424+00
63fe0125-646b-4d1a-a597-17f78143a35d	702d3f23-83c0-42ac-ab65-07c83b1435c7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:43.727375+00	2026-11-26 00:39:43.727376+00
3d72dcf5-a5d9-4e66-a683-9295c5112807	702d3f23-83c0-42ac-ab65-07c83b1435c7	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:43.75248+00	2026-11-26 00:39:43.752481+00
ffbe551f-798e-42e3-90ff-781782d50f85	702d3f23-83c0-42ac-ab65-07c83b1435c7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:43.759224+00	2026-11-26 00:39:43.759225+00
a0639d2b-0bf0-4c8c-8e59-c7429ab7674b	66c397fc-d50a-4696-8e5e-69a02573305f	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:43.794352+00	2026-11-26 00:39:43.794353+00
ed884097-46ae-4608-bbfc-2fbb4036dd51	66c397fc-d50a-4696-8e5e-69a02573305f	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:43.801249+00	2026-11-26 00:39:43.80125+00
594ee9b1-d6a7-4d5f-ba52-20eb8df89194	66c397fc-d50a-4696-8e5e-69a02573305f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:43.827837+00	2026-11-26 00:39:43.827838+00
ccbe4907-a7e5-47b3-a75a-dce1e0fb3964	bda819ba-70db-45e1-977d-0baf21a032c8	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:43.838338+00	2026-11-26 00:39:43.838339+00
f058b2fc-6de3-49b0-9bba-a246781a05f3	bda819ba-70db-45e1-977d-0baf21a032c8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4	2026-11-26 00:39:43.845147+00	2026-11-26 00:39:43.845148+00
e00dfa36-29b3-4c5e-9b32-49f5e23e562f	bda819ba-70db-45e1-977d-0baf21a032c8	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:43.851947+00	2026-11-26 00:39:43.851947+00
bdf18b37-c50b-42e0-8c26-336e89962d4f	bda819ba-70db-45e1-977d-0baf21a032c8	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:43.875651+00	2026-11-26 00:39:43.875652+00
6a61aed5-5185-4beb-8629-4f54f4b8ee9e	3f475f6f-4edc-491e-94c2-a56a26269ab4	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:43.887675+00	2026-11-26 00:39:43.887676+00
f516053c-e7a8-4d2a-9393-6445bbbe9d0b	3f475f6f-4edc-491e-94c2-a56a26269ab4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:43.89431+00	2026-11-26 00:39:43.89431+00
5bb2e3be-d5e4-4ffb-b851-95c96907c16b	3f475f6f-4edc-491e-94c2-a56a26269ab4	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.901094+00	2026-11-26 00:39:43.901095+00
2754e4e6-fafb-4936-bead-d62afc5ba4e1	3f475f6f-4edc-491e-94c2-a56a26269ab4	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:43.932631+00	2026-11-26 00:39:43.932632+00
68718d4e-c0ef-4e7c-a18c-b79c40dc294a	3f475f6f-4edc-491e-94c2-a56a26269ab4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:43.939428+00	2026-11-26 00:39:43.939429+00
89d3f6b6-0c19-4bed-af04-4b2ef3ce7171	10c31940-8024-438f-a342-a52ca5d2c3dc	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.952875+00	2026-11-26 00:39:43.952876+00
e921afa4-f4ef-4078-a2b9-10c16d34fce7	10c31940-8024-438f-a342-a52ca5d2c3dc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:43.959704+00	2026-11-26 00:39:43.959704+00
d3f1742f-2f1a-4d47-bdfa-b8db1e5b0096	10c31940-8024-438f-a342-a52ca5d2c3dc	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:43.984815+00	2026-11-26 00:39:43.984816+00
6e8cfa57-7cfb-4ae8-bf5c-6c8877298887	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:43.99521+00	2026-11-26 00:39:43.99521+00
ebb241ee-455b-4075-899d-c0e2eff74d38	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:44.020027+00	2026-11-26 00:39:44.020028+00
a9ea0c1c-41c2-4250-ad13-8affcf4e0372	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:44.026807+00	2026-11-26 00:39:44.026808+00
858ec5a7-a927-4c7f-bd57-7ec9fa9257b9	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:44.033503+00	2026-11-26 00:39:44.033504+00
8dc5a546-62de-44d3-b05c-498e1955ddad	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:44.07425+00	2026-11-26 00:39:44.074251+00
f4eab2d2-5375-4f72-8d7a-171bc2e1ade5	71db5675-2fed-4901-b6e3-aea4b057152e	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:44.08446+00	2026-11-26 00:39:44.084461+00
8b922874-fd1b-4c98-988d-12c6c43b9ff9	71db5675-2fed-4901-b6e3-aea4b057152e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:44.091122+00	2026-11-26 00:39:44.091123+00
88607f90-dd08-483b-90d0-175def8e9bc1	71db5675-2fed-4901-b6e3-aea4b057152e	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:44.097853+00	2026-11-26 00:39:44.097854+00
46b7d602-abe6-46ec-9fef-819267df466f	71db5675-2fed-4901-b6e3-aea4b057152e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:44.104671+00	2026-11-26 00:39:44.104672+00
ae055470-a61e-4895-ba11-84c46adf19fe	3a2805fc-10af-481c-918f-0f30a3f17790	8667fde8-51f4-4668-acda-666c39fac296	3	2026-11-26 00:39:44.115091+00	2026-11-26 00:39:44.115092+00
49a05d9e-b34e-4bec-83d0-91698948b61d	3a2805fc-10af-481c-918f-0f30a3f17790	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	3	2026-11-26 00:39:44.121829+00	2026-11-26 00:39:44.12183+00
b175c47c-1556-474f-ac96-e53a18f11b87	3a2805fc-10af-481c-918f-0f30a3f17790	438da4bd-3fc2-4144-a693-478a3920216a	2	2026-11-26 00:39:44.146656+00	2026-11-26 00:39:44.146656+00
b10f9ead-46eb-442a-8dd5-c27f07fa79d5	3a2805fc-10af-481c-918f-0f30a3f17790	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:44.153519+00	2026-11-26 00:39:44.15352+00
0f572c4e-bff3-4914-a51b-f9738a04a30b	3a2805fc-10af-481c-918f-0f30a3f17790	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:44.160527+00	2026-11-26 00:39:44.160528+00
3e406996-764d-429a-981f-90c3c279a36a	a44c5898-9db6-4bee-9757-fb25658457dc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:44.201606+00	2026-11-26 00:39:44.201607+00
be0011b6-38ac-4868-8cd6-e40044473f7b	a44c5898-9db6-4bee-9757-fb25658457dc	438da4bd-3fc2-4144-a693-478a3920216a	5	2026-11-26 00:39:44.219536+00	2026-11-26 00:39:44.219537+00
124905c6-e7f4-404a-b9aa-c1ca403608ac	a44c5898-9db6-4bee-9757-fb25658457dc	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:44.226411+00	2026-11-26 00:39:44.226412+00
9ca3afb8-6cd5-4b03-a535-f46851b9a8c7	a44c5898-9db6-4bee-9757-fb25658457dc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	5	2026-11-26 00:39:44.233297+00	2026-11-26 00:39:44.233297+00
3a6bed95-2dfe-4494-ab95-e3a3b01817a0	e5b1c257-f79b-46fc-9ecd-30fed3556202	8667fde8-51f4-4668-acda-666c39fac296	4	2026-11-26 00:39:44.251558+00	2026-11-26 00:39:44.25156+00
e74711f2-725b-42b0-bcac-14917e8ad4eb	e5b1c257-f79b-46fc-9ecd-30fed3556202	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	5	2026-11-26 00:39:44.276668+00	2026-11-26 00:39:44.276669+00
47348caf-310d-443b-9488-ea92cfad4127	e5b1c257-f79b-46fc-9ecd-30fed3556202	438da4bd-3fc2-4144-a693-478a3920216a	4	2026-11-26 00:39:44.283605+00	2026-11-26 00:39:44.283606+00
0fff1cbd-1cf8-4b43-a383-6a5b72d998a0	e5b1c257-f79b-46fc-9ecd-30fed3556202	4244965e-9b1b-4c49-9e91-94bfda871fe6	3	2026-11-26 00:39:44.290477+00	2026-11-26 00:39:44.290478+00
0f187aa0-798a-4e78-998e-c1fc4e09ab93	e5b1c257-f79b-46fc-9ecd-30fed3556202	f2fbddff-0cac-45cd-ab4a-149a8312d81a	4	2026-11-26 00:39:44.309004+00	2026-11-26 00:39:44.309005+00
58fc1afe-74a1-462e-a552-58a198869bcb	d2115a5f-d3f8-44f3-b179-2455c91e73aa	8667fde8-51f4-4668-acda-666c39fac296	5	2026-11-26 00:39:44.319132+00	2026-11-26 00:39:44.319133+00
dc6b3693-6858-4589-9e7e-4af6ab7adaaf	d2115a5f-d3f8-44f3-b179-2455c91e73aa	438da4bd-3fc2-4144-a693-478a3920216a	3	2026-11-26 00:39:44.325948+00	2026-11-26 00:39:44.325948+00
45044426-89b1-494f-9dcc-5c624cc7a11d	d2115a5f-d3f8-44f3-b179-2455c91e73aa	4244965e-9b1b-4c49-9e91-94bfda871fe6	5	2026-11-26 00:39:44.351698+00	2026-11-26 00:39:44.351699+00
03269364-efee-4924-9c3b-114b7a9fb604	d2115a5f-d3f8-44f3-b179-2455c91e73aa	f2fbddff-0cac-45cd-ab4a-149a8312d81a	3	2026-11-26 00:39:44.358586+00	2026-11-26 00:39:44.358587+00
21107954-3d37-4557-bbdf-287292cd6fdd	33c4deeb-3fd9-4316-9e2c-abeea63cc12d	4244965e-9b1b-4c49-9e91-94bfda871fe6	4	2026-11-26 00:39:44.36896+00	2026-11-26 00:39:44.368961+00
\.


--
-- Data for Name: eats_reports; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_reports (id, subject, subject_id, reporter_id, reason, note, created_at) FROM stdin;
\.


--
-- Data for Name: eats_restaurant_deletions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_restaurant_deletions (id, deleted_at) FROM stdin;
\.


--
-- Data for Name: eats_restaurants; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_restaurants (id, source_key, added_by, name, name_key, kind, cuisines, address, lat, lon, country, phone, website, opening_hours, diets, price_level, created_at, updated_at, lat_band, time_zone, rating_sum, rating_count, hidden) FROM stdin;
3e7e4e0e-3fb7-4b62-a995-d25b6237f5f3	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		50.08068295996179	14.438935656808098	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:41.48845+00	2026-11-26 00:39:41.692674+00	5008	Europe/Prague	61	17	f
d63815f6-e0cf-4ddc-b62b-516ba4c7377f	\N	8667fde8-51f4-4668-acda-666c39fac296	Ramen Ya	ramen ya	restaurant	ramen		59.34008298639223	18.07641194103121	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:39:30.868039+00	2026-11-26 00:39:31.176624+00	5934	Europe/Stockholm	72	18	f
c83c33f8-f796-4dec-9ff8-2d049ca66df6	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Forno Rosso	forno rosso	restaurant	pizza		59.341046821849034	18.063809873359787	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:31.179278+00	2026-11-26 00:39:31.429858+00	5934	Europe/Stockholm	78	20	f
8c5a9c2e-7827-4d73-96bd-3e9188756cb9	\N	438da4bd-3fc2-4144-a693-478a3920216a	Husmanskrogen	husmanskrogen	restaurant	swedish		59.32849464582402	18.048253046819127	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:31.444087+00	2026-11-26 00:39:31.710917+00	5932	Europe/Stockholm	68	16	f
7d160d2c-702e-4ea2-ac3b-69ab2faaa97f	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Pho Saigon	pho saigon	restaurant	vietnamese		59.32149174361267	18.070379973668764	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:31.732009+00	2026-11-26 00:39:32.024622+00	5932	Europe/Stockholm	79	18	f
7627d3a8-547c-480f-b6e4-d9b77da97c4e	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Curry Garden	curry garden	restaurant	indian		59.332088195455064	18.05571709933554	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:39:32.027276+00	2026-11-26 00:39:32.273452+00	5933	Europe/Stockholm	80	20	f
02006692-c336-43af-8eb8-bd6f2aacbc8c	\N	8667fde8-51f4-4668-acda-666c39fac296	Burger Joint	burger joint	restaurant	burger		59.33366091359459	18.0545726940054	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:32.300951+00	2026-11-26 00:39:32.48587+00	5933	Europe/Stockholm	48	12	f
21910800-8a10-4877-b553-1e6111d0edee	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Kaffebaren	kaffebaren	cafe	coffee_shop		59.34087670137972	18.071833566266605	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:32.502023+00	2026-11-26 00:39:32.743571+00	5934	Europe/Stockholm	72	17	f
cef0d802-3974-4323-ba56-f993d0dd42d2	\N	438da4bd-3fc2-4144-a693-478a3920216a	Noodle Bar Ichi	noodle bar ichi	restaurant	ramen		59.32729801707542	18.07181332055052	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:32.746176+00	2026-11-26 00:39:32.997069+00	5932	Europe/Stockholm	72	18	f
edfbf853-4eb5-49e7-b206-b0fe43ddb644	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		59.32234734286152	18.071326965056414	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:39:33.024396+00	2026-11-26 00:39:33.30777+00	5932	Europe/Stockholm	74	19	f
b8f2c380-cc2c-4c62-91d4-9f50ca3e7c79	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Kvarterskrogen	kvarterskrogen	restaurant	swedish		59.32117973068942	18.057323983550987	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:33.336163+00	2026-11-26 00:39:33.598412+00	5932	Europe/Stockholm	64	17	f
ee08931d-a820-4937-b2bb-661ecca5a36c	\N	8667fde8-51f4-4668-acda-666c39fac296	Banh Mi Shop	banh mi shop	restaurant	vietnamese		59.325752498220766	18.0858112309661	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:33.601091+00	2026-11-26 00:39:33.783151+00	5932	Europe/Stockholm	51	13	f
dc4b121a-1eb2-4961-9ce3-14b561e3a611	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Tandoor Nights	tandoor nights	restaurant	indian		59.334147129870416	18.039005896017898	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:33.786077+00	2026-11-26 00:39:34.012547+00	5933	Europe/Stockholm	64	16	f
adf0613a-4c9c-465a-a8cd-aceee95b098d	\N	438da4bd-3fc2-4144-a693-478a3920216a	Smash Brothers	smash brothers	restaurant	burger		59.331017589664945	18.06535059356895	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:39:34.01525+00	2026-11-26 00:39:34.237213+00	5933	Europe/Stockholm	50	13	f
5b2e3866-3e28-4138-8c05-e21174b69874	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Bean There	bean there	cafe	coffee_shop		59.32314908096023	18.079773035246262	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:34.239922+00	2026-11-26 00:39:34.445301+00	5932	Europe/Stockholm	49	13	f
2c7f9f97-08fa-4568-9207-463c71362a8f	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Tonkotsu House	tonkotsu house	restaurant	ramen		59.33219206805871	18.08111719278463	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:34.460398+00	2026-11-26 00:39:34.806983+00	5933	Europe/Stockholm	82	21	f
9aabe339-3124-4995-a1ab-3198610ffb34	\N	8667fde8-51f4-4668-acda-666c39fac296	Slice Club	slice club	restaurant	pizza		59.32964176720754	18.088888532425017	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:34.810063+00	2026-11-26 00:39:34.988908+00	5932	Europe/Stockholm	53	14	f
068871f9-e678-4c46-bee9-6ec2d9c059a2	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Pelikanen Bistro	pelikanen bistro	restaurant	swedish		59.32076338611202	18.077375228168876	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:39:34.991543+00	2026-11-26 00:39:35.242685+00	5932	Europe/Stockholm	70	19	f
6e62c902-c3a9-473d-b0a6-ef120ec8761c	\N	438da4bd-3fc2-4144-a693-478a3920216a	Banh Mi Shop	banh mi shop	restaurant	vietnamese		50.079733156918245	14.404454057884777	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:41.695855+00	2026-11-26 00:39:41.948317+00	5007	Europe/Prague	69	17	f
ddc4f364-454a-419e-a66b-d69d26dde30f	\N	438da4bd-3fc2-4144-a693-478a3920216a	Hanoi Kitchen	hanoi kitchen	restaurant	vietnamese		59.34338072806007	18.078664719522294	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:35.245357+00	2026-11-26 00:39:35.487767+00	5934	Europe/Stockholm	78	18	f
14ec19b2-b74e-47e1-a7c0-b784122d793d	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Smash Brothers	smash brothers	restaurant	burger		50.07746261848624	14.435239720305049	CZ	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:39:41.951426+00	2026-11-26 00:39:42.190513+00	5007	Europe/Prague	67	16	f
a3712bf5-81b8-4aed-9c03-ad0ec59acff9	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Masala House	masala house	restaurant	indian		59.33430060796824	18.068332926501398	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:35.50156+00	2026-11-26 00:39:35.740438+00	5933	Europe/Stockholm	60	16	f
9ab8537f-7616-489c-b5be-cb5fa93bc0ba	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bean There	bean there	cafe	coffee_shop		50.07478757973959	14.416329028110226	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:42.193711+00	2026-11-26 00:39:42.394454+00	5007	Europe/Prague	55	14	f
23f89769-b48d-446f-8bca-04ca914d9118	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Grill Corner	grill corner	restaurant	burger		59.3352722427814	18.06761998137381	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:35.743235+00	2026-11-26 00:39:35.937521+00	5933	Europe/Stockholm	67	16	f
21804dcd-1675-4538-ac0d-f7d6ed4d5f1c	\N	8667fde8-51f4-4668-acda-666c39fac296	Hospoda Na Rohu	hospoda na rohu	restaurant	czech		50.074754927943474	14.418171323149522	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:42.416171+00	2026-11-26 00:39:42.737274+00	5007	Europe/Prague	92	22	f
0edee386-2aab-4c17-bf61-0fe8ecd198fe	\N	8667fde8-51f4-4668-acda-666c39fac296	Café Lumen	cafe lumen	cafe	coffee_shop		59.34046823678605	18.04984109679549	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:39:35.940168+00	2026-11-26 00:39:36.145333+00	5934	Europe/Stockholm	74	16	f
b6eb6ad6-fd9d-4e8d-ad88-aa1b9ae48690	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Slice Club	slice club	restaurant	pizza		50.087744281314066	14.407518847588904	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:42.751718+00	2026-11-26 00:39:42.932247+00	5008	Europe/Prague	57	14	f
357e6d1a-129e-4f40-a672-cfe6ecd1926a	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Ramen Ya	ramen ya	restaurant	ramen		59.334603307691765	18.067245581155703	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:36.171984+00	2026-11-26 00:39:36.475236+00	5933	Europe/Stockholm	84	21	f
24210fba-1f1d-44fe-bc0f-dbab15103f9e	\N	438da4bd-3fc2-4144-a693-478a3920216a	Hanoi Kitchen	hanoi kitchen	restaurant	vietnamese		50.07702065206488	14.42043133474931	CZ	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:39:42.93708+00	2026-11-26 00:39:43.192361+00	5007	Europe/Prague	75	18	f
cba3c55c-11b0-4ccb-a171-3370df140165	\N	438da4bd-3fc2-4144-a693-478a3920216a	Forno Rosso	forno rosso	restaurant	pizza		59.343391733088865	18.074397231548005	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:36.477858+00	2026-11-26 00:39:36.690386+00	5934	Europe/Stockholm	71	18	f
5779a82f-eb97-4d23-a16c-b41a7d17e683	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Grill Corner	grill corner	restaurant	burger		50.08949763319468	14.42317333895744	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:43.195368+00	2026-11-26 00:39:43.305855+00	5008	Europe/Prague	46	10	f
f6a5e604-9c26-429b-bd15-71ccc07a90e8	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Husmanskrogen	husmanskrogen	restaurant	swedish		59.33847414275752	18.086203239875545	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:36.697676+00	2026-11-26 00:39:36.963314+00	5933	Europe/Stockholm	88	20	f
cc26768d-4784-4685-a06f-9faac2bd2324	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Café Lumen	cafe lumen	cafe	coffee_shop		50.07772096055977	14.428619521043629	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:43.334581+00	2026-11-26 00:39:43.581014+00	5007	Europe/Prague	65	16	f
a14d0fac-3b26-4b5f-8096-6d9fdc354a7a	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Pho Saigon	pho saigon	restaurant	vietnamese		59.33014730595381	18.055403172220622	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:39:36.977401+00	2026-11-26 00:39:37.261196+00	5933	Europe/Stockholm	65	16	f
0d9db2ef-dc0a-455c-98c9-1af39479ab91	\N	8667fde8-51f4-4668-acda-666c39fac296	U Zlatého tygra	u zlateho tygra	restaurant	czech		50.08039140873798	14.437133141308095	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:43.607618+00	2026-11-26 00:39:43.876753+00	5008	Europe/Prague	74	19	f
135161f4-4b9d-4411-bd7d-59f05a2697c8	\N	8667fde8-51f4-4668-acda-666c39fac296	Curry Garden	curry garden	restaurant	indian		59.33114839757003	18.079730268871003	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:37.26381+00	2026-11-26 00:39:37.527832+00	5933	Europe/Stockholm	83	20	f
9a097e69-65e6-4ee0-a769-cc72905ef614	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Forno Rosso	forno rosso	restaurant	pizza		50.085305364505714	14.410118681352287	CZ	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:39:43.879636+00	2026-11-26 00:39:44.161628+00	5008	Europe/Prague	89	22	f
7d38ae4e-89ac-4ae7-8c4b-59777e439ad2	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Burger Joint	burger joint	restaurant	burger		59.3377996803691	18.07778191019986	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:37.562061+00	2026-11-26 00:39:37.800851+00	5933	Europe/Stockholm	70	17	f
70334767-de28-4eef-a535-cceb60ee29ec	\N	438da4bd-3fc2-4144-a693-478a3920216a	Kaffebaren	kaffebaren	cafe	coffee_shop		59.33176528954017	18.053951769428977	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:37.82818+00	2026-11-26 00:39:38.002537+00	5933	Europe/Stockholm	54	13	f
e033258f-bcce-4874-be75-e84228024733	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Noodle Bar Ichi	noodle bar ichi	restaurant	ramen		59.337143940374695	18.058609971116198	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:39:38.022519+00	2026-11-26 00:39:38.248007+00	5933	Europe/Stockholm	74	17	f
15ee0e4c-8b8e-4227-9f0b-976f1d48f282	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		59.34205562963221	18.072187295431604	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:38.275097+00	2026-11-26 00:39:38.509183+00	5934	Europe/Stockholm	74	18	f
2ab28436-49b2-4abc-936d-2b02e1ee6842	\N	8667fde8-51f4-4668-acda-666c39fac296	Kvarterskrogen	kvarterskrogen	restaurant	swedish		59.34161000511613	18.05796472346799	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:38.511938+00	2026-11-26 00:39:38.785734+00	5934	Europe/Stockholm	78	20	f
66bda5d4-7af4-4e99-a5b4-fe5c42432c58	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Banh Mi Shop	banh mi shop	restaurant	vietnamese		59.329465782711424	18.056526351071398	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:38.788422+00	2026-11-26 00:39:39.060208+00	5932	Europe/Stockholm	67	16	f
7ceed7bc-17b7-410b-b1a6-e5b31ced8c7a	\N	438da4bd-3fc2-4144-a693-478a3920216a	Pho Saigon	pho saigon	restaurant	vietnamese		50.093278110518845	14.406922440585163	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:44.193498+00	2026-11-26 00:39:44.370043+00	5009	Europe/Prague	60	14	f
0aff161f-59b3-4161-8e86-7ce4026b1020	\N	438da4bd-3fc2-4144-a693-478a3920216a	Tandoor Nights	tandoor nights	restaurant	indian		59.34393201931445	18.06895076868807	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:39:39.062919+00	2026-11-26 00:39:39.374388+00	5934	Europe/Stockholm	83	21	f
2298b823-61f8-4eb1-bdcc-d57b72f77df4	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Smash Brothers	smash brothers	restaurant	burger		59.33516562926115	18.043751326042184	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:39.377135+00	2026-11-26 00:39:39.59745+00	5933	Europe/Stockholm	68	17	f
8df57e68-ddc0-4fb1-9318-230d13519071	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Bean There	bean there	cafe	coffee_shop		59.336501380791326	18.078788916458393	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:39.600253+00	2026-11-26 00:39:39.851222+00	5933	Europe/Stockholm	68	16	f
ca58da5b-1e2b-4e4d-b733-db2fbd202fe9	\N	8667fde8-51f4-4668-acda-666c39fac296	Tonkotsu House	tonkotsu house	restaurant	ramen		59.32820453957366	18.06287971249037	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:39.853813+00	2026-11-26 00:39:40.11902+00	5932	Europe/Stockholm	87	20	f
c0bdd7ce-d935-4ea4-8e8a-976d460b17dc	\N	8667fde8-51f4-4668-acda-666c39fac296	U Zlatého tygra	u zlateho tygra	restaurant	czech		50.07808833912539	14.420494788016867	CZ	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:39:40.122366+00	2026-11-26 00:39:40.31678+00	5007	Europe/Prague	67	16	f
ab0322cd-84c6-41a5-8ba9-b4b71365d561	\N	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Forno Rosso	forno rosso	restaurant	pizza		50.0785771647815	14.437372442104447	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:39:40.320012+00	2026-11-26 00:39:40.56371+00	5007	Europe/Prague	73	18	f
94c86a0b-73ba-45a3-9206-a97ce65b2126	\N	438da4bd-3fc2-4144-a693-478a3920216a	Pho Saigon	pho saigon	restaurant	vietnamese		50.075129316484876	14.414537158510598	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:40.578417+00	2026-11-26 00:39:40.737264+00	5007	Europe/Prague	44	11	f
ffbc2bf4-4b5c-4fca-9b44-74146449b347	\N	4244965e-9b1b-4c49-9e91-94bfda871fe6	Burger Joint	burger joint	restaurant	burger		50.09236182261871	14.417003753478525	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:39:40.76429+00	2026-11-26 00:39:41.030213+00	5009	Europe/Prague	72	17	f
9164b384-6506-49d6-93fe-aeb539596c47	\N	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Kaffebaren	kaffebaren	cafe	coffee_shop		50.08857302787393	14.421440362179055	CZ	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:39:41.03332+00	2026-11-26 00:39:41.24916+00	5008	Europe/Prague	61	15	f
920e4afd-ed0d-46a7-8993-e327fbf7eeda	\N	8667fde8-51f4-4668-acda-666c39fac296	Lokál	lokal	restaurant	czech		50.08801207150959	14.429973502454231	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:39:41.252391+00	2026-11-26 00:39:41.456608+00	5008	Europe/Prague	76	18	f
\.


--
-- Data for Name: eats_review_votes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_review_votes (id, review_id, user_id, helpful, created_at) FROM stdin;
eaeed7cc-586c-4bff-aa01-b1b08aff77a3	52afb2d7-17fc-4bba-890c-0f0f33198c71	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:30.914308+00
be21f5ca-f966-4f45-822e-2420c9a7db1f	52afb2d7-17fc-4bba-890c-0f0f33198c71	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:30.921343+00
9c50cdc0-8558-4c2c-8fae-74608657e21f	52afb2d7-17fc-4bba-890c-0f0f33198c71	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:30.928171+00
f8c8d3c1-f646-4311-8011-3a5fd2da53f9	52b9a288-cb1b-441e-b5d0-f2569750e361	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:30.973269+00
9bc862de-faf1-4df0-a501-57eef0c7c7ac	52b9a288-cb1b-441e-b5d0-f2569750e361	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:30.980044+00
d7945242-3eb8-4938-80aa-c1263f1db9f2	440ead98-5f06-4e84-ad88-fe2590e55dfe	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.0241+00
b1e40c7b-64e3-4038-acfe-feb68f939ebe	440ead98-5f06-4e84-ad88-fe2590e55dfe	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.030922+00
04a5ab1f-74bd-422b-83be-7961fc36e69c	10753e2d-4b66-45ef-b391-3fd04022ff29	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.05574+00
5cd1815f-73bb-45ed-8035-fc8ddcabf66a	10753e2d-4b66-45ef-b391-3fd04022ff29	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.062369+00
4028c71b-fbfc-48d1-bb1b-619565b7ceb5	5461174f-5a7d-459d-89f0-fe983512cc37	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.084345+00
a057c6a3-6a4e-493a-bc5c-7b8b6fb63923	5461174f-5a7d-459d-89f0-fe983512cc37	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.091384+00
89b3a225-7f53-435d-9681-9a3d0bf74ef3	5461174f-5a7d-459d-89f0-fe983512cc37	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.098461+00
f3c98804-ead2-4a40-bfbc-72f1c4ee041e	5461174f-5a7d-459d-89f0-fe983512cc37	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.105493+00
fad63947-5731-45b6-a8d5-0b9ad0c19ce6	7f318cd1-2890-4a1b-ba99-97cd0c1887af	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.155932+00
f1dcb121-c511-4356-8098-3831d1bf7a94	7f318cd1-2890-4a1b-ba99-97cd0c1887af	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.162662+00
e09d2f4b-ce31-45ea-a219-abc914698635	7f318cd1-2890-4a1b-ba99-97cd0c1887af	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.169537+00
3a1ec7c1-fdfb-45b2-911f-ee12707a96dd	08708b0c-9410-48d4-b4a0-790e577033ec	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.230302+00
07ee8db7-2ee6-488a-9b67-6e689b47c308	08708b0c-9410-48d4-b4a0-790e577033ec	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.236839+00
0be0f689-5266-4cf9-8949-d4445c87fb8c	08708b0c-9410-48d4-b4a0-790e577033ec	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.243451+00
ae825791-2614-4ecb-9b47-fc0e00df9fa4	08708b0c-9410-48d4-b4a0-790e577033ec	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.250103+00
ff807a1f-822b-4b6d-ab62-eadd55f535ec	b4c0f05f-6fa9-4ec0-b7f1-4ed3f9248db3	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.28201+00
558bd99f-c6bb-4e4d-83c7-2d50a7d85c98	6cdac536-fc9c-49bc-946f-a26c0c140dcf	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.303674+00
14fd4a6a-bf1a-4ebc-b7b3-e4737f1f2f3e	c4f2ae72-8f58-4b76-919d-cd4debed9a8f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.335705+00
89ab4dc8-e86a-47ed-83ca-7fb28902ebf3	16394ba4-79d5-4a30-86f6-dac3a891c0c9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.372673+00
9d4ce0f9-d7d7-4eb2-af5a-7373ab111dfe	16394ba4-79d5-4a30-86f6-dac3a891c0c9	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.379598+00
80830d10-7050-4d8e-8ae1-04d660ea2b2b	ed39e007-6366-4a6f-91fc-6fbf087cfd23	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.441241+00
aec3f31f-da02-4924-b6ef-562a9382e2b8	3a3bc804-4b71-4822-a772-29417a5da7a9	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.478426+00
84f72ecc-a461-4100-b10a-f9b159d5664c	3a3bc804-4b71-4822-a772-29417a5da7a9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.485129+00
cad1acb2-190e-4589-a13f-7de5a2484920	3a3bc804-4b71-4822-a772-29417a5da7a9	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.49201+00
a5ead135-040e-4cd7-960a-affa7b2ad64c	d1d9b6af-a0a8-471a-a99f-bd66f6b7dbb1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.524635+00
00344a61-740f-4a15-bc68-644a06e12eba	d1d9b6af-a0a8-471a-a99f-bd66f6b7dbb1	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.531392+00
3044d42b-de59-434a-922b-55e2ee4e1bda	8dbafc8d-dd68-4c34-bace-7519f728234b	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.557479+00
8a50e6f8-e072-4dd6-bbb7-46827a08b7f0	8dbafc8d-dd68-4c34-bace-7519f728234b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.564165+00
0750fd3b-0b6f-41e8-8f8c-281201fcb706	8dbafc8d-dd68-4c34-bace-7519f728234b	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.571012+00
9526a43d-a68b-4342-9e15-a717c9d8c7dd	2df54d6c-c0d9-4f52-8e26-314b9154b56f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.593223+00
af8b4ec4-993f-4b7b-a0b9-0a158806997e	6b6abe6a-63ec-46b4-aa91-2c0327a3c6cc	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.62871+00
44a4d484-000f-4cad-8978-d80b394bd2b3	6b6abe6a-63ec-46b4-aa91-2c0327a3c6cc	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.635393+00
396958c9-df3e-4270-be7b-309e8fec40a9	8fdc7a62-9277-40be-9c5f-da72644ec698	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.667788+00
995f12fa-32fd-497e-a406-8ec80eb2b88d	8fdc7a62-9277-40be-9c5f-da72644ec698	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.674535+00
845ef9d2-b806-4a44-8aed-34fed9ec708d	62a6d704-dcd5-4a0e-bb17-a59f5b9a51a4	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.696879+00
ff54fd4a-440a-4b28-b449-62b5c048acfd	ffa78a41-34b8-4450-8516-8d1356556296	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.722373+00
98ed6439-4178-405a-b539-c735a8f54ea6	ffa78a41-34b8-4450-8516-8d1356556296	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.729196+00
8db29a50-3f0e-474e-b53b-da41df58fb2f	ea6f37da-8e81-47ac-a957-0d7b08ce17e2	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.752261+00
6f434fa7-df93-40f7-b2a4-d0a4c304330c	ea6f37da-8e81-47ac-a957-0d7b08ce17e2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.758819+00
cc44e11b-f16a-4663-a87f-d67870a66488	08c3f0bf-5473-4d40-b4db-f8c4c5bed7b9	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.791264+00
671b31cc-5f54-470d-a3b0-b813117e2e2e	08c3f0bf-5473-4d40-b4db-f8c4c5bed7b9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.797978+00
e4f183d5-dbcb-4176-944f-8143ba64096b	08c3f0bf-5473-4d40-b4db-f8c4c5bed7b9	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.808727+00
57b1cb1b-dc1d-44ac-8888-e7865b6296c1	08c3f0bf-5473-4d40-b4db-f8c4c5bed7b9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.815106+00
473b725c-abdc-45d7-8d14-91b9ff92e15e	000f1f12-5422-409b-9d25-e1f88913c8d8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.858686+00
b5c3384e-c60d-4846-a7df-457bf9428b10	000f1f12-5422-409b-9d25-e1f88913c8d8	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.865231+00
e4743641-5b98-404d-9009-b3a0302cdf50	8f8e7e6e-0c4c-4d3e-b49b-b2a6bb9e1207	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:31.907079+00
395b03f3-99ee-4acd-934e-8baedd9991cf	8f8e7e6e-0c4c-4d3e-b49b-b2a6bb9e1207	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.913603+00
3e7d4c83-d7d3-42d6-8841-75e62112f785	6fa5ba9b-bc76-428d-bcc2-f2c0ef31462b	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.944306+00
d5ede8c8-b676-47d3-afad-ca24356b930f	6fa5ba9b-bc76-428d-bcc2-f2c0ef31462b	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.950859+00
6d88762f-c5b8-4d18-801e-5f4b679808bb	ebf0d391-3033-4ad9-aa18-d4a4167ae1f3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:31.972552+00
bc233926-dd2d-4d1d-845c-cfe024ed408e	ebf0d391-3033-4ad9-aa18-d4a4167ae1f3	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:31.979152+00
9fd9e1fc-bfa3-4a20-b2d3-2e3600550827	ebf0d391-3033-4ad9-aa18-d4a4167ae1f3	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:31.985686+00
ea3eee3d-227c-48d5-bfbe-6384b6908254	ebf0d391-3033-4ad9-aa18-d4a4167ae1f3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:31.992433+00
29d647e2-b572-4d2a-8dfa-9ae95b1fd1be	c9bf8982-2339-4b65-9e3b-8b79f3d1e680	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.011081+00
75bcc3b4-b5ae-4f9e-b8fb-2bf97af0515c	c9bf8982-2339-4b65-9e3b-8b79f3d1e680	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.017744+00
0fe71cc8-e57a-46a9-8081-cdce502db426	2067203f-b73f-439d-ac2d-97784f161630	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.055854+00
fffbfa64-1ec8-4350-ae74-490dd436544b	2067203f-b73f-439d-ac2d-97784f161630	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.06266+00
1085facf-ea73-408a-9c24-46e8bdf6ce9d	2067203f-b73f-439d-ac2d-97784f161630	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.069403+00
ac17cfb7-1ef2-4c73-ad3e-918246c4b0fa	202858e5-60b2-4419-935c-a29bd76b7eb4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.122319+00
d43e716c-cb67-4911-a9af-64d3b06ca064	14604b6c-7c47-490e-ad86-abae8157cec5	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.164267+00
5945d7ca-af29-4516-ac67-c7eeaf41a567	0442d69d-b6c6-4002-8ec9-761412425182	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.19915+00
f8c4c3d2-6f5c-4aa2-8567-e3ae6b105e71	0442d69d-b6c6-4002-8ec9-761412425182	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.205706+00
249f6dec-32e7-4110-bc75-937ba330839a	b96b4525-6a26-4052-a347-e95f4e4aff31	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.246995+00
9d12a319-e659-400a-9781-a5e31e4a9291	b96b4525-6a26-4052-a347-e95f4e4aff31	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.253478+00
69dfe0ec-92ea-4eb0-a732-b6862b1e18e5	9e6fe48a-1dd8-41c4-8b9f-8de2d0564fe3	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.284565+00
38b657ec-467d-488f-85ad-8e5de5ebd6d8	9e6fe48a-1dd8-41c4-8b9f-8de2d0564fe3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.291425+00
94a5bcdf-31ed-4311-970a-009814cbfae9	9e6fe48a-1dd8-41c4-8b9f-8de2d0564fe3	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.298084+00
7b46cea5-6c52-4f65-a192-dec5992476d8	e4a580a1-2af5-45dd-9ee5-cf6553579e3a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.328746+00
eb56323c-d9e6-4b82-b19a-ff2bb13609bd	5d23ab77-6521-43d5-9c9e-477718ccc8cb	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.353777+00
2f6881e4-3bbf-43b2-a22b-38bb1f9ba843	5d23ab77-6521-43d5-9c9e-477718ccc8cb	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.36045+00
cf74489e-852c-46e8-9079-1be8c595a38c	5d23ab77-6521-43d5-9c9e-477718ccc8cb	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.367103+00
c8e507e6-73ff-4bfb-a747-3875bcc11165	5d23ab77-6521-43d5-9c9e-477718ccc8cb	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.373872+00
8479d536-ab51-45f8-8cb4-bdb05758f418	a9ee06a3-c6e0-4266-9322-740bc7b4073c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.392282+00
fa361574-0166-4164-af36-02da1c5a693f	92b65749-6c8a-4f2c-a215-629b8d297f21	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.464567+00
d95fbc52-c4a5-4da9-9c61-55c9976dec99	92b65749-6c8a-4f2c-a215-629b8d297f21	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.471402+00
a739c1d5-8312-4cc6-812a-2c3591e67d02	5ca99ca9-621a-48d2-b0a4-24dc6d9504d9	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.499026+00
e16b8473-6421-4afc-b522-14293dc61798	3277d53e-1f56-4bb1-964e-602e1efeb24e	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.555219+00
285c9b8c-03a2-4dbc-bd03-03dfb7da8116	3277d53e-1f56-4bb1-964e-602e1efeb24e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.56338+00
902e9c6e-ab35-4929-af79-85a9a40ca47c	3277d53e-1f56-4bb1-964e-602e1efeb24e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.570288+00
7dc99755-4fbe-4838-b6c7-ed2d86346a87	b03c5f09-8185-44a9-8fd4-9d36588419ae	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.616077+00
85e70aa4-7c00-4a5e-b32e-80c318a04fd8	b03c5f09-8185-44a9-8fd4-9d36588419ae	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.622846+00
15fa83b0-c4e7-477d-b19f-36334e76b18c	b03c5f09-8185-44a9-8fd4-9d36588419ae	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.629681+00
ffdcae13-8341-465e-8393-5d298670da63	c411ba8d-38e1-477d-9718-11dfcb289af3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.672112+00
b3d9c0b7-5fbe-4775-a33a-fd483c5db066	c411ba8d-38e1-477d-9718-11dfcb289af3	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.678794+00
5db8fe85-045f-4e62-aa37-ec1a31fb475f	5a71f1ff-15e9-4f52-9b98-012e80851ee7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.701062+00
362205e4-b17b-4c55-882b-1184c6d6d3ec	695953d8-8cbd-439e-9202-5daefbc683f4	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.736865+00
c338fdfd-00f8-4bbe-b701-4b8dffd0d9f5	61ea5e88-8ce6-4dbf-ac16-09585f4efd9a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.779205+00
76af9861-28cc-4e77-84fc-735831257185	61ea5e88-8ce6-4dbf-ac16-09585f4efd9a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.78575+00
0c65533f-686b-46b6-92d1-f20bdd08802b	3d3b1f43-5bdd-43b1-b455-63b833473691	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.823823+00
fec7bf19-f422-44f0-88cf-934159a701e7	588cdc11-79d9-426d-a966-d8140bfd9e8a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.853043+00
1f3c2c41-61b4-4629-aada-5519a59db33e	588cdc11-79d9-426d-a966-d8140bfd9e8a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.859769+00
d92b8ef4-d5e9-4218-9b1f-e897a76a8faa	533f0710-9674-434a-ad20-584b4ff52986	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.885369+00
6437c605-fa52-4217-988b-e928433832c2	eb8e03c3-c907-40c4-96a1-f2b22e77fa92	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:32.921075+00
5fd4b536-1b14-4cfb-8b21-d38687b79239	eb8e03c3-c907-40c4-96a1-f2b22e77fa92	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:32.927803+00
5ad09c29-aeff-48bf-bb55-c2384a9af12f	eb8e03c3-c907-40c4-96a1-f2b22e77fa92	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.934528+00
6848cecf-d4f2-41d0-8d77-d83b9ee0b60a	eb8e03c3-c907-40c4-96a1-f2b22e77fa92	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:32.941066+00
e61f0d20-cb3e-4570-84c9-b9bad9834f4a	65ed2c12-61a4-45ee-ab46-de4dc67c9a5f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:32.983398+00
522fd20b-dd9e-42eb-b497-3e5eca815d0a	65ed2c12-61a4-45ee-ab46-de4dc67c9a5f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:32.99008+00
fe477e9c-afec-4e15-be01-c52f347129bd	a9de35b4-2b7a-43bb-a8bd-9e6ebc0c594b	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.008092+00
221a867b-7a08-49e9-8afc-e23cd53b664d	a9de35b4-2b7a-43bb-a8bd-9e6ebc0c594b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.014754+00
1ca8d088-7b6e-4cae-899c-e14249f0e4c2	a9de35b4-2b7a-43bb-a8bd-9e6ebc0c594b	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.021521+00
4c37bd1e-5865-4f38-b50f-36fbec63d529	6ad75eaa-25ee-4f63-83b0-493a42a874fa	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.065056+00
fc439064-83e0-4df0-98cb-ddbbaa9ae12a	a9192559-2436-48cf-9f28-0bee01fbbf4d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.091498+00
615aa8a1-a2f2-4042-a12d-ceeaffa02f27	5b1c4944-6305-4094-b2f3-e150f83203d1	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.116713+00
53c6dc2f-ac96-4632-9cf3-c89588678ec0	5b1c4944-6305-4094-b2f3-e150f83203d1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.123364+00
ea09f531-df21-4459-8384-b3c15a0ea0b6	5b1c4944-6305-4094-b2f3-e150f83203d1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.130227+00
59d53e06-9cba-4684-bb2b-6dd18a5ba65a	5b1c4944-6305-4094-b2f3-e150f83203d1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.136954+00
bc627dfe-e33e-4d18-b8dc-bb17ad2876f1	963be6ca-ae27-4fc9-b2da-777d6ad3629f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.180441+00
d4889a1d-7a68-47a7-b6db-56eadda1dd2e	963be6ca-ae27-4fc9-b2da-777d6ad3629f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.18723+00
628859a4-8ded-446e-b263-9d5be12c7fd5	963be6ca-ae27-4fc9-b2da-777d6ad3629f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.193962+00
313d42ad-b8c6-475d-9d11-d4b7b7899060	1bdaec51-6b25-4db7-b520-7ad2854642d1	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.237627+00
ce8ead3f-93e1-41cc-b2d5-1c86a9104119	3d43a882-36fa-4ed4-af67-8a4421804f80	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.263227+00
61708f9b-7c63-49f6-893e-6d5bb856e06b	3874e3f2-d37e-4f4a-813a-a28d5c4fd48a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.286123+00
1264958b-c9dc-44e1-a0d9-ff59de9dc1d5	3874e3f2-d37e-4f4a-813a-a28d5c4fd48a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.293252+00
a0aea1ed-4898-44da-944a-e69d93f6bc7d	bc4e8a3c-4a70-46ab-9045-714670536c6d	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.31955+00
0346b8bf-cf7a-4eeb-b73f-e81e2827fe36	bc4e8a3c-4a70-46ab-9045-714670536c6d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.326436+00
a8981f83-e9da-4ebc-8b41-d30f4175c179	bc4e8a3c-4a70-46ab-9045-714670536c6d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.333231+00
61684877-25e6-4b46-820d-cf8c93ec365a	93b33fe8-f4f5-409e-82f0-249399ca49d1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.377942+00
06f7332d-5fce-4d26-83e4-67594852f94c	33df04a5-9601-4d2c-a123-a1b6ec419c3d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.416021+00
2e0157f1-4ac4-420a-a520-aca791875df1	33df04a5-9601-4d2c-a123-a1b6ec419c3d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.422697+00
adc6be6e-19e4-4976-8ae7-5e7d7c59fc7f	dc3266a1-46f9-4b28-9a57-b1601fe95c37	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.451353+00
e184c184-f918-48ba-81e7-828b29bcb7e4	d946c411-1726-4d2d-876d-1a2c56ed548e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.476542+00
61c1e96c-9682-4a10-aef7-f5aa6509da7f	d946c411-1726-4d2d-876d-1a2c56ed548e	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.483252+00
5766e2a0-ab56-4847-9c44-ef741862b785	d946c411-1726-4d2d-876d-1a2c56ed548e	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.489879+00
48146184-e945-4386-b034-a4aed81aae6c	127e6e81-15bf-4ba5-bc47-006cf9d54f9a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.512066+00
eec617c1-1fcd-427e-8bab-6a509c3601c5	127e6e81-15bf-4ba5-bc47-006cf9d54f9a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.518825+00
9a527594-7c4c-42cc-9fba-91e0132b3b71	127e6e81-15bf-4ba5-bc47-006cf9d54f9a	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.525451+00
2d5121b7-9a5b-4fba-8ff9-23140132e89d	127e6e81-15bf-4ba5-bc47-006cf9d54f9a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.532018+00
2aa38dd7-cd29-4a58-9566-6bbb76ca827e	a93c839a-bad4-45e8-be89-85b8491f7ed0	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.574405+00
0657bee2-8738-4417-9f95-09a97d0cc6db	a93c839a-bad4-45e8-be89-85b8491f7ed0	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.584572+00
d591f7ca-cc45-4bfe-9f5a-9e6599109430	6083f6e0-45c4-4e86-903f-fc61f108aea9	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.649998+00
f3ff1f65-9320-469e-b739-9ab7a70d54d9	6083f6e0-45c4-4e86-903f-fc61f108aea9	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.663441+00
db434b13-3784-4b40-8b04-727d6c7ad161	6083f6e0-45c4-4e86-903f-fc61f108aea9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.670124+00
b60bcc6b-f746-4212-9037-76b1e541632d	92ab8147-f897-4dcb-91f0-230790cc86bb	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.699018+00
044adc01-bad8-4d6f-8e99-43e1dc613f31	d35af79c-0a86-48d0-8086-d5ff3b8b38e8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.724044+00
21606315-48a8-4818-bc44-32b9fbe3bcca	adef1e3f-9890-4895-b386-c83a7506a6b9	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.760506+00
9cc9ed7e-803b-4eac-b8a1-c10937317833	adef1e3f-9890-4895-b386-c83a7506a6b9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.767963+00
c9731a71-4747-4345-981f-5a399bb819e0	e4102772-56cd-4704-9129-a929f48e5ddb	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.829749+00
d03fa136-1555-4ae6-94a7-f496bb011a9a	e4102772-56cd-4704-9129-a929f48e5ddb	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.836564+00
795343fc-d7d4-4999-a925-058f6a9b20dc	e4102772-56cd-4704-9129-a929f48e5ddb	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.843414+00
7d6a2af2-0e92-4d35-958d-7818ca818f27	e4102772-56cd-4704-9129-a929f48e5ddb	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.850313+00
c0d16b72-f2dc-4c43-b292-92368b9c17c5	b8a18132-0e57-484a-8f01-cfcb24f1c928	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:33.924434+00
0a25f285-1fb8-4e77-bd94-23df7b529748	b8a18132-0e57-484a-8f01-cfcb24f1c928	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:33.931307+00
10f4f71e-6acf-4272-bc86-363cf953d9ad	9e733f1b-4124-4292-989e-149a2a4584e6	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:33.967925+00
c6ac768a-2aa4-4d7d-afb1-70772418cbba	ac29e586-f4c0-421a-b85e-ee1672eeb7eb	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:33.991936+00
7c1cd24e-779b-417a-8b53-2c879e7870d7	ac29e586-f4c0-421a-b85e-ee1672eeb7eb	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:33.998582+00
29097218-1c7c-49c7-bc2a-a50c7275f4ca	ac29e586-f4c0-421a-b85e-ee1672eeb7eb	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.005385+00
e06684c6-8adc-4f8e-9d2d-2b6e61bef039	ef432cf5-bcc7-4d1d-a610-a5dd10efd82f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:34.036327+00
55524712-299f-4648-8d80-0d3f4b8e9029	ef432cf5-bcc7-4d1d-a610-a5dd10efd82f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.043218+00
c1830881-81f9-49ca-ab27-1156a2e82f6c	5c5a921c-2f83-4e9f-aeb8-89731332292a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.069029+00
20760cfe-b32d-4fe1-a009-8b90ffb090aa	5c5a921c-2f83-4e9f-aeb8-89731332292a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.075702+00
f39b37a3-269e-4030-8a0d-8f01248a71fd	808e0cff-b4c2-46dd-a1bf-e436c4dfc7f6	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.111897+00
448a6efb-5b20-40eb-993c-f477b5645270	808e0cff-b4c2-46dd-a1bf-e436c4dfc7f6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.119534+00
cadc9af2-356a-4dc7-8357-e6d99561bdbc	d7aba866-afcf-4352-b848-5a5b43ac3061	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.15966+00
a1766e85-05b2-4b32-a79e-26f1388e2050	d7aba866-afcf-4352-b848-5a5b43ac3061	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.167855+00
54af5c64-18aa-45be-9fa0-6801b4b80082	ce19dc6c-a847-420c-9e6d-c4c489251acd	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.200166+00
ec30a265-7d07-4891-b8ee-721d27c346c0	ce19dc6c-a847-420c-9e6d-c4c489251acd	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.20763+00
684bcd4d-db9c-4545-bdf9-0460ee8c3a90	ce19dc6c-a847-420c-9e6d-c4c489251acd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.215554+00
4acde11d-455a-403c-a70e-1fae3418bebd	7f40d79d-862b-4d1a-acc7-cb2ef3b4b62d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.270199+00
e31edde0-5f60-4018-a58f-179490dce7bf	7f40d79d-862b-4d1a-acc7-cb2ef3b4b62d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.283953+00
e6a3bddd-d6be-4945-aeb1-cff00c3e8190	3bd866be-1496-4920-a250-af1e5cc6a09f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.317579+00
71d35cb6-3758-4a05-a2b9-4c859e53b20b	3bd866be-1496-4920-a250-af1e5cc6a09f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:34.32443+00
70397adc-d895-4ccd-887b-06c4edc3bfc3	6900b9fd-5561-49d6-900c-b9f41b592bc0	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.357518+00
d5f5a28d-6c89-4a91-a432-54d3d4ee55f2	6900b9fd-5561-49d6-900c-b9f41b592bc0	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:34.364425+00
0bb1455b-503f-491f-9bad-8d4bc417af9c	6900b9fd-5561-49d6-900c-b9f41b592bc0	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.371637+00
3ac5c0b6-792a-46ed-a673-5f53ffb46519	0134340a-f251-401e-809f-d4a5c3bc3e42	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:34.395261+00
a10815f4-43de-411b-8ef4-c89963bbfb5f	0134340a-f251-401e-809f-d4a5c3bc3e42	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.402363+00
c38aa1fb-06bf-4021-be77-9fbea3476079	450fe2a7-2970-4f80-bdb9-12348737d3e2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.45736+00
62a8a653-a9be-418b-907a-e74cabaf1b04	753bfbfb-1b23-47f0-b598-9639e78a0ada	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.488157+00
3663fcd9-68e2-4cc3-a679-4cb5ae2bc489	753bfbfb-1b23-47f0-b598-9639e78a0ada	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:34.494905+00
e0d15984-55fa-4060-9566-431b9bbf902c	753bfbfb-1b23-47f0-b598-9639e78a0ada	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.501792+00
22fe2439-f7bd-4fcd-89bd-94552a249ad3	753bfbfb-1b23-47f0-b598-9639e78a0ada	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.509669+00
07877289-50e8-46ae-ad18-2e4b3b961c5a	dbfd108c-2807-4201-83bf-c37ee01415c4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.544162+00
0d524130-757c-4657-934a-0b7244e447e6	dbfd108c-2807-4201-83bf-c37ee01415c4	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.551086+00
232f1c67-8075-4c1b-a91c-6a306e477141	2491f131-439c-4780-972a-d42e2fb371d7	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.587782+00
0febec91-5ee3-4c36-8c73-2a72f3eb2cdc	2491f131-439c-4780-972a-d42e2fb371d7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.594955+00
8f024957-622b-4d0f-a7cb-05394e6970c7	fa890137-a283-473a-9f2e-f73dc8a708c6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.632042+00
7008df68-68d9-4f19-b379-060ab7fbe823	fa890137-a283-473a-9f2e-f73dc8a708c6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.639567+00
d3973d4c-1250-45a5-8b09-8b2581780d46	b80a89c2-5dc7-4540-a8ce-92dd015f6f1c	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.684516+00
8050be69-1a0b-468d-b2ce-12b597930303	b80a89c2-5dc7-4540-a8ce-92dd015f6f1c	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.691652+00
a89d81f5-9ec5-492a-a8eb-adf7cab3ba7c	b80a89c2-5dc7-4540-a8ce-92dd015f6f1c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.698433+00
3eac59c0-ecf3-4643-91eb-2338b4577acf	d99819e0-911a-443f-8d3b-4c6cc01279e8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.741545+00
ec346a91-88dc-4f38-868a-0a26c63fe48c	dce3d84a-23eb-4975-a970-248e36bc7cff	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.781228+00
0672f4fb-2a7f-4826-aea5-6fc51b0fadaa	dce3d84a-23eb-4975-a970-248e36bc7cff	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:34.789961+00
a42c0e0b-ce2a-4878-90a2-088debd91ecc	dce3d84a-23eb-4975-a970-248e36bc7cff	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.798093+00
d44bf0c1-742f-4a50-bfba-4d995f01e963	92516c14-1508-4d70-967a-2e0b3c8d8f92	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.830739+00
fe43563c-9fac-4ae0-86c9-eae2679baea1	26cbdc1b-b155-449b-a32c-585c90162663	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.862314+00
0d43bc62-7e9e-424c-b3d7-aa408625b670	26cbdc1b-b155-449b-a32c-585c90162663	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:34.869036+00
29a760a3-c15d-4294-b3e0-147dc6711cd3	e38f0efa-6a46-4132-815e-2518ba693b33	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:34.917128+00
672d1243-fa6b-46c0-bd87-1e7889771ef4	e38f0efa-6a46-4132-815e-2518ba693b33	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:34.923547+00
288e22d7-3dd9-477c-8887-500f7d28807e	e38f0efa-6a46-4132-815e-2518ba693b33	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:34.930084+00
b089c374-4975-41a1-8335-0c024d403916	12b455cf-9100-4c8f-b710-6aac6b7f7b72	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.012229+00
a46b37dd-72cd-4dd9-9138-d941aa2eb999	12b455cf-9100-4c8f-b710-6aac6b7f7b72	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:35.018893+00
9f40f771-61e9-4eaf-811f-762af1ca9d8e	24e62e7f-fb5d-44aa-8af3-611616b97a1b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.07116+00
c2d6e86a-5c4b-4205-acff-08666c42e2b4	24e62e7f-fb5d-44aa-8af3-611616b97a1b	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.078036+00
05c96277-2737-4c81-81cf-5a66cc452f09	43536b17-86bc-4eea-ac77-02d5b3cfc322	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:35.099889+00
110bcc47-2411-4635-b1a5-a83a4b20d90e	9f9bfdce-3874-44c1-ade5-545b374953a8	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.133039+00
0c10ad7d-3426-4f09-bdd3-2031053c7b4e	9f9bfdce-3874-44c1-ade5-545b374953a8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.139694+00
26a5361c-a7c2-44a9-80dd-0a4b6b409b74	9f9bfdce-3874-44c1-ade5-545b374953a8	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.146246+00
e8f61bd0-beba-475e-b2d2-fd4ccaca36ad	3d618c93-d03c-4309-aabc-26f625e3f242	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.18756+00
9d045b57-1dca-472d-a78b-5b4d1517cfee	3d618c93-d03c-4309-aabc-26f625e3f242	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.194487+00
93f5ee0f-9e34-4c3c-bb11-fc7362aa9a6c	3d618c93-d03c-4309-aabc-26f625e3f242	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:35.205183+00
f9d62677-38a7-40b4-82dd-d1faf21e345c	c68486ed-7253-4f8a-b199-830cad8ac774	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.272688+00
b78fc07a-58c6-46b8-8aa6-8fbba31ab9e1	c68486ed-7253-4f8a-b199-830cad8ac774	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.279391+00
a1e3784f-747c-4da9-b52d-c5485864fd04	c68486ed-7253-4f8a-b199-830cad8ac774	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.286131+00
a1930775-1fb9-4a4c-9f48-5b67cc175bc5	781d6bde-2727-436f-abbb-3c1612f53bb9	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.318357+00
66d4e656-17ec-4b7c-a8f7-2d27db073f4f	781d6bde-2727-436f-abbb-3c1612f53bb9	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.325071+00
5b513892-06f4-401d-9582-7bcf14e54766	351e6db2-e655-4fe8-8b52-206bde4c0ea1	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.350381+00
8d65cd4f-5ec8-48ff-a361-10aeec5a62a9	dd77ace5-91f7-4b05-b68e-d88231077f4c	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.381778+00
dcd5a4df-9959-4935-8bee-f84e4acd1bcb	dd77ace5-91f7-4b05-b68e-d88231077f4c	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.388428+00
054a1acb-0b62-4fa4-a2af-1149224c094a	dd77ace5-91f7-4b05-b68e-d88231077f4c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:35.395028+00
8f334885-c743-4e1e-8f5d-67f21ea34761	f2b7f158-b983-4d8a-97b7-db27c6260aff	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.437102+00
441daf8c-f89d-49d1-83e0-57073b23ffc0	f2b7f158-b983-4d8a-97b7-db27c6260aff	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.443836+00
005f0c67-6fa2-4263-b2a5-89cbe79eefa0	f2b7f158-b983-4d8a-97b7-db27c6260aff	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:35.450469+00
a0bd454c-7455-4d27-b01d-4ce10a0f83c1	8fdda5da-eea4-43dd-8544-213da9895635	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.498729+00
24307320-ae11-45bb-a8a9-ba5333cac8c1	57f1788a-7653-414f-812d-bbf79245b9b4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.528295+00
593a3d1a-5569-4aba-9f65-8152b807bf06	57f1788a-7653-414f-812d-bbf79245b9b4	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.534652+00
485c47fb-a814-4f82-aba4-57e6f00683f7	28d7f1f1-0e47-494c-ba67-5de9adc4202b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.552028+00
cd5bb7c2-cd9c-417c-9f30-7f82c3ccbeed	28d7f1f1-0e47-494c-ba67-5de9adc4202b	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.558443+00
aba2e4bc-fd92-4501-b8bb-2457bb059c03	01483b1a-1269-47c2-a406-0fa72b72c11d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.596819+00
03bebe09-61bb-45b0-8fba-e1a6c9b49989	01483b1a-1269-47c2-a406-0fa72b72c11d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.6034+00
bbd7478c-a2c7-4099-b980-60335b47107b	63431b19-00ba-43d3-b74e-98795915355c	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.664062+00
ed2fd886-f358-40c4-90b8-c7e4a4f10f62	63431b19-00ba-43d3-b74e-98795915355c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.670832+00
3d7e2d0b-aa9f-4f22-a376-8f3b35adf9fc	63431b19-00ba-43d3-b74e-98795915355c	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.677495+00
a245e708-9da2-4ecc-b08d-0fd24e8ada6f	69397a28-7c7b-4b48-b84f-a72aa3c7b6d1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.699139+00
0bbcb6f6-116a-4a47-b9e6-d771bb41a578	69397a28-7c7b-4b48-b84f-a72aa3c7b6d1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.705633+00
789b75b6-285a-4fea-b42b-ed7ce98fab43	05d64aa9-cda6-496b-95d4-2de4b712e671	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.806119+00
983b7ccf-4a28-463a-8709-48c48d1c229f	32e7758a-29e7-4a97-b386-c4819365de5d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:35.830837+00
04b3ea8f-42b9-44bc-8138-1e3f7daf82d5	0d7bba3e-0ec4-4610-9d54-b3b6248f66fd	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.852365+00
e944b3f3-715b-4791-b056-d9af86303645	0d7bba3e-0ec4-4610-9d54-b3b6248f66fd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:35.858986+00
dba89d4f-1f70-4997-85a5-ae0298d141a8	0a65f00e-09ca-49d6-85c7-9c9e6b244b80	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:35.891686+00
5f9ddd80-ae44-4b2a-a589-7127cafe5db9	0a65f00e-09ca-49d6-85c7-9c9e6b244b80	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.89892+00
5d7a5831-7f76-4d26-9e49-826fb6b1ad51	05b7a527-5e8b-4c68-a846-6b845ed7a6b8	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:35.967077+00
9a92b41d-d2ee-4c4e-aaa8-4cb6a7b91be6	05b7a527-5e8b-4c68-a846-6b845ed7a6b8	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:35.973602+00
2f67cb29-8073-45a0-a53a-b8df467f0706	67c031c7-89e9-41be-a4c8-064cc38c3619	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:36.018289+00
210b2de5-93ed-4fa7-ac1f-7b4a4ecf8d27	67c031c7-89e9-41be-a4c8-064cc38c3619	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.024969+00
dfa8a7b0-e7ca-4a21-ad7c-938df5385089	d04a34c4-ebae-4c01-90bf-6d917639f1fc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.060484+00
61eb41c5-3bf1-4dd4-930b-7fff46544931	c7f17269-4a10-4dd0-a908-c8c821a6dd6f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.102869+00
9deddeed-c471-4741-8961-692d472178ff	c7f17269-4a10-4dd0-a908-c8c821a6dd6f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.110082+00
b41f6cbf-b8cf-4de2-92f3-ed8c8ca36b4f	c7f17269-4a10-4dd0-a908-c8c821a6dd6f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.117046+00
5e0453a8-5d8b-4b68-aff9-63cd660e62b2	5710ab2a-310f-4f56-bb8c-83f3af481081	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:36.156411+00
70246a25-33e0-49f1-8463-806ff8d8c30c	5710ab2a-310f-4f56-bb8c-83f3af481081	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.16279+00
54611306-cf9f-4a96-9334-c4c1e447d907	5710ab2a-310f-4f56-bb8c-83f3af481081	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.169196+00
87b8c52d-b7bc-4eea-b67b-9a0466e497d5	60148b79-e8b2-447d-a618-0c9f55513358	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.192079+00
c6bfca05-e891-43c7-b998-e8ba351f5c92	ad0d8821-920e-4f6a-af93-4f6ec5ea74a6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:36.22351+00
5a7aa7e5-6494-47f7-9b11-d2f7044b4f1d	ad0d8821-920e-4f6a-af93-4f6ec5ea74a6	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.230324+00
09d65ad8-d4ac-4e69-97c4-f6d0e90d2234	07f3eed1-e0f3-4052-9cd6-094004c5eb96	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.270407+00
fbd33a37-25c4-4e8e-908e-cde222b19a28	07f3eed1-e0f3-4052-9cd6-094004c5eb96	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.27721+00
e7cb928b-c936-495f-a90d-20b1470ae61c	2566e77d-4f7b-429f-afd5-ddfa2a9d7512	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.319896+00
6ff927b5-0d5e-4a1a-a5f6-a0568b1385e1	2566e77d-4f7b-429f-afd5-ddfa2a9d7512	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.326558+00
55883799-fdea-4524-9983-fad64c0a451f	2566e77d-4f7b-429f-afd5-ddfa2a9d7512	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.333179+00
59d94124-aa3e-4bfd-81f7-edb1e9056135	9e2936e7-8732-4658-a3f6-b1f3d70ba5fa	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.357802+00
a0874a57-3f0b-4908-8e42-09f619dd3af6	9e2936e7-8732-4658-a3f6-b1f3d70ba5fa	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:36.364346+00
a6b13b25-7981-4208-a92d-e4a249cad076	484da6d4-184f-47f1-b656-88b15b50c506	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.38621+00
f008e7d5-91ca-4462-91dc-fa42265bf463	c1b799ee-f027-4ea9-916c-da0ae971123f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.411305+00
6c326dc3-0572-4c83-a19c-5ccf44ac313d	c1b799ee-f027-4ea9-916c-da0ae971123f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.418384+00
2897a5ee-5b43-4086-a882-9adda0beb897	533088aa-9fc5-42fc-87e9-b9eb84b7d024	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.461861+00
95e597e4-9410-41f0-919d-4b5a7244468e	8e9bd1be-372f-4608-9006-431a15c1ace3	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.504914+00
64adce53-c9ec-46ff-9d3d-693e3b45e5e6	8e9bd1be-372f-4608-9006-431a15c1ace3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.51163+00
ae2b1de4-cfd9-45a7-b169-e63b13659acc	9a03a0d1-2a34-406f-9529-e2783cc5d960	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.557118+00
fe13962a-4ce7-4770-bb52-ce7fd97cad8b	4ef0ca53-b58e-4e85-8523-d57e08865401	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.599596+00
c4633c93-628e-494c-93ae-dca5e52265e6	3219732b-be5d-49aa-8662-2388f2570861	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.634665+00
fe25e0e5-ab9e-4cd7-b19e-d7877bd389f0	2983b37c-3042-4e50-ba64-22802af0df11	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.670329+00
a3d45f9b-472b-4416-91f4-f7730da19070	2983b37c-3042-4e50-ba64-22802af0df11	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.676851+00
2997e20e-abcd-42ca-96bb-7cae2d7cee31	0127d573-ad4d-4dcb-86ca-8a54847d93e6	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:36.724557+00
c4bb6a26-ad6a-4323-8cd6-7a844b7ce11b	0127d573-ad4d-4dcb-86ca-8a54847d93e6	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.731122+00
b88ba6b2-1675-45c3-af3e-964e8efa908c	0127d573-ad4d-4dcb-86ca-8a54847d93e6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.737677+00
19a84998-07b3-4049-8ab4-8087ab5a3ee1	c0584d98-7c08-439f-bc5a-186e39b7d60c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:36.766192+00
5fac48eb-f825-41ed-b8e7-a21e08adfc40	c0584d98-7c08-439f-bc5a-186e39b7d60c	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.772482+00
43bf8fce-fbfd-46a7-80be-c99ba0cbb332	cd5fb9fd-086f-4353-b818-f1ba542aa314	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.796213+00
f2cf1572-abe2-4074-b291-2dcf5bc262a7	85dfb97f-7095-4739-88b5-932ddc6db16b	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.852802+00
bae04c4d-f10c-476d-9f0c-77a3cb7ea1a7	85dfb97f-7095-4739-88b5-932ddc6db16b	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.859386+00
22e2aa45-a73f-4a94-a4cb-ae1849155758	09919ad1-719c-4fd5-a956-61a129ce281d	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:36.894683+00
5c7864a1-047d-4bc6-a109-09c22952bca5	09919ad1-719c-4fd5-a956-61a129ce281d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.901247+00
2af71fb6-3c4d-467b-81cb-5cbd9d62cc61	09919ad1-719c-4fd5-a956-61a129ce281d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.907762+00
49a229cf-e35e-40fe-af82-eafc6102347d	bd131397-6d55-4925-aeb5-ea5a01ea9df5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:36.942709+00
f7f8447d-b28d-4aa6-9b85-877e4536a72d	5db60af5-6d84-4e23-a62b-0b84f78ab3c3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:36.974537+00
b662bea9-7c86-4273-a2d9-c91b45a9a22d	6b726b8b-8ddc-4801-bb06-a69739bfa442	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:36.998249+00
4374080b-1c4a-424a-a4d3-437e502f23c4	f0b79f2d-54a2-4267-9e9f-9054fda11c63	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.030157+00
71e9cfc6-1d6c-4458-a4c4-68009dfe9375	f0b79f2d-54a2-4267-9e9f-9054fda11c63	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.036644+00
739cc72f-8ad4-40b7-a670-84587c370e07	f0b79f2d-54a2-4267-9e9f-9054fda11c63	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.043227+00
ff18a413-b556-4eb5-80a4-5c978212e214	42b729cc-6ec9-4ec5-a9a9-e335ccd11614	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.075103+00
2ffa761d-4b5d-4b0c-aa86-95eb8fc9a9f0	42b729cc-6ec9-4ec5-a9a9-e335ccd11614	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.081569+00
3fb6319b-9cd9-4bdf-b53d-efb65e2b5d7f	42b729cc-6ec9-4ec5-a9a9-e335ccd11614	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.087931+00
351e6925-dc76-420d-9197-daa6ad26bcea	87d39663-cd55-48d6-84e0-c7cc4353b115	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.122971+00
d540c4c7-f228-4f31-9564-df264b61cb81	87d39663-cd55-48d6-84e0-c7cc4353b115	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.1298+00
a9f0af91-d8bf-4bdb-81b4-952f6c34bed3	87d39663-cd55-48d6-84e0-c7cc4353b115	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.136304+00
33393d1b-fd68-45f2-b804-90ed97c6bc8b	87d39663-cd55-48d6-84e0-c7cc4353b115	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.142922+00
4437b7a5-23a4-4c3b-a20d-efd1890f8843	c47d3e67-d464-4e85-9c0f-0ecc61ddaa81	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.168489+00
e38078b3-0b67-4499-9ad4-1d2f1d1e867b	c47d3e67-d464-4e85-9c0f-0ecc61ddaa81	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.175026+00
17e944df-f4f1-4afb-8231-73fba05b62ec	c47d3e67-d464-4e85-9c0f-0ecc61ddaa81	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.181574+00
fe9e20d5-a795-4bd1-99f7-706d49567d8b	b5b5e059-54ff-4eaa-a54a-8b580ae5aa11	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.202868+00
b9302ec6-b859-415e-af83-f73993bbba85	b5b5e059-54ff-4eaa-a54a-8b580ae5aa11	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.209506+00
2eb88d74-5837-4ffb-8343-b4c72bb0b751	b5b5e059-54ff-4eaa-a54a-8b580ae5aa11	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.215942+00
b76aa45a-11d7-43e0-ad27-af4beff07579	b5b5e059-54ff-4eaa-a54a-8b580ae5aa11	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.22244+00
4331c261-9f92-4cd5-bd49-2628ab40faa5	f53c624e-56ef-44be-8945-292bdf3fd6df	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.254179+00
6de179e2-adbd-48df-a5fe-62d2433a2803	4484aa95-3159-43a0-aa8e-f39de2f1d3cf	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.298357+00
1a10c090-462f-46f6-80ee-3efa23d736ca	4484aa95-3159-43a0-aa8e-f39de2f1d3cf	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.305105+00
d86d1d11-570f-4ab7-9161-d62f834a4bbd	4484aa95-3159-43a0-aa8e-f39de2f1d3cf	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.311718+00
5004bef0-bdac-467a-a5da-ed8f3651c13d	9d7b6ca8-ecbe-4379-8ab0-798e9a66631f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.378812+00
cfe97a18-b27c-41fa-8e79-670675dd9234	9d7b6ca8-ecbe-4379-8ab0-798e9a66631f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.385127+00
d8bd00ba-27e2-40f1-b3d9-66d73f27d3c8	d028da07-0949-4efb-a7a8-263b304bfe53	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.402209+00
a160ed00-618e-4c82-ba2c-69fe4bc02257	d028da07-0949-4efb-a7a8-263b304bfe53	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.408536+00
30493f33-d55f-402a-b562-348a9a4befe7	d028da07-0949-4efb-a7a8-263b304bfe53	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.414768+00
176e56ae-ddb4-454a-8f75-4392cf96b556	e3820e63-c53b-429f-8615-7a6773de3c32	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.449744+00
dfa9a854-3a14-4ca4-8dc5-75eed2e15dba	e3820e63-c53b-429f-8615-7a6773de3c32	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.456721+00
34c087af-698f-4658-bca0-d4f9b05a09a7	f70fe836-b7e9-4a23-a3b9-fe7ef385618c	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.500019+00
5905e951-8b30-49b3-834d-523a73850c93	f70fe836-b7e9-4a23-a3b9-fe7ef385618c	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.506796+00
9700d76c-d7b9-48c6-9217-0126a9a03edd	a583bf47-2be8-448f-a8f7-e9a71afb1977	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.539319+00
417fabc3-5bdb-4581-9b78-a851473ddcdb	a583bf47-2be8-448f-a8f7-e9a71afb1977	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.546022+00
ef43e6b6-93b0-4cda-8d5c-1b91738025e6	a583bf47-2be8-448f-a8f7-e9a71afb1977	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.552503+00
b2e50932-8bf6-48fb-a6c8-1f81aa550dfc	a583bf47-2be8-448f-a8f7-e9a71afb1977	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.559208+00
971edd26-0d33-45ec-aa2f-85a3c54ad543	1ad91d9c-2870-40db-957b-7ee95b6191b1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.5824+00
549fbd7a-16be-4da8-94f1-2f74ca532429	1ad91d9c-2870-40db-957b-7ee95b6191b1	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.588912+00
7be0c311-f138-4dc9-b2d2-e3e471dce03d	93c36f25-dd50-43eb-8711-fc5804dfbf6a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.620021+00
745198f0-d79f-4f9e-bc4f-26083c17cf39	93c36f25-dd50-43eb-8711-fc5804dfbf6a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.626612+00
d6bd7456-747e-4462-ba99-fe331c807201	93c36f25-dd50-43eb-8711-fc5804dfbf6a	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.633149+00
71849a0a-63e6-4e31-b3da-dc5012d8e6f6	ac06e5b7-0bf1-4c57-a20c-b11513623ff3	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.659368+00
666947e0-d3aa-4f53-85cf-6f82e29ca70b	ac06e5b7-0bf1-4c57-a20c-b11513623ff3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.665991+00
99d73d7c-d34a-4379-8cc1-97ffff1a9b89	71abb1e6-bbf8-48ed-9874-6911b7080337	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.691427+00
e556fd8e-977f-4cf7-bc14-f623cf81fb74	71abb1e6-bbf8-48ed-9874-6911b7080337	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.697731+00
e8f2235b-a862-4793-a450-a3508aeb20dc	ea63bc7c-e187-4a6b-ae95-cc34bba9380c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.738102+00
0fee462e-8431-4499-9db1-2f33c116a089	bd0378f0-bf89-489e-a7dd-0f9dea47aad3	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.77381+00
cb4ddf66-624e-4be4-afb7-070dce647ef8	bd0378f0-bf89-489e-a7dd-0f9dea47aad3	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.780451+00
b08c7174-4ff4-4530-8e02-ccf38cfcbf76	a4ffbba3-710a-4a90-858d-ca1c70e8c88f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.812035+00
ac886692-ec6c-4a6b-baf5-9a75624340fa	a4ffbba3-710a-4a90-858d-ca1c70e8c88f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.818627+00
fc46063b-2a3c-4c33-a7b6-f9c3813c6fc6	a4ffbba3-710a-4a90-858d-ca1c70e8c88f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.825312+00
1ff8bd49-46f2-475d-a7a2-8ddcd4ff5d4b	fd0d3543-49bb-4227-880e-7d83e1aa11d9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.862231+00
6473a94d-57ac-4520-8dfb-ec628d2246fc	fd0d3543-49bb-4227-880e-7d83e1aa11d9	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:37.868927+00
7888ba73-0fcc-4c6c-89e5-66d1f7d7b9e3	fd0d3543-49bb-4227-880e-7d83e1aa11d9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.875503+00
f2deb7f8-e858-46ae-9737-6e5d395f0801	7f1d1884-ad13-4dca-8f4f-c4691bc79690	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:37.941378+00
dc1523b1-ea49-4afc-8b63-26b29242b268	8209e69d-1824-40bd-b50f-a6369d4e142e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:37.96336+00
6c410844-f316-4969-ac1c-b0f7f7e07e14	8209e69d-1824-40bd-b50f-a6369d4e142e	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:37.969984+00
2ac97b02-7bd4-4aa8-a7c1-2ad90209aef5	8209e69d-1824-40bd-b50f-a6369d4e142e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:37.976655+00
46e0b441-5355-4c4d-93a7-e6ded431133a	8cd09b60-cc8b-4985-95a5-ecd1af6c3455	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.013393+00
db714867-9665-4e1c-96ce-8573b5ccbe0b	8cd09b60-cc8b-4985-95a5-ecd1af6c3455	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.019794+00
b971a1c5-7e1d-4dc1-bea5-1964193fe42b	c6337315-c8c2-4800-98a4-0241ea6590fd	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.042552+00
2c91c331-b589-4e84-a1ba-77fbef1c6d28	c6337315-c8c2-4800-98a4-0241ea6590fd	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.04904+00
f587639b-99d3-4671-9589-d9a03fdc998a	c6337315-c8c2-4800-98a4-0241ea6590fd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.05566+00
88218f02-9649-4652-bf7a-5e88bcb4a764	73924394-97de-4f92-97e9-da6209c55d13	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.111383+00
d56e334c-4a02-419f-b2a5-0d493ace7134	55bd260e-922b-41f8-9f69-eb1fd671fd50	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.129273+00
d4d89e5d-0442-4554-9567-77d0ad2a8f3b	b2f34769-5756-4611-9791-207e7998f62a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.164484+00
e73e59be-9e02-4e86-b1b3-75622cfc1371	b2f34769-5756-4611-9791-207e7998f62a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.171233+00
ef9d621d-f432-40e7-aa16-1758a9d9170b	b2f34769-5756-4611-9791-207e7998f62a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.177852+00
7cd68d36-a344-45e9-8f3d-d0c60e9035dd	159582ba-e2d5-42c7-8dc9-53f7bccf96df	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.220835+00
de645239-8b2a-4c09-a80b-4d1ef9c2c1dd	159582ba-e2d5-42c7-8dc9-53f7bccf96df	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.227446+00
7c2d518e-3c6d-4706-9da7-a086758779d0	20aa22aa-2a41-4239-ae7e-5cd24c44ca02	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.258957+00
b5529572-6884-46d5-ae50-7a34c2e620c5	20aa22aa-2a41-4239-ae7e-5cd24c44ca02	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.265595+00
06af1b4c-e715-4a54-b275-e4e6a9a11691	20aa22aa-2a41-4239-ae7e-5cd24c44ca02	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.272272+00
6cf4f7dc-1187-4a59-855b-a6b97a6cc85e	7f821cac-c4a9-4c5d-b3ea-dac84d6188fa	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.304936+00
9a08d23e-e90b-47af-92bf-6d43f54d354b	7f821cac-c4a9-4c5d-b3ea-dac84d6188fa	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.311319+00
5eadd4b0-5808-4536-b197-f2937b48a81a	1c6ebf00-ab96-4833-ad21-5329c73bf127	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.341203+00
0239a76d-42d8-4987-8bc1-1e88e964eb6b	1c6ebf00-ab96-4833-ad21-5329c73bf127	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.347522+00
5ef33c1e-b932-4336-9c33-657553e3e7bc	b7f2f24b-7d53-4aa5-a1b3-da0a79d0c93d	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.372111+00
62e91f23-3664-4c1d-8696-ad6a54dc4b3c	b3fbab9f-4126-46ba-8d4f-f04c6de08190	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.403837+00
459ecfd9-35dc-4d3f-99a8-c61cc587a523	a2780cae-159f-48ba-afc9-b206e62b479a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.447309+00
a54d7162-eed8-46bb-831f-027fd208d104	acaa6eb5-18d8-491e-bcfe-20652824b5e6	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.494999+00
c22212b3-3e8b-42dc-b457-9d3b6711d5da	acaa6eb5-18d8-491e-bcfe-20652824b5e6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.502009+00
3ad841b0-5a6a-4598-8f4b-30b2eedc73e1	fbb7988a-fd7c-406f-bf60-e14f28f1c1d2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.532889+00
ff3d61f0-77a8-4f0e-a5e0-cb1ec9d7262b	fbb7988a-fd7c-406f-bf60-e14f28f1c1d2	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.539551+00
ae2e454c-7203-4189-be53-7b255b0cf93d	fbb7988a-fd7c-406f-bf60-e14f28f1c1d2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.546354+00
8fdd58aa-83cd-4e02-aeb7-a9d140e742e4	c5a529ec-ece9-4fdc-988c-3b8e4b5ef46b	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.652868+00
39e420e5-8cac-459c-b47c-f870c1b2e90e	c5a529ec-ece9-4fdc-988c-3b8e4b5ef46b	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.659625+00
72cea3fe-8f73-409c-9c53-185bd470906a	4a2032a2-923c-4e1a-8404-e9e8c98ad2ab	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.681904+00
e9c6c699-dd5c-4369-9a1d-3554eb620aa4	4a2032a2-923c-4e1a-8404-e9e8c98ad2ab	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.688627+00
4832642b-e51e-4401-a457-91b7dfe7b46a	4a2032a2-923c-4e1a-8404-e9e8c98ad2ab	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.695161+00
4d5f185c-b3b7-47a5-84eb-a39b1abbb7d8	b9d547f2-1cf9-4a8a-add7-13ec835b4b56	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.72212+00
feacfb71-b05a-43a8-be7f-27ce5733758a	b9d547f2-1cf9-4a8a-add7-13ec835b4b56	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.729001+00
542eeb43-02e8-47e0-aef4-6524f1e65b73	b8db3aec-0a41-482c-98aa-79b07b9acebf	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.764912+00
9ef34ffd-9836-46aa-9b47-8f4401ed40f8	b8db3aec-0a41-482c-98aa-79b07b9acebf	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.771894+00
72196d19-9f5c-4686-8b3a-9f65afe8a51c	92d2a594-7c72-431e-be11-81418709478e	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.815271+00
61004dcc-cd19-4513-8c1a-0a0c0c4acb33	92d2a594-7c72-431e-be11-81418709478e	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.821971+00
09fe0b1c-7b71-4064-a0e0-80b33537713f	d57588e9-2f46-4610-95c4-f84df2eabe26	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.854331+00
fee42100-10e9-43f0-b85f-da7dc62f82f1	d57588e9-2f46-4610-95c4-f84df2eabe26	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.861218+00
db2914a9-2451-4739-8f23-f6d11254b951	1fac0d6f-0964-4ae6-92ae-1133f77684fe	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:38.88633+00
f488111a-ed3e-4f47-b96c-124b90b05c28	1fac0d6f-0964-4ae6-92ae-1133f77684fe	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.893185+00
d0c17bb2-9e32-427f-b292-f944292f7609	1fac0d6f-0964-4ae6-92ae-1133f77684fe	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.900035+00
df5b9d8a-0b5c-40fa-aa12-ddb1edae4fbb	1fac0d6f-0964-4ae6-92ae-1133f77684fe	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.906701+00
347e1d44-e344-4989-a35c-b2cfa4d97380	f7d31f47-75f6-4a11-b310-2f000614e49c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.934365+00
d2b31b3f-155c-45ee-9e4f-51bc8b320c30	f7d31f47-75f6-4a11-b310-2f000614e49c	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.940888+00
27f80860-eefc-4b43-a224-053621ed8d83	f7d31f47-75f6-4a11-b310-2f000614e49c	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:38.947295+00
e7428ff6-a8d9-4d1a-9312-38ed4dee2512	f7d31f47-75f6-4a11-b310-2f000614e49c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:38.959317+00
b174c37a-bd51-42a2-bbd6-1ba874e3e9cf	3c1ebcc8-c095-4842-837b-7c7ebc439ad1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:38.990527+00
cda61f95-6ed0-48d7-9f26-df64ad18d0cd	3c1ebcc8-c095-4842-837b-7c7ebc439ad1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:38.997265+00
de75ca6c-139c-4fbc-a6d4-87c8d7a36f91	3c1ebcc8-c095-4842-837b-7c7ebc439ad1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.003856+00
e30bab40-01d3-477c-8ce5-6feae3762c88	62e3678f-df86-429a-b2c9-059df38c5e60	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.046086+00
160b9222-f8ba-4f00-ad51-48aed84d72e5	3dcb6c28-b3a6-49a9-b70d-e3b99c89e14a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.097211+00
e0f4a1b0-8c17-4682-8860-59a3d2ded22c	3dcb6c28-b3a6-49a9-b70d-e3b99c89e14a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.103955+00
622c22ee-50cb-46e3-9ae4-388203bbaafd	3dcb6c28-b3a6-49a9-b70d-e3b99c89e14a	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.110666+00
ee8a7d28-cf93-459e-80eb-4454a51940a5	3dcb6c28-b3a6-49a9-b70d-e3b99c89e14a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.117369+00
24fa80b4-5ea1-4246-80b9-710e372ecdb6	9c8a400c-b7d6-449b-a680-c85ab004bae0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.142342+00
e3447274-0fbb-476b-8d3c-6ebd5d3c0c9f	9c8a400c-b7d6-449b-a680-c85ab004bae0	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.149345+00
96817113-895b-4733-a70a-afa8bedd31d4	9c8a400c-b7d6-449b-a680-c85ab004bae0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.15608+00
15f5c0b2-4aa1-43d0-81d8-7c14d59b0b4b	1650eba8-6e20-43fa-83ec-2dbf7a490651	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.189388+00
3b6c4c23-c2db-41d1-b09f-b81ea70bd9ea	1650eba8-6e20-43fa-83ec-2dbf7a490651	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.196316+00
f368f1c5-e134-4c39-b391-647e276566c3	1650eba8-6e20-43fa-83ec-2dbf7a490651	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.20344+00
d2974fd2-ed45-49d5-a064-200860eda8e1	1650eba8-6e20-43fa-83ec-2dbf7a490651	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.210539+00
333a8ace-8288-4964-ad07-fcd961862d2f	5a6fe462-fc26-4b6e-bf04-039224097e91	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.25606+00
9e3e501b-904e-4bb3-aeaf-bdc50c169a1f	35155c3b-91b7-4b8a-ade9-8046783ee56f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.327694+00
80a101e4-ad21-4f02-a6c1-0c1c4e17ff05	35155c3b-91b7-4b8a-ade9-8046783ee56f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.334539+00
65a9043c-a2e8-4bd8-8482-79d59bd856f0	ff025518-ef3a-4d35-bb6e-03ba94580db0	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.360574+00
2f13d854-b2c3-488b-a8db-0fed7326b00b	ff025518-ef3a-4d35-bb6e-03ba94580db0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.367332+00
226e1186-8bcd-4c62-8aed-99573b3a3b68	6c718a9d-5fbd-4fb3-b673-5fc4653b5027	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.411642+00
b64dc7bf-ae06-47ad-9eb0-e57b0fd24608	6c718a9d-5fbd-4fb3-b673-5fc4653b5027	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.418473+00
45736846-deb1-4156-888b-aa090dd25544	5a4a800c-c0e1-4875-b5c0-df512a779089	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.464732+00
339b0b12-2828-411a-aa8a-0f12fcd752a3	f4a11bfe-7a31-440f-8f76-92c552cca6c6	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.507659+00
0f183a61-9cd0-4ef2-9101-2d2cf2a3f3f8	f4a11bfe-7a31-440f-8f76-92c552cca6c6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.514376+00
197bb01f-9599-4057-9d6b-b8b844ed22a5	02afc5b6-b965-420c-83d8-12fa3a8720a2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.547503+00
6408a641-0cdc-4670-824b-cf6b8f4a0f6f	02afc5b6-b965-420c-83d8-12fa3a8720a2	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.554312+00
d14d6d0d-737d-467f-ad55-537a7ddf65be	1ccbb808-8614-4260-93c1-439da1d9527d	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.59041+00
be109932-30a8-416c-8544-fd9b28fc0299	d1390459-a27a-491e-95f8-25e0e39cd9fa	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.621871+00
a37baac6-7d0c-4be5-a10c-c0a32de17ae4	d1390459-a27a-491e-95f8-25e0e39cd9fa	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.629054+00
c0b6875c-6154-45b9-ae08-886ec3cfdebf	b3ec8b03-e5b3-4f2e-8cfb-f795cec49d4d	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.669575+00
98295250-44a1-49db-b297-9d20a6f64717	b3ec8b03-e5b3-4f2e-8cfb-f795cec49d4d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.676652+00
344f3976-0b45-4ffe-85d7-7ea70afaee34	b3ec8b03-e5b3-4f2e-8cfb-f795cec49d4d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.683615+00
d2c35a87-b65b-45dd-a653-4298487b8503	1194913c-2130-4b5a-9906-f2cc486b9288	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.71598+00
24e9b705-8620-4051-b8bd-889b9785e30c	1194913c-2130-4b5a-9906-f2cc486b9288	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.722782+00
7292e70e-8f9c-4112-831e-e4cf67d1a86b	47c677e4-3f25-4a6f-8369-ad0f77e27e49	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.746012+00
671abd35-b342-433a-9356-f1d7677bfc29	47c677e4-3f25-4a6f-8369-ad0f77e27e49	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.752707+00
fb588bf1-7921-497b-a7d6-492135d62126	7f357f36-fad1-4f8b-bce8-95ed809c42c4	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.786294+00
507c1a03-504e-4615-9d41-b82f138f32b5	7f357f36-fad1-4f8b-bce8-95ed809c42c4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.793195+00
a41250ec-6e6a-42de-8ff4-80bf64e78997	7f357f36-fad1-4f8b-bce8-95ed809c42c4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.80009+00
5412a36f-5ae3-44bf-822c-f92773063e4c	cac83e8a-2c3f-4790-9aae-dd27e5b843bd	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:39.844166+00
07a8a57e-72c2-4ce5-8bef-6047d5e148c5	7f0384f3-cbff-42c9-b793-b51df182c20d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:39.880265+00
8858be4b-4202-495b-85b4-5a9bcbee6246	7f0384f3-cbff-42c9-b793-b51df182c20d	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.886713+00
e37c594f-bcc8-4538-b593-5abb41d03e48	7f0384f3-cbff-42c9-b793-b51df182c20d	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:39.89328+00
50cd6fb8-eb9d-46d2-9270-eb182595d7ec	576edbb9-49bd-4c2e-9d93-c71c823e776f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.919329+00
de5d5204-f64b-4ebf-beae-707beaef78d3	ccfa9fc3-de75-4780-9a37-2ba22a322594	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:39.953391+00
f1a33b9b-399c-4d3f-9227-19df558024f3	ccfa9fc3-de75-4780-9a37-2ba22a322594	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:39.960549+00
0e4f72d8-2644-4b33-96c0-e6fc2c31bfed	fe34167d-26ce-4808-b77d-766d15e4cd04	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.006703+00
7124b70e-c3e4-494d-a1ea-79c62ae06f6e	fe34167d-26ce-4808-b77d-766d15e4cd04	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.013526+00
b1039138-dfff-4323-9941-6adc53ad4809	9bd67d06-1915-4114-8bf2-f0db06c3e9ab	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.050445+00
9e0d81e2-a509-4ed5-aac7-5b7cc3dbf37e	6a2161e3-9999-4d9a-9637-55d93f863577	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.082879+00
fbfcdaa7-2529-4fdb-bd36-7d6930fde955	11c6330a-d9ea-40af-8d60-de69944be021	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.144006+00
afbb3b76-1863-4ab8-b036-31877dc759c4	11c6330a-d9ea-40af-8d60-de69944be021	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.153173+00
ab38a1a4-037f-41e8-9cf7-1392417b2ba0	11c6330a-d9ea-40af-8d60-de69944be021	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.162537+00
c29cbcd1-1574-4c97-b226-c332a366953f	204caf1c-1ad1-4b69-8f8a-1c117bb64e60	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.25495+00
1b8aebea-c60d-40c1-8466-24333dec17d8	204caf1c-1ad1-4b69-8f8a-1c117bb64e60	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.262039+00
a5addaa9-b471-45c0-8293-88e1106e4df8	8b2cdae9-649c-492d-ab6a-fb947856d2f1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.285083+00
958097af-3584-4deb-9916-b27bbbd6881b	d43b5b39-1d9d-4061-9d24-97fe476e46fc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.355549+00
afb78f16-3c29-42fe-9fb1-f6846dafd941	e3bccc9f-69ce-40b6-81b4-7719d5b82ac1	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:40.39516+00
20357237-cdb4-4d9b-8d61-c3d90da83225	e3bccc9f-69ce-40b6-81b4-7719d5b82ac1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.402029+00
0e6550bf-8eff-492b-b987-fc9431bab7b8	0d76a085-5feb-4087-bae2-cad34e1d2ac5	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:40.421009+00
f533bb3e-a766-4c98-921d-3fa8e9904bd4	4830f6fb-3024-41f3-9e34-1ac10a724b28	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.443392+00
a75d4351-6020-4116-a787-6c47e4b6d739	4830f6fb-3024-41f3-9e34-1ac10a724b28	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.450246+00
da2dc674-78cc-480d-a1e2-b6bb1428f16e	7d0f6971-1e5c-4040-9dc9-6c3f517d151a	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.482743+00
abe12e22-efdc-4fc9-9f8e-d6130c5c5d62	7d0f6971-1e5c-4040-9dc9-6c3f517d151a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.489301+00
387be6b9-ed74-4feb-99ad-d64fa510fe7c	bf077049-95ff-4c7c-b53b-f8162f74f589	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.524445+00
96a20f69-6dca-4c54-89d7-74bf8390eb7c	bf077049-95ff-4c7c-b53b-f8162f74f589	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:40.531284+00
dd7dd0a6-6cef-44f0-aec2-d5997fd613f7	0dab7084-6b9a-4780-a639-99fb39298d21	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.575042+00
76edf8b9-5a63-4a58-b029-15fec167e646	07cf7ea0-1f47-48d9-8469-ba9019e799f8	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.606471+00
fff045ad-32a9-44e7-904c-3ff626101a31	07cf7ea0-1f47-48d9-8469-ba9019e799f8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.613182+00
83c5ff30-8057-4928-86f4-0abae49f9b65	62d6e30f-7891-4b9c-82ec-c3b47444178d	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.631097+00
909a50b4-65a2-4030-8e66-0d1d216891db	62d6e30f-7891-4b9c-82ec-c3b47444178d	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.638858+00
68607482-f53e-4718-8158-601980645182	b23b1870-d028-4a56-98ea-e5ec15d7e905	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.664445+00
fc4d712c-6305-4b85-adfd-d22982cf9bad	b23b1870-d028-4a56-98ea-e5ec15d7e905	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.671206+00
a6e5b861-1581-4d7c-b8a1-87e4cbdb19a1	b23b1870-d028-4a56-98ea-e5ec15d7e905	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.678206+00
11bb6d63-aaff-4c94-b18d-aea4c8311ad4	a98937f5-b42f-4b8e-851e-d706baf8b23b	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.753353+00
dbd12e6b-66f8-4d89-897d-a92e0197ce27	a98937f5-b42f-4b8e-851e-d706baf8b23b	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:40.760696+00
26060e9a-1f68-45c7-aa1c-e1d164136bd9	51328a83-cf1e-4a03-a7b6-82e34c76c2ac	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.789574+00
951078f1-996c-4eff-961f-cd28cd3f9dd2	51328a83-cf1e-4a03-a7b6-82e34c76c2ac	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.796159+00
884a1908-3e3f-4181-af74-f0d99b4a2a89	51328a83-cf1e-4a03-a7b6-82e34c76c2ac	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.802683+00
3d944cc3-ea02-4795-8a76-5b1d7c2a98c9	36871e3c-e12f-44c7-9441-22b518b4b907	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.854595+00
e5624bef-5eb1-4768-bd99-8ecbd48dda6c	36871e3c-e12f-44c7-9441-22b518b4b907	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.861299+00
e1cecd7e-e158-421d-bc55-14a3e80d9ba3	36871e3c-e12f-44c7-9441-22b518b4b907	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:40.867938+00
f5dcde36-c039-4b97-9050-8819332bd5e6	36871e3c-e12f-44c7-9441-22b518b4b907	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.874623+00
e7f835ee-d0fc-4561-86db-a9d3e24787ca	4fb310cc-023a-41fc-adfb-17b4039d38d4	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:40.912245+00
98185010-108e-4c61-a291-2d3e35b6d062	4fb310cc-023a-41fc-adfb-17b4039d38d4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.919107+00
74dead46-0366-4de1-8ab3-a844f9f0e23a	b7db927e-24a7-4bee-85eb-11716a7340b7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:40.95235+00
1ca701b8-db70-4ebb-a934-1d7f79bc9ca6	b7db927e-24a7-4bee-85eb-11716a7340b7	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:40.959105+00
be1138c2-d227-4c63-9c1c-fc4ca701ad9b	b7db927e-24a7-4bee-85eb-11716a7340b7	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:40.965923+00
f9ea7ff9-bfdd-4d6c-b9b7-071712c8afe0	5f353cf5-ebbc-4976-8ebd-69ac12428cdd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:40.988227+00
19b49ed9-010f-43bd-be66-ec64de5aa411	88e1f4d3-f7ad-4102-9c4e-b4320238daf8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.02314+00
39fb18fb-2b40-4393-9198-88359f6f8a52	47b5ce3d-3621-4db8-805c-26d60b2ea896	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:41.060503+00
67af652b-6e5f-4c63-8cba-b33cea0c538e	47b5ce3d-3621-4db8-805c-26d60b2ea896	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.067458+00
9f7c342d-2c36-48b4-adf6-5d65834ffb6d	47b5ce3d-3621-4db8-805c-26d60b2ea896	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.074008+00
1dbd3de5-b913-43a4-9670-198ae8431406	262d34c4-a7c9-4825-9a62-c8a5fb9a976a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.12366+00
736b4917-d145-4a94-8559-d82fabb4dce4	262d34c4-a7c9-4825-9a62-c8a5fb9a976a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.130317+00
474a29b1-ce65-4326-a537-a2c34122db43	4ea7093e-5b4a-4515-bb85-25aa84d708e1	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.155791+00
18a389c9-4e9e-42ac-b2c2-1a48fbaf2c3f	4ea7093e-5b4a-4515-bb85-25aa84d708e1	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.162724+00
9dd553d1-3234-479b-9956-4c54929557cb	c37c90a2-0d82-4dce-82be-52b64d7cfebf	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.185066+00
6be679b2-bdee-4af4-b4ca-cb451396bc49	fb572981-564a-44a5-90af-d7a409d0d1af	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.235458+00
3fea2387-0b58-486e-8a50-c23c6bac1a05	fb572981-564a-44a5-90af-d7a409d0d1af	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.242077+00
36b1c2dd-a09e-4ec5-98f2-6dc71b112cb6	b8d6c88d-32b2-4f2d-b77b-25006256ff4a	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.281634+00
82287bf9-e76f-473c-90bf-90de01b052b6	b8d6c88d-32b2-4f2d-b77b-25006256ff4a	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.288497+00
d3cf9236-27d0-4fd2-90b2-765c14f40655	fde923af-29ee-48d9-aaea-ed4d67b3e75f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.360303+00
16d5f2fe-19ce-418f-95b7-c1923def2a83	fde923af-29ee-48d9-aaea-ed4d67b3e75f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.367139+00
34cec71c-198a-48dd-a393-c955585dff15	6ba0aa87-76d6-47be-85ea-db90453cf61e	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.430422+00
cb59676f-8094-42f4-bb5c-77d4bc934d38	10424aad-797a-45cc-9b50-e941e0d6e6ae	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:41.475835+00
82871f33-6e63-40e3-bdaf-e5e624fa4a52	10424aad-797a-45cc-9b50-e941e0d6e6ae	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.484307+00
60f17190-9062-48bf-852f-68ec9265f0d0	9039749a-fdc7-4837-80e2-9c12fb94c1c0	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.569916+00
3c95f21c-f689-44b9-ba7c-9cea62dc7caf	9039749a-fdc7-4837-80e2-9c12fb94c1c0	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.576713+00
f0e2c6d5-6874-40d9-8185-2867503849aa	bd244d49-007d-49bb-bf64-e75949892615	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.620304+00
2e1a6825-131f-4f3c-b022-50bb55d0ede7	842dda30-62c4-4c1c-9d27-b7559982c4ce	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.664297+00
9d530bd3-8592-4747-93a3-ea7fa71aa23f	842dda30-62c4-4c1c-9d27-b7559982c4ce	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.671303+00
a4e8f118-08e4-4354-a7b7-a6c404b017b6	842dda30-62c4-4c1c-9d27-b7559982c4ce	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.67824+00
5c076d66-fbb0-41cd-8007-3515488f1ee0	e49d6451-9ecf-4b5a-b860-276ffd7ac16c	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.736317+00
207cdf24-f8dc-4e56-972d-7da898793b93	e49d6451-9ecf-4b5a-b860-276ffd7ac16c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.743302+00
ea4e8969-6d54-4a3f-bb58-e3468559b955	b7a34238-d1ba-4ae6-8f64-7252cbd06800	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.791281+00
90b76883-28f3-4b14-ab92-c7b441a91e7c	b7a34238-d1ba-4ae6-8f64-7252cbd06800	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:41.798232+00
4a90e894-753f-47b0-88fe-13f680fa84d4	4d6ecbd8-fa15-4ba0-9092-6b085557aace	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.824315+00
7e61231e-3a10-4fd8-a8ac-a780b197a3a9	4d6ecbd8-fa15-4ba0-9092-6b085557aace	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:41.831113+00
1b35ee1d-5c31-4812-803a-e5271c34d4dd	5d06de5e-92dc-490a-8c1d-6d264c52f01c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:41.853374+00
38684d86-cf69-4702-b461-457e1f3562d5	5d06de5e-92dc-490a-8c1d-6d264c52f01c	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.860045+00
5ad3a3de-c93c-4fcd-9685-562d3d5ef013	619f372c-0e5a-49a6-a911-a6d6308376e1	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.885208+00
34c6f383-e035-4ddb-babf-13f114424dd6	619f372c-0e5a-49a6-a911-a6d6308376e1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.891883+00
d254b780-af65-4664-8e7e-ae1a71c4e496	3dfd10f7-90f0-4b1d-a819-cd1fd12746f3	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:41.934603+00
3c400b79-262d-4133-8a18-8e63e1aa2bb8	3dfd10f7-90f0-4b1d-a819-cd1fd12746f3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:41.941294+00
7e81bab4-6cee-4072-b201-97ff930fb94b	b376bea7-6f4e-49e2-ac66-28f8efac8098	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:41.979283+00
b3c6ee88-5da1-4463-9988-f87c2e31a564	b376bea7-6f4e-49e2-ac66-28f8efac8098	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:41.986147+00
d7f15d4c-925d-4b2d-a24e-47e940e73e6a	b0fad1f5-b815-4e37-919d-d0e2fdb371bf	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.028375+00
236d30a2-4e63-44b1-87f4-d5cd780553e5	b0fad1f5-b815-4e37-919d-d0e2fdb371bf	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.034898+00
d5cbf6ee-15a7-4d63-a6be-d26de86ee89e	014d6c33-1d95-42eb-a184-86c50337587c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.05917+00
5b356f51-af8e-4f99-bae5-b256dc84a964	014d6c33-1d95-42eb-a184-86c50337587c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.065847+00
04ccb692-437f-4762-832c-fb9a92a1813b	fec34ffc-1c0c-4000-9eb2-800602b25cbd	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.09763+00
c9a9b3e6-f3f9-4290-a205-d0e21cc78e4b	fec34ffc-1c0c-4000-9eb2-800602b25cbd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.104333+00
0b4636ca-a46f-4304-a59b-680f5ad55e4b	c12c3f3b-caf3-41d9-99c4-23a9dff7bff4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.133229+00
4376aef1-b65c-4ad4-b545-ddab5cb7bc33	be3823c2-49c4-4ec4-bf06-06b93fd1c647	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.169578+00
dfbb6c85-2e1b-46db-b21f-cef4abb1cd98	be3823c2-49c4-4ec4-bf06-06b93fd1c647	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.176443+00
e66d9eeb-1679-4fb0-88e1-d698eb89457d	73fbaaf4-ee72-4c4f-a078-c993ce253969	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.214809+00
13f4510e-d16f-4571-9836-250d3e3ab59e	73fbaaf4-ee72-4c4f-a078-c993ce253969	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.221651+00
9618637a-1810-48fa-9f51-25a763e45121	b12ea796-bb3e-43fb-a535-a27ac6d8dc97	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.267835+00
65809b28-f2e1-4450-9c7d-2fd3c7c169a0	b12ea796-bb3e-43fb-a535-a27ac6d8dc97	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.274566+00
542fd859-ed5c-4ffa-a1b1-d8b31ff4e0ed	b12ea796-bb3e-43fb-a535-a27ac6d8dc97	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.281317+00
82963a28-5833-4c5e-9498-30ee6dbbbad9	52f8f898-849b-477c-88d5-1532b1f1d0af	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.338101+00
0ff852d6-966e-47aa-be36-84442f7d71a3	52f8f898-849b-477c-88d5-1532b1f1d0af	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.344851+00
d94f67af-b00a-433a-a332-d02c45b215b2	63403e4a-20fb-4067-abe2-efa67b93ad02	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.366898+00
0a0ae700-ef30-4908-8ade-fa276bd5aa28	63403e4a-20fb-4067-abe2-efa67b93ad02	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.37351+00
0deb0cb6-b45b-4fac-a398-a40ab577f2d1	fec54367-88a6-4c52-a09f-603db1ce5b4a	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.406039+00
7fcd8da7-7b58-4b78-a8a4-9255f52596d8	fec54367-88a6-4c52-a09f-603db1ce5b4a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.412806+00
cc480fad-5bb0-48a8-b306-3831c22cd0fd	37d1a0e6-567b-4bd3-a0b7-d90f75302b11	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.443973+00
294b9ada-7c51-48f0-ae29-8d24b21f0003	0795f062-99a8-4fe1-bcee-913de25cec60	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.482799+00
4dd6eba5-d691-4d12-8479-ba1556493451	0795f062-99a8-4fe1-bcee-913de25cec60	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.489413+00
af9c01c1-7731-434d-9ea6-03ad18b7a163	0795f062-99a8-4fe1-bcee-913de25cec60	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.496058+00
2f760238-a5b4-472b-a28c-f3c7de88efa0	6d072a49-c76f-4c4c-b8a7-3c6d38a8acf9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.528931+00
509a8887-1310-4e8e-9378-aff116a20fcc	6d072a49-c76f-4c4c-b8a7-3c6d38a8acf9	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.53572+00
db3f94f3-6b50-4662-940b-8b376b492f6e	6d072a49-c76f-4c4c-b8a7-3c6d38a8acf9	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.542409+00
d70d40fc-47e9-4184-9271-df14e5f896fb	ca1be9e6-8cfb-463c-b478-5385fede02da	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.564634+00
6739e655-be5f-477b-bb36-77b51bf120c5	ca1be9e6-8cfb-463c-b478-5385fede02da	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.571283+00
36db6515-1de8-4d0b-b835-996c6f7ba9e6	ca1be9e6-8cfb-463c-b478-5385fede02da	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.577914+00
3a00a4eb-968e-4d1e-8f1a-2d93563d01cc	0a73c6c5-b293-4773-98e5-4e25e611cf99	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.610225+00
6e8e0096-08e8-437f-90ec-dbd416ef57fc	0a73c6c5-b293-4773-98e5-4e25e611cf99	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.616968+00
aab8b94c-613c-4eb7-8411-b6506d50de70	e22683eb-4616-49fc-b0f0-080e20170071	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.662294+00
da587dcd-291b-4825-9733-962f595427eb	074f3f2b-aa42-4c05-a6e7-8b8b86cc1889	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.696648+00
72e6ed31-38b3-44b2-9e75-0a9fbed7ccd8	074f3f2b-aa42-4c05-a6e7-8b8b86cc1889	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.703381+00
0b258a0b-7cd0-4db1-b4e2-416ee64fa57c	074f3f2b-aa42-4c05-a6e7-8b8b86cc1889	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.710247+00
a2835ef9-0326-4993-8b69-0a2f3e78aedf	074f3f2b-aa42-4c05-a6e7-8b8b86cc1889	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.716762+00
4d2e2b61-1205-420d-90f6-8f0e719bd386	7f9780dd-1db6-47b8-a698-68bef777cb33	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.748498+00
8d098376-1172-46a7-8eb7-08e2d3028946	7221630a-3a2d-49e5-aee7-d6515eee2f8a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.785958+00
87cea8cc-a8da-43c8-97ab-ea076e39b4e7	e0a0f0a8-e6ae-4bbe-980a-510fcac2dafb	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:42.846706+00
4e2c0587-d6b2-420c-ba0c-5f44792167d0	e0a0f0a8-e6ae-4bbe-980a-510fcac2dafb	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.853248+00
983bfb14-b741-47a3-9a41-7314673e3bf4	e0a0f0a8-e6ae-4bbe-980a-510fcac2dafb	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.859739+00
ce621d24-236b-4dc2-9faa-238ef443029f	1bf38772-0ee7-432a-9bf6-ab376aba8ffd	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.911823+00
544c823f-ef33-4fb0-8123-16dc92409f32	1bf38772-0ee7-432a-9bf6-ab376aba8ffd	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:42.918485+00
dbe724c6-3871-4756-8b25-87b8d9124c33	1bf38772-0ee7-432a-9bf6-ab376aba8ffd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:42.925072+00
f4cf80c4-b596-4d68-a096-4dae8167c80e	40a48152-433a-47a2-8ec2-b0236c1331b6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.957106+00
1c4cfc2a-ff4c-4633-80c9-ea79cd3fba14	b21f6c2b-36f6-4422-aa68-faf26866c203	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:42.988329+00
2b3018e7-c4c6-433a-8d55-30648f9901ae	b21f6c2b-36f6-4422-aa68-faf26866c203	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:42.995196+00
d611f2e9-f629-4496-b637-30a6b04ba33d	8184b88c-eda5-4241-9860-b2ce5ad9172c	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.060493+00
06c6f438-6dcd-4b40-88a2-ffd509e1bd55	8184b88c-eda5-4241-9860-b2ce5ad9172c	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.06697+00
db2ce760-47ce-4173-a04a-5e2edc324cb1	b96b7dea-4532-4c4e-ad1d-94d19b80bb4d	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.098363+00
b0ba5246-34eb-4aa5-a9c4-591af1a6cd86	cbc22556-2ad9-46a1-b78f-d2e2deb73ec4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.120165+00
3c5f4e26-a184-4c8d-bc42-1b1ea169340d	cbc22556-2ad9-46a1-b78f-d2e2deb73ec4	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.126744+00
ae9d0186-e4fa-41a0-8fae-16d0d77c8399	cbc22556-2ad9-46a1-b78f-d2e2deb73ec4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.133349+00
2ed3d042-51f1-4fec-add7-918341e61b44	73706857-e067-43e7-bc1e-6dcea7e07e41	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.165366+00
098b5270-5388-46f4-b1f0-d3fdc8682d7d	73706857-e067-43e7-bc1e-6dcea7e07e41	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.17209+00
b9516b4b-31a2-4fbe-98f7-db3add2507d2	73706857-e067-43e7-bc1e-6dcea7e07e41	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.178764+00
f716cabf-a1fe-483c-b3b8-d374b6dac8c6	73706857-e067-43e7-bc1e-6dcea7e07e41	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.185346+00
394295c5-c7d8-446b-8df2-56c8a588d19f	a545fd6e-e6bd-4806-b833-4bc8d6cad94f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.260866+00
29143c77-a5c5-45f7-a10b-2bd6ad78a7b8	a545fd6e-e6bd-4806-b833-4bc8d6cad94f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.267306+00
353f9527-1a0e-4c89-a156-caa8f1a20f7d	685b23b2-1e73-497e-babc-c5fea2d702c8	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.318047+00
48016c04-5ae5-4584-8ef2-54bcd3395cf3	685b23b2-1e73-497e-babc-c5fea2d702c8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.324669+00
aa7dc2be-4e0f-49fd-af11-84a06227981a	685b23b2-1e73-497e-babc-c5fea2d702c8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.33132+00
1ea947b5-04ca-49b6-b772-e939d695ab1b	18817a12-522c-46c2-9156-70f0cfec4594	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.361841+00
5e57c157-61b1-4396-b9ff-92fd0233a9d9	4461f05a-841a-4743-9562-418a5d19cab3	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.393141+00
41948f94-b8d6-4ee4-a885-8ccb56d75a63	e6553dfb-c690-4a89-afae-278e8ebaef38	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.418255+00
cfa15aa2-3e0b-4807-a44a-747f9671411d	e6553dfb-c690-4a89-afae-278e8ebaef38	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.425514+00
cfb62e78-391d-4211-875f-4e2b88758a28	4ac82974-456e-40ec-b9f1-d1a276d6c578	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.457912+00
f894e806-9d6c-4628-9c00-7528022f4ad3	4ac82974-456e-40ec-b9f1-d1a276d6c578	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.464654+00
6238b054-260a-49a1-a61f-1e9eb2b366ad	f7fff138-0a62-45b6-9b76-96f79f06f347	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.499731+00
0a26ecc6-f92a-437e-beba-106696c64200	f7fff138-0a62-45b6-9b76-96f79f06f347	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.506361+00
2e38c95b-4eba-47ef-95b6-bd164762dad1	f7fff138-0a62-45b6-9b76-96f79f06f347	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.512934+00
59c05711-266c-4d97-81ff-0a350b20ba19	1320f6b3-ef46-43a3-b99d-f11ede1091bc	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.541975+00
8c32c756-48eb-418f-a685-b19b9e410b82	1320f6b3-ef46-43a3-b99d-f11ede1091bc	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.54885+00
9752dedd-9661-490a-be47-94c1151290db	1320f6b3-ef46-43a3-b99d-f11ede1091bc	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.560877+00
f0a860a8-63cf-4a69-9aaf-cc103fc661be	1320f6b3-ef46-43a3-b99d-f11ede1091bc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.567606+00
5a0f0dee-9a86-4e84-931c-b006bd1b575c	365f1bca-f02e-4763-a158-0a0d2549b38f	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.591747+00
0281a90f-5475-4055-bdca-3a0909e5c914	365f1bca-f02e-4763-a158-0a0d2549b38f	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.598217+00
c9d9dc57-17c6-4aa4-9066-088404424fc1	365f1bca-f02e-4763-a158-0a0d2549b38f	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.604593+00
f1aff3dd-5489-45f3-89d8-79e72208c851	d990c9c0-9425-41fc-9eb2-b43ab3506fa5	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.64548+00
be6c9a3b-64e9-46c3-b4a1-ea78a134923d	d990c9c0-9425-41fc-9eb2-b43ab3506fa5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.65199+00
eb993a6f-4998-4af3-9544-843ca7e1df03	97d48cd8-6f61-46b7-baea-01a055bee067	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.690182+00
a31671f3-4590-41a0-9d11-b26b9c12a151	97d48cd8-6f61-46b7-baea-01a055bee067	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.696902+00
34909950-d263-40e3-8aba-83ec14bbcfc4	0222b7e9-a723-4e4a-9c91-a96d729695d8	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.739896+00
cc4d75e9-bf32-4ada-b51f-2a4c1823628b	0222b7e9-a723-4e4a-9c91-a96d729695d8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.74665+00
d6f293ac-2d66-4633-9525-0c6bac4a4059	86419b28-9903-4b2d-858e-f6b5f9609b21	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.771349+00
a9f4466c-1782-4200-8148-4c493ffc7b13	86419b28-9903-4b2d-858e-f6b5f9609b21	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.777959+00
26da1e6f-8012-4a8a-8aa7-866fa547c445	86419b28-9903-4b2d-858e-f6b5f9609b21	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.784766+00
46b582f0-f8b0-4fb6-8673-f1f4f58b6067	dabdf214-ee03-40d0-a723-1b790f72f11d	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:43.81383+00
68a87f21-742a-4660-a8e4-784e3be32393	dabdf214-ee03-40d0-a723-1b790f72f11d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.820996+00
82bd22c7-0c0d-4571-8e2c-908fba87385b	dbabb43d-1822-4f27-8d4a-26b50ff2f8e5	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.869988+00
89ebfab3-ca65-40a1-87a6-9506d27559cb	61200c75-08fb-4b6e-bec6-9d2734e98b91	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.913322+00
dca1a0b0-1dc2-4b87-9a57-22bb8bb8814d	61200c75-08fb-4b6e-bec6-9d2734e98b91	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:43.919979+00
7fe1d19d-ecc7-4bd2-9c6a-5c4714da97d4	61200c75-08fb-4b6e-bec6-9d2734e98b91	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:43.926698+00
6c75ffcf-fb3c-4241-a1b8-77e019dcb280	769a296e-fc38-4b26-851e-6cadb9b2777e	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:43.971996+00
112b28f2-afb6-4a87-b945-0574694cdcc4	769a296e-fc38-4b26-851e-6cadb9b2777e	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:43.978707+00
540ba9b5-6e93-47dd-b05d-08dce0941532	d0397e57-7631-4602-913e-704b820ed41e	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:44.007546+00
ccdb3094-29b9-4b05-9d8d-971fb7bb478b	d0397e57-7631-4602-913e-704b820ed41e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:44.01416+00
0593cbf5-c2f0-4c2f-900e-12918b91f340	0c8b48b3-1cbf-4f53-a580-c1da73fd10be	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:44.045652+00
62c18937-38be-4cbd-a814-9bc16b530fd5	0c8b48b3-1cbf-4f53-a580-c1da73fd10be	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:44.052309+00
8496f30b-e59b-432e-9c22-81c44a27d685	0c8b48b3-1cbf-4f53-a580-c1da73fd10be	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:44.058993+00
ff450bf9-cafc-4065-88e7-a1df1ce875a0	0c8b48b3-1cbf-4f53-a580-c1da73fd10be	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:44.065692+00
55e283a0-d5f8-45a7-a5da-d178a1363bbf	af04a737-1a7a-4907-8318-4fc471d192a7	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:44.134034+00
85ae692e-c162-46c1-8ac8-64f13f4c8850	af04a737-1a7a-4907-8318-4fc471d192a7	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:44.140821+00
6c7e71ee-775d-4142-9557-e515e68d699c	a750a6ab-57d6-483b-b887-f06c42b85da5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:44.177241+00
54414127-8671-4662-90e4-c534f238753d	a750a6ab-57d6-483b-b887-f06c42b85da5	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:44.183834+00
a61f793f-6482-49d7-b090-d6532f00d078	a750a6ab-57d6-483b-b887-f06c42b85da5	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:44.190276+00
8893330e-2c34-4b58-a261-81d348fd2596	5efda900-9eb8-45ee-9059-9c43f36bc304	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:44.213603+00
691fb0a1-bbc7-4941-95dc-4135e6962c4c	528ea002-754a-4b8d-b1cd-ad6688dad1bf	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:44.264027+00
9eb005d7-55cd-4962-8eb3-6662b07c8d40	528ea002-754a-4b8d-b1cd-ad6688dad1bf	4244965e-9b1b-4c49-9e91-94bfda871fe6	t	2026-11-26 00:39:44.270718+00
a6e8be3d-637e-4141-b97e-1776eaa9853f	ceb2c66f-6551-4c04-b2b6-210d439c21f7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:44.30316+00
3d938237-8910-4bee-a84c-9e5229cab0f1	db18ad1b-58e3-4cb4-985b-ab0ba005df61	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:44.339182+00
22774c53-3ea0-4d7c-b6a7-e6847177ef69	db18ad1b-58e3-4cb4-985b-ab0ba005df61	f2fbddff-0cac-45cd-ab4a-149a8312d81a	t	2026-11-26 00:39:44.345817+00
\.


--
-- Data for Name: eats_reviews; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_reviews (id, dish_id, author_id, body, helpful, unhelpful, helpfulness, hidden, created_at, updated_at) FROM stdin;
f37b665d-1343-46dc-bda4-97d8b88abf22	8fc6d476-ed1d-461f-bba2-ec0f3d39b8d6	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:41.508102+00	2026-11-26 00:39:41.508104+00
52afb2d7-17fc-4bba-890c-0f0f33198c71	a3d26e65-503c-4f38-beec-16364ac8385c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:30.908065+00	2026-11-26 00:39:30.908066+00
52b9a288-cb1b-441e-b5d0-f2569750e361	3daa88bc-5e99-4b54-8202-8da00e21b7fa	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:30.967867+00	2026-11-26 00:39:30.967868+00
440ead98-5f06-4e84-ad88-fe2590e55dfe	2b27cb08-d1c8-45e5-a188-b4f547c5600e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.017506+00	2026-11-26 00:39:31.017507+00
10753e2d-4b66-45ef-b391-3fd04022ff29	2b27cb08-d1c8-45e5-a188-b4f547c5600e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.050399+00	2026-11-26 00:39:31.0504+00
5461174f-5a7d-459d-89f0-fe983512cc37	efaf43cf-1918-484a-ac88-1aa78b85bf27	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:39:31.078942+00	2026-11-26 00:39:31.078943+00
2cf59450-a882-47b3-92ee-774d91389711	efaf43cf-1918-484a-ac88-1aa78b85bf27	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:31.125723+00	2026-11-26 00:39:31.125724+00
7f318cd1-2890-4a1b-ba99-97cd0c1887af	6a850ee5-39d7-438f-908b-47a4a26fd554	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:31.150407+00	2026-11-26 00:39:31.150409+00
08708b0c-9410-48d4-b4a0-790e577033ec	881def7f-258f-4830-9ed2-5085ff8bc53f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:39:31.225002+00	2026-11-26 00:39:31.225003+00
b4c0f05f-6fa9-4ec0-b7f1-4ed3f9248db3	881def7f-258f-4830-9ed2-5085ff8bc53f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:31.276505+00	2026-11-26 00:39:31.276506+00
6cdac536-fc9c-49bc-946f-a26c0c140dcf	8e437b4d-0035-4621-9a49-23e941c504c4	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:31.298446+00	2026-11-26 00:39:31.298447+00
c4f2ae72-8f58-4b76-919d-cd4debed9a8f	8e437b4d-0035-4621-9a49-23e941c504c4	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:31.330201+00	2026-11-26 00:39:31.330202+00
16394ba4-79d5-4a30-86f6-dac3a891c0c9	05cf6091-3f64-4bce-a5b9-c08dee5a206d	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.36704+00	2026-11-26 00:39:31.367041+00
b11f0748-e3fa-4586-8fe1-b718f71923be	9346c98e-3fd5-4f51-9137-1234886d1284	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:31.417199+00	2026-11-26 00:39:31.4172+00
ed39e007-6366-4a6f-91fc-6fbf087cfd23	9346c98e-3fd5-4f51-9137-1234886d1284	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:31.435701+00	2026-11-26 00:39:31.435702+00
3a3bc804-4b71-4822-a772-29417a5da7a9	aae5ec6b-8328-4550-ae38-25e3855075b7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:31.473048+00	2026-11-26 00:39:31.473049+00
d1d9b6af-a0a8-471a-a99f-bd66f6b7dbb1	48a492af-572b-40c5-a6f4-b85c35d9bf0c	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.517735+00	2026-11-26 00:39:31.517736+00
8dbafc8d-dd68-4c34-bace-7519f728234b	48a492af-572b-40c5-a6f4-b85c35d9bf0c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:31.551997+00	2026-11-26 00:39:31.551998+00
2df54d6c-c0d9-4f52-8e26-314b9154b56f	168290cd-e6dc-48b1-b19b-30a52c9b68ad	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:31.587768+00	2026-11-26 00:39:31.587769+00
6b6abe6a-63ec-46b4-aa91-2c0327a3c6cc	6866b949-61fb-47a9-8304-a76cbf1c104a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.623231+00	2026-11-26 00:39:31.623232+00
8fdc7a62-9277-40be-9c5f-da72644ec698	6866b949-61fb-47a9-8304-a76cbf1c104a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.662246+00	2026-11-26 00:39:31.662247+00
62a6d704-dcd5-4a0e-bb17-a59f5b9a51a4	e000b8ad-049d-4600-a4fd-b0fc7890b472	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:31.691365+00	2026-11-26 00:39:31.691366+00
ffa78a41-34b8-4450-8516-8d1356556296	e000b8ad-049d-4600-a4fd-b0fc7890b472	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.716871+00	2026-11-26 00:39:31.716872+00
ea6f37da-8e81-47ac-a957-0d7b08ce17e2	78270f56-3beb-4539-9f27-e7afe11f8203	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.746964+00	2026-11-26 00:39:31.746965+00
08c3f0bf-5473-4d40-b4db-f8c4c5bed7b9	78270f56-3beb-4539-9f27-e7afe11f8203	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:31.785757+00	2026-11-26 00:39:31.785758+00
000f1f12-5422-409b-9d25-e1f88913c8d8	92503f3f-23ba-407c-bd3a-78fdaea39f9c	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.853405+00	2026-11-26 00:39:31.853406+00
8f8e7e6e-0c4c-4d3e-b49b-b2a6bb9e1207	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.901775+00	2026-11-26 00:39:31.901776+00
6fa5ba9b-bc76-428d-bcc2-f2c0ef31462b	047dbc27-752c-4f38-91d9-bb7d0b2fab1f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:31.939024+00	2026-11-26 00:39:31.939025+00
ebf0d391-3033-4ad9-aa18-d4a4167ae1f3	465d7d57-29fa-4c23-9f78-710ed9c8934c	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:31.967204+00	2026-11-26 00:39:31.967205+00
c9bf8982-2339-4b65-9e3b-8b79f3d1e680	465d7d57-29fa-4c23-9f78-710ed9c8934c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.005558+00	2026-11-26 00:39:32.005559+00
2067203f-b73f-439d-ac2d-97784f161630	1b1e5514-201d-48d7-b02e-513fc907850e	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:32.050494+00	2026-11-26 00:39:32.050494+00
202858e5-60b2-4419-935c-a29bd76b7eb4	e9aabca9-2d15-4404-bd68-4d4700704e53	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.116868+00	2026-11-26 00:39:32.116869+00
14604b6c-7c47-490e-ad86-abae8157cec5	8cb0147e-d728-46ac-8b6f-ca991bef8539	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.158995+00	2026-11-26 00:39:32.158995+00
0442d69d-b6c6-4002-8ec9-761412425182	454c3230-da83-419b-8c0a-617d699a7e1c	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.193805+00	2026-11-26 00:39:32.193806+00
b96b4525-6a26-4052-a347-e95f4e4aff31	14c7d63b-4106-424d-b71e-12ef01cc78bc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.241747+00	2026-11-26 00:39:32.241748+00
9e6fe48a-1dd8-41c4-8b9f-8de2d0564fe3	14c7d63b-4106-424d-b71e-12ef01cc78bc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:32.279233+00	2026-11-26 00:39:32.279234+00
e4a580a1-2af5-45dd-9ee5-cf6553579e3a	1ab6a2e6-d4cc-4911-af89-d65dde1712ec	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.322768+00	2026-11-26 00:39:32.322769+00
5d23ab77-6521-43d5-9c9e-477718ccc8cb	d449f6d4-1937-4b0b-b102-aa76168f80f5	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:32.348469+00	2026-11-26 00:39:32.348469+00
a9ee06a3-c6e0-4266-9322-740bc7b4073c	d449f6d4-1937-4b0b-b102-aa76168f80f5	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.386773+00	2026-11-26 00:39:32.386774+00
a8d4167a-fd0b-4472-90cd-bc0073b950af	d6922f63-a1ea-4147-81c0-5692ff043ef1	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:39:32.430294+00	2026-11-26 00:39:32.430295+00
92b65749-6c8a-4f2c-a215-629b8d297f21	47239a27-702e-4dd3-b3d5-6a3b5e194fe3	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.459199+00	2026-11-26 00:39:32.4592+00
5ca99ca9-621a-48d2-b0a4-24dc6d9504d9	47239a27-702e-4dd3-b3d5-6a3b5e194fe3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.49233+00	2026-11-26 00:39:32.492332+00
a44e4045-34bf-40e6-9869-6b83414bd9da	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:32.518672+00	2026-11-26 00:39:32.518673+00
3277d53e-1f56-4bb1-964e-602e1efeb24e	1ae24550-d47b-40aa-afdb-1b2aedd4d0e5	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:32.54976+00	2026-11-26 00:39:32.549762+00
b03c5f09-8185-44a9-8fd4-9d36588419ae	ae3c084f-d524-4ae7-8995-d46c5002c10b	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:32.610685+00	2026-11-26 00:39:32.610686+00
c411ba8d-38e1-477d-9718-11dfcb289af3	56d1c31f-e0cb-4c9c-a9b3-4e38de79dc1e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.666678+00	2026-11-26 00:39:32.66668+00
5a71f1ff-15e9-4f52-9b98-012e80851ee7	41d9032e-153d-4ddd-b6f3-23559c60f755	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.695624+00	2026-11-26 00:39:32.695625+00
695953d8-8cbd-439e-9202-5daefbc683f4	41d9032e-153d-4ddd-b6f3-23559c60f755	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.731276+00	2026-11-26 00:39:32.731278+00
61ea5e88-8ce6-4dbf-ac16-09585f4efd9a	6d29b625-7e1a-47df-815b-c9781edf3e12	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.774006+00	2026-11-26 00:39:32.774008+00
3d3b1f43-5bdd-43b1-b455-63b833473691	5ec343cb-35ae-44ee-b709-c475bfa45cb0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.818436+00	2026-11-26 00:39:32.818436+00
588cdc11-79d9-426d-a966-d8140bfd9e8a	45a600cd-5fb6-4394-944e-f534a659c142	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.847571+00	2026-11-26 00:39:32.847572+00
533f0710-9674-434a-ad20-584b4ff52986	45a600cd-5fb6-4394-944e-f534a659c142	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:32.879896+00	2026-11-26 00:39:32.879897+00
eb8e03c3-c907-40c4-96a1-f2b22e77fa92	93aa155f-2223-4dad-a45d-a8e0bdf16e62	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:39:32.915608+00	2026-11-26 00:39:32.915609+00
65ed2c12-61a4-45ee-ab46-de4dc67c9a5f	705e7fc8-560c-4e8e-979b-14e484856a62	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:32.978024+00	2026-11-26 00:39:32.978025+00
a9de35b4-2b7a-43bb-a8bd-9e6ebc0c594b	705e7fc8-560c-4e8e-979b-14e484856a62	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:33.002763+00	2026-11-26 00:39:33.002764+00
6ad75eaa-25ee-4f63-83b0-493a42a874fa	114719c8-ea17-4b8b-9863-fb65aebf1b5f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.05967+00	2026-11-26 00:39:33.059671+00
a9192559-2436-48cf-9f28-0bee01fbbf4d	b5ca3af8-9336-429b-b8c6-45f8da0a2838	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.085986+00	2026-11-26 00:39:33.085988+00
5b1c4944-6305-4094-b2f3-e150f83203d1	b5ca3af8-9336-429b-b8c6-45f8da0a2838	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:39:33.111237+00	2026-11-26 00:39:33.111238+00
963be6ca-ae27-4fc9-b2da-777d6ad3629f	b2fa17dd-96ff-4afe-831f-4c895366d690	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:33.174862+00	2026-11-26 00:39:33.174863+00
1bdaec51-6b25-4db7-b520-7ad2854642d1	bbe4c177-e9ac-4875-bd27-821253eae25d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.231872+00	2026-11-26 00:39:33.231873+00
3d43a882-36fa-4ed4-af67-8a4421804f80	bbe4c177-e9ac-4875-bd27-821253eae25d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.257712+00	2026-11-26 00:39:33.257713+00
3874e3f2-d37e-4f4a-813a-a28d5c4fd48a	85e1948a-76f8-41f2-9bf0-ceb1e2e6db4a	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:33.280506+00	2026-11-26 00:39:33.280508+00
bc4e8a3c-4a70-46ab-9045-714670536c6d	85e1948a-76f8-41f2-9bf0-ceb1e2e6db4a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:33.313834+00	2026-11-26 00:39:33.313836+00
93b33fe8-f4f5-409e-82f0-249399ca49d1	9959e189-5d06-4d24-b48d-de505d5d1453	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.372467+00	2026-11-26 00:39:33.372468+00
33df04a5-9601-4d2c-a123-a1b6ec419c3d	e86b33ed-76cc-468d-b214-346f24080d10	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:33.410675+00	2026-11-26 00:39:33.410676+00
dc3266a1-46f9-4b28-9a57-b1601fe95c37	00341ae9-b1b0-4725-aff6-1b3b2460c7e8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.44599+00	2026-11-26 00:39:33.445991+00
d946c411-1726-4d2d-876d-1a2c56ed548e	00341ae9-b1b0-4725-aff6-1b3b2460c7e8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:33.471095+00	2026-11-26 00:39:33.471096+00
127e6e81-15bf-4ba5-bc47-006cf9d54f9a	26795aa2-3acd-4873-87a8-2f0d2e87b012	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:39:33.506572+00	2026-11-26 00:39:33.506574+00
a93c839a-bad4-45e8-be89-85b8491f7ed0	b4b03fcb-71ec-4e20-ade9-106bf5a5fd4f	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:33.568919+00	2026-11-26 00:39:33.56892+00
6083f6e0-45c4-4e86-903f-fc61f108aea9	fc035a8a-c5d7-4ffc-ba41-53cf6b1d0b53	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:33.644567+00	2026-11-26 00:39:33.644568+00
92ab8147-f897-4dcb-91f0-230790cc86bb	0abb540d-3239-4852-bfff-dd31fd7426d2	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.693679+00	2026-11-26 00:39:33.69368+00
d35af79c-0a86-48d0-8086-d5ff3b8b38e8	0abb540d-3239-4852-bfff-dd31fd7426d2	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.71868+00	2026-11-26 00:39:33.718681+00
adef1e3f-9890-4895-b386-c83a7506a6b9	19b2670f-2c05-472e-b97b-9700682e4073	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:33.75487+00	2026-11-26 00:39:33.754871+00
e4102772-56cd-4704-9129-a929f48e5ddb	6845ae29-7539-4177-b96e-baaf61a5cd10	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:39:33.824085+00	2026-11-26 00:39:33.824087+00
b8a18132-0e57-484a-8f01-cfcb24f1c928	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:33.919054+00	2026-11-26 00:39:33.919056+00
9e733f1b-4124-4292-989e-149a2a4584e6	de9b018c-d1b5-4fe5-bb2d-19b52f3e03b7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:33.959145+00	2026-11-26 00:39:33.959147+00
ac29e586-f4c0-421a-b85e-ee1672eeb7eb	f6fa5ddb-3fcd-42ac-9473-33c33db84471	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:33.986662+00	2026-11-26 00:39:33.986664+00
ef432cf5-bcc7-4d1d-a610-a5dd10efd82f	cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.030761+00	2026-11-26 00:39:34.030763+00
5c5a921c-2f83-4e9f-aeb8-89731332292a	cbefa4f8-5cf5-415b-8ef2-1e68e65113b0	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.063524+00	2026-11-26 00:39:34.063525+00
808e0cff-b4c2-46dd-a1bf-e436c4dfc7f6	5e83e7bf-b326-448b-8510-236d523b8dbe	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.105931+00	2026-11-26 00:39:34.105932+00
d7aba866-afcf-4352-b848-5a5b43ac3061	1a374a01-5579-4e8e-b335-f5ea522078ab	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.153321+00	2026-11-26 00:39:34.153322+00
ce19dc6c-a847-420c-9e6d-c4c489251acd	54371908-86c2-4d8b-84ba-4c0ac5b0ab79	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:34.194436+00	2026-11-26 00:39:34.194437+00
7f40d79d-862b-4d1a-acc7-cb2ef3b4b62d	06fdf680-aa93-4e39-a592-746c3735d4da	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.264117+00	2026-11-26 00:39:34.264118+00
3bd866be-1496-4920-a250-af1e5cc6a09f	eac758aa-66e7-4e52-90ae-2eae70bed347	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.312045+00	2026-11-26 00:39:34.312046+00
6900b9fd-5561-49d6-900c-b9f41b592bc0	eac758aa-66e7-4e52-90ae-2eae70bed347	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:34.351967+00	2026-11-26 00:39:34.351968+00
0134340a-f251-401e-809f-d4a5c3bc3e42	b9dd816d-f595-479b-a865-8953228d712c	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.38939+00	2026-11-26 00:39:34.389391+00
450fe2a7-2970-4f80-bdb9-12348737d3e2	0f1547b3-e320-480a-8a01-8408449e542c	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:34.451788+00	2026-11-26 00:39:34.45179+00
753bfbfb-1b23-47f0-b598-9639e78a0ada	783d2227-ddfd-438c-ba8f-202a911f43d9	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:39:34.482649+00	2026-11-26 00:39:34.48265+00
dbfd108c-2807-4201-83bf-c37ee01415c4	783d2227-ddfd-438c-ba8f-202a911f43d9	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.538626+00	2026-11-26 00:39:34.538627+00
2491f131-439c-4780-972a-d42e2fb371d7	d77c1d5d-cacb-4a6b-ab16-3002ed479e2a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.578626+00	2026-11-26 00:39:34.578627+00
fa890137-a283-473a-9f2e-f73dc8a708c6	1b2e0ffd-e9d4-4077-bb7e-abf4a5777205	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.624863+00	2026-11-26 00:39:34.624864+00
b80a89c2-5dc7-4540-a8ce-92dd015f6f1c	9fa0d4f4-4507-4c61-b8de-55a1e672869a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:34.679045+00	2026-11-26 00:39:34.679046+00
1366b17b-d17f-4ca8-9402-47720d180bd2	9fa0d4f4-4507-4c61-b8de-55a1e672869a	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:34.719032+00	2026-11-26 00:39:34.719033+00
d99819e0-911a-443f-8d3b-4c6cc01279e8	20682a22-fe10-4a36-b9c9-9298603724c7	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:34.73494+00	2026-11-26 00:39:34.734941+00
dce3d84a-23eb-4975-a970-248e36bc7cff	20682a22-fe10-4a36-b9c9-9298603724c7	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:34.773827+00	2026-11-26 00:39:34.773828+00
92516c14-1508-4d70-967a-2e0b3c8d8f92	29181cad-b2d4-4988-8129-a636856b1838	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:34.82524+00	2026-11-26 00:39:34.825241+00
26cbdc1b-b155-449b-a32c-585c90162663	6820c6e0-dd9e-4796-9c53-7f8cd712e97f	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:34.856918+00	2026-11-26 00:39:34.856919+00
e38f0efa-6a46-4132-815e-2518ba693b33	ff17b1a5-d102-4ac8-a8d8-61d8fd2cd157	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:34.91189+00	2026-11-26 00:39:34.911891+00
9e3e7690-3454-4050-846b-31e2cc435b55	b65ed913-b85f-4462-93a6-8c7b1219fef6	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:34.96606+00	2026-11-26 00:39:34.966061+00
12b455cf-9100-4c8f-b710-6aac6b7f7b72	54d166a8-d9f3-4a8d-8a72-1c389aab9092	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.006817+00	2026-11-26 00:39:35.006818+00
24e62e7f-fb5d-44aa-8af3-611616b97a1b	f18924a5-9f9c-433a-b6aa-3a6c74a76890	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.065644+00	2026-11-26 00:39:35.065645+00
43536b17-86bc-4eea-ac77-02d5b3cfc322	f1e74d23-1dfa-444e-90d8-272cd61539c1	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:35.094527+00	2026-11-26 00:39:35.094528+00
9f9bfdce-3874-44c1-ade5-545b374953a8	f1e74d23-1dfa-444e-90d8-272cd61539c1	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:35.127702+00	2026-11-26 00:39:35.127703+00
3d618c93-d03c-4309-aabc-26f625e3f242	3c6b8290-21d7-4ed9-b78b-2beb7a9a9809	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:35.182216+00	2026-11-26 00:39:35.182217+00
c68486ed-7253-4f8a-b199-830cad8ac774	23fc467d-4433-4389-9516-35db923f30fe	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:35.26729+00	2026-11-26 00:39:35.267291+00
781d6bde-2727-436f-abbb-3c1612f53bb9	23fc467d-4433-4389-9516-35db923f30fe	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.312929+00	2026-11-26 00:39:35.31293+00
351e6db2-e655-4fe8-8b52-206bde4c0ea1	af7c4d2c-c90b-4c77-92b0-a94c993c2046	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:35.344868+00	2026-11-26 00:39:35.344868+00
dd77ace5-91f7-4b05-b68e-d88231077f4c	af7c4d2c-c90b-4c77-92b0-a94c993c2046	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:35.376527+00	2026-11-26 00:39:35.376528+00
f2b7f158-b983-4d8a-97b7-db27c6260aff	0e298b41-9716-4a46-be8d-2304a0485f22	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:35.43164+00	2026-11-26 00:39:35.431641+00
8fdda5da-eea4-43dd-8544-213da9895635	068491cd-10a2-4042-8340-d19c15d67d8f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:35.493471+00	2026-11-26 00:39:35.493472+00
57f1788a-7653-414f-812d-bbf79245b9b4	ae121c4c-8cba-4e14-ab33-0ef935bf8d1f	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.52304+00	2026-11-26 00:39:35.523041+00
28d7f1f1-0e47-494c-ba67-5de9adc4202b	ae121c4c-8cba-4e14-ab33-0ef935bf8d1f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.546936+00	2026-11-26 00:39:35.546937+00
01483b1a-1269-47c2-a406-0fa72b72c11d	d9252cb3-1033-4722-a2a7-76e7b5000571	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.59135+00	2026-11-26 00:39:35.591351+00
63431b19-00ba-43d3-b74e-98795915355c	a9b9835e-4e8b-4d3f-ac30-86dfc8d547b2	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:35.658667+00	2026-11-26 00:39:35.658668+00
69397a28-7c7b-4b48-b84f-a72aa3c7b6d1	967b6908-817d-481a-905d-63d8950ba1b1	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.693817+00	2026-11-26 00:39:35.693818+00
05d64aa9-cda6-496b-95d4-2de4b712e671	86ae7217-e676-4b78-85bc-33347ef35bf1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:35.800712+00	2026-11-26 00:39:35.800713+00
32e7758a-29e7-4a97-b386-c4819365de5d	86ae7217-e676-4b78-85bc-33347ef35bf1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:35.825582+00	2026-11-26 00:39:35.825583+00
0d7bba3e-0ec4-4610-9d54-b3b6248f66fd	7de0754b-8e3a-489c-9267-0cad3bc2d034	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.846963+00	2026-11-26 00:39:35.846964+00
0a65f00e-09ca-49d6-85c7-9c9e6b244b80	7de0754b-8e3a-489c-9267-0cad3bc2d034	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.88561+00	2026-11-26 00:39:35.885612+00
05b7a527-5e8b-4c68-a846-6b845ed7a6b8	b7989c2c-1234-4836-b9b7-d32f53fa3bd5	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:35.961772+00	2026-11-26 00:39:35.961773+00
9039749a-fdc7-4837-80e2-9c12fb94c1c0	bee1c07b-5534-4d30-a88f-bf0eb3254537	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.564222+00	2026-11-26 00:39:41.564223+00
67c031c7-89e9-41be-a4c8-064cc38c3619	6e637170-a5e2-4381-8a16-f949aab4476f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.012875+00	2026-11-26 00:39:36.012876+00
d04a34c4-ebae-4c01-90bf-6d917639f1fc	cc76039d-1228-40f7-8f4f-3d781a4bd825	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.054977+00	2026-11-26 00:39:36.054978+00
c7f17269-4a10-4dd0-a908-c8c821a6dd6f	3be61182-8050-45fc-834f-03542deb65ef	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:36.097313+00	2026-11-26 00:39:36.097314+00
5710ab2a-310f-4f56-bb8c-83f3af481081	3be61182-8050-45fc-834f-03542deb65ef	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:36.151153+00	2026-11-26 00:39:36.151154+00
60148b79-e8b2-447d-a618-0c9f55513358	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.186908+00	2026-11-26 00:39:36.186909+00
ad0d8821-920e-4f6a-af93-4f6ec5ea74a6	02e0f10d-4f88-4656-bc10-6fe1cedc87ce	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.218102+00	2026-11-26 00:39:36.218103+00
07f3eed1-e0f3-4052-9cd6-094004c5eb96	8897325c-d7cb-4dcd-ae7c-34cacc1c0fd0	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.264951+00	2026-11-26 00:39:36.264952+00
2566e77d-4f7b-429f-afd5-ddfa2a9d7512	028126f8-fe3d-497f-b897-a7d61ed0cde6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:36.31453+00	2026-11-26 00:39:36.314531+00
9e2936e7-8732-4658-a3f6-b1f3d70ba5fa	028126f8-fe3d-497f-b897-a7d61ed0cde6	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.352525+00	2026-11-26 00:39:36.352526+00
484da6d4-184f-47f1-b656-88b15b50c506	fb49f06a-03ef-4595-8154-ef1e9469dfef	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.380833+00	2026-11-26 00:39:36.380834+00
c1b799ee-f027-4ea9-916c-da0ae971123f	fb49f06a-03ef-4595-8154-ef1e9469dfef	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.405554+00	2026-11-26 00:39:36.405556+00
533088aa-9fc5-42fc-87e9-b9eb84b7d024	2fef2c84-80b2-416b-86d4-6fd72442a5a4	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.456537+00	2026-11-26 00:39:36.456539+00
8e9bd1be-372f-4608-9006-431a15c1ace3	5765ac04-1750-4906-9c87-fbb5236f2aae	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.499433+00	2026-11-26 00:39:36.499434+00
9a03a0d1-2a34-406f-9529-e2783cc5d960	8eabda9c-2297-4867-9e11-78bb1b642670	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.551774+00	2026-11-26 00:39:36.551775+00
4ef0ca53-b58e-4e85-8523-d57e08865401	bed68d28-42a2-4acd-9a1b-4d67bc42c180	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.594187+00	2026-11-26 00:39:36.594188+00
3219732b-be5d-49aa-8662-2388f2570861	37eef692-b597-4e3e-81bd-64a8c76b8f6b	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.62944+00	2026-11-26 00:39:36.629441+00
2983b37c-3042-4e50-ba64-22802af0df11	47726fc1-41ae-42de-aa9a-ab0d4bf655e4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.665074+00	2026-11-26 00:39:36.665075+00
013782a6-aab3-48fc-ae7f-485a7a977266	47726fc1-41ae-42de-aa9a-ab0d4bf655e4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:39:36.696093+00	2026-11-26 00:39:36.696094+00
0127d573-ad4d-4dcb-86ca-8a54847d93e6	6f484790-a110-49c3-b62e-95798f1d7872	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:36.719175+00	2026-11-26 00:39:36.719176+00
c0584d98-7c08-439f-bc5a-186e39b7d60c	6f484790-a110-49c3-b62e-95798f1d7872	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.761054+00	2026-11-26 00:39:36.761055+00
cd5fb9fd-086f-4353-b818-f1ba542aa314	002d280d-9994-4bc3-8587-9f0a96b25957	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.791095+00	2026-11-26 00:39:36.791095+00
85dfb97f-7095-4739-88b5-932ddc6db16b	cb3c87bb-6f79-4036-a808-0cb38cba6e08	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:36.847352+00	2026-11-26 00:39:36.847353+00
09919ad1-719c-4fd5-a956-61a129ce281d	e2aded4f-6ec1-4f36-a2d4-3f581cca4a64	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:36.889304+00	2026-11-26 00:39:36.889305+00
bd131397-6d55-4925-aeb5-ea5a01ea9df5	c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.937419+00	2026-11-26 00:39:36.93742+00
5db60af5-6d84-4e23-a62b-0b84f78ab3c3	c4a7ea9f-ea91-403d-b555-b6b7120ebc0f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.969159+00	2026-11-26 00:39:36.96916+00
6b726b8b-8ddc-4801-bb06-a69739bfa442	03ce2f13-769f-48da-be16-0649e8a9293a	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:36.99279+00	2026-11-26 00:39:36.992791+00
f0b79f2d-54a2-4267-9e9f-9054fda11c63	03ce2f13-769f-48da-be16-0649e8a9293a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.024821+00	2026-11-26 00:39:37.024822+00
42b729cc-6ec9-4ec5-a9a9-e335ccd11614	45206265-d9c9-4449-8d9a-42719c953870	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.069973+00	2026-11-26 00:39:37.069974+00
87d39663-cd55-48d6-84e0-c7cc4353b115	7c1099a2-6d73-4479-ba0a-b9697ba2a06d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:39:37.117593+00	2026-11-26 00:39:37.117594+00
c47d3e67-d464-4e85-9c0f-0ecc61ddaa81	7c1099a2-6d73-4479-ba0a-b9697ba2a06d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.162071+00	2026-11-26 00:39:37.162072+00
b5b5e059-54ff-4eaa-a54a-8b580ae5aa11	223c10d2-bc58-43db-bbff-881bb92d7930	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:39:37.197648+00	2026-11-26 00:39:37.197649+00
f53c624e-56ef-44be-8945-292bdf3fd6df	223c10d2-bc58-43db-bbff-881bb92d7930	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:37.24878+00	2026-11-26 00:39:37.248781+00
4484aa95-3159-43a0-aa8e-f39de2f1d3cf	b20482fb-cdc4-4fa8-82b3-b240a6df5038	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.292933+00	2026-11-26 00:39:37.292934+00
dfe6815b-4f42-4287-92e6-d17fd04c29e5	0bd7341b-22c8-4333-b537-fe2e0dea1eba	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:39:37.351083+00	2026-11-26 00:39:37.351083+00
9d7b6ca8-ecbe-4379-8ab0-798e9a66631f	93ad8f67-a056-40e3-9054-aae32b2cfe01	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.373678+00	2026-11-26 00:39:37.373679+00
d028da07-0949-4efb-a7a8-263b304bfe53	93ad8f67-a056-40e3-9054-aae32b2cfe01	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.39714+00	2026-11-26 00:39:37.397141+00
e3820e63-c53b-429f-8615-7a6773de3c32	ee249487-4595-45a0-afc7-9a391e0d0e98	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.444466+00	2026-11-26 00:39:37.444467+00
f70fe836-b7e9-4a23-a3b9-fe7ef385618c	ea50a5df-1773-4c10-bd2b-b137cf788392	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.494577+00	2026-11-26 00:39:37.494578+00
a583bf47-2be8-448f-a8f7-e9a71afb1977	ea50a5df-1773-4c10-bd2b-b137cf788392	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:39:37.533759+00	2026-11-26 00:39:37.53376+00
1ad91d9c-2870-40db-957b-7ee95b6191b1	8aa2ec72-2815-4d3d-8671-c599c87c772f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.577088+00	2026-11-26 00:39:37.577089+00
93c36f25-dd50-43eb-8711-fc5804dfbf6a	8aa2ec72-2815-4d3d-8671-c599c87c772f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.614722+00	2026-11-26 00:39:37.614723+00
ac06e5b7-0bf1-4c57-a20c-b11513623ff3	a89e83e1-5ce3-4c16-bd57-1ebecaae7032	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.654063+00	2026-11-26 00:39:37.654065+00
71abb1e6-bbf8-48ed-9874-6911b7080337	a89e83e1-5ce3-4c16-bd57-1ebecaae7032	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.686248+00	2026-11-26 00:39:37.686249+00
ea63bc7c-e187-4a6b-ae95-cc34bba9380c	ffc268aa-3d27-400d-9872-4a6b6073943f	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:37.732884+00	2026-11-26 00:39:37.732885+00
bd0378f0-bf89-489e-a7dd-0f9dea47aad3	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:37.768494+00	2026-11-26 00:39:37.768495+00
a4ffbba3-710a-4a90-858d-ca1c70e8c88f	8b28b447-7db1-4b03-ab6d-e0cdc8d58d11	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.806622+00	2026-11-26 00:39:37.806623+00
fd0d3543-49bb-4227-880e-7d83e1aa11d9	6943de32-d98b-4295-93d0-022b777a8b84	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.856877+00	2026-11-26 00:39:37.856878+00
7f1d1884-ad13-4dca-8f4f-c4691bc79690	083d2b78-5c5c-4fd1-8cf0-e336fceef10f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:37.935928+00	2026-11-26 00:39:37.935929+00
8209e69d-1824-40bd-b50f-a6369d4e142e	873d2265-f501-4d90-a83f-c37fca998db1	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:37.957955+00	2026-11-26 00:39:37.957956+00
8cd09b60-cc8b-4985-95a5-ecd1af6c3455	873d2265-f501-4d90-a83f-c37fca998db1	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.00819+00	2026-11-26 00:39:38.008191+00
c6337315-c8c2-4800-98a4-0241ea6590fd	1028c139-4264-48c0-a214-4919518fe156	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:38.037407+00	2026-11-26 00:39:38.037407+00
73924394-97de-4f92-97e9-da6209c55d13	d52ad9be-d92d-407a-9313-2614bd1764fb	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:38.105707+00	2026-11-26 00:39:38.105708+00
55bd260e-922b-41f8-9f69-eb1fd671fd50	d52ad9be-d92d-407a-9313-2614bd1764fb	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:38.124045+00	2026-11-26 00:39:38.124046+00
b2f34769-5756-4611-9791-207e7998f62a	668060e0-6f94-4133-95b8-82ad48994308	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:38.159032+00	2026-11-26 00:39:38.159033+00
159582ba-e2d5-42c7-8dc9-53f7bccf96df	9ca492d8-3eee-4975-ba7d-77023d886ef4	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.215431+00	2026-11-26 00:39:38.215432+00
20aa22aa-2a41-4239-ae7e-5cd24c44ca02	9ca492d8-3eee-4975-ba7d-77023d886ef4	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:38.25364+00	2026-11-26 00:39:38.253641+00
7f821cac-c4a9-4c5d-b3ea-dac84d6188fa	f612e196-50de-450a-ae07-3a33bb27c79d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.299569+00	2026-11-26 00:39:38.29957+00
1c6ebf00-ab96-4833-ad21-5329c73bf127	f612e196-50de-450a-ae07-3a33bb27c79d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.336094+00	2026-11-26 00:39:38.336095+00
b7f2f24b-7d53-4aa5-a1b3-da0a79d0c93d	652b7db0-0e18-493d-a6dc-71f4f03c4978	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:38.366681+00	2026-11-26 00:39:38.366682+00
b3fbab9f-4126-46ba-8d4f-f04c6de08190	652b7db0-0e18-493d-a6dc-71f4f03c4978	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:38.398247+00	2026-11-26 00:39:38.398248+00
a2780cae-159f-48ba-afc9-b206e62b479a	43a881e2-863c-48ad-b94b-3486a96c05a2	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:38.441678+00	2026-11-26 00:39:38.441679+00
acaa6eb5-18d8-491e-bcfe-20652824b5e6	2ab3cb01-b351-4ba1-b85a-c54ba7164f95	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.489433+00	2026-11-26 00:39:38.489434+00
fbb7988a-fd7c-406f-bf60-e14f28f1c1d2	88b8aa28-73ab-4a5b-bc44-229acb192a7b	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:38.527409+00	2026-11-26 00:39:38.52741+00
a58768c9-795b-42b4-bcc3-c48048dcf3ed	88b8aa28-73ab-4a5b-bc44-229acb192a7b	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	0	0	0	f	2026-11-26 00:39:38.573029+00	2026-11-26 00:39:38.573031+00
c5a529ec-ece9-4fdc-988c-3b8e4b5ef46b	91748b7f-a19b-4c36-9251-8c42eac579ca	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.647483+00	2026-11-26 00:39:38.647484+00
4a2032a2-923c-4e1a-8404-e9e8c98ad2ab	4c35dcd0-06f3-4349-9053-d21720454709	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:38.676525+00	2026-11-26 00:39:38.676526+00
b9d547f2-1cf9-4a8a-add7-13ec835b4b56	4c35dcd0-06f3-4349-9053-d21720454709	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.716858+00	2026-11-26 00:39:38.716859+00
b8db3aec-0a41-482c-98aa-79b07b9acebf	7ae5be55-1c5a-4b97-8c72-c44c95399822	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.759569+00	2026-11-26 00:39:38.75957+00
92d2a594-7c72-431e-be11-81418709478e	1ca28b5a-8b3a-4919-9800-eb448a86a944	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.809986+00	2026-11-26 00:39:38.809987+00
d57588e9-2f46-4610-95c4-f84df2eabe26	edb56a2d-c9dc-407a-a219-5c8339fb7e8e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:38.848813+00	2026-11-26 00:39:38.848814+00
1fac0d6f-0964-4ae6-92ae-1133f77684fe	edb56a2d-c9dc-407a-a219-5c8339fb7e8e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:38.880929+00	2026-11-26 00:39:38.88093+00
f7d31f47-75f6-4a11-b310-2f000614e49c	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:39:38.929143+00	2026-11-26 00:39:38.929144+00
3c1ebcc8-c095-4842-837b-7c7ebc439ad1	1dc9a95f-95e5-4dd2-933e-e0aa76c688b0	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:38.985253+00	2026-11-26 00:39:38.985254+00
62e3678f-df86-429a-b2c9-059df38c5e60	01681610-0300-4fe0-b137-813ec004a1dc	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:39.040612+00	2026-11-26 00:39:39.040613+00
3dcb6c28-b3a6-49a9-b70d-e3b99c89e14a	72564165-0e55-4951-8d62-467ee51dade0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:39.091722+00	2026-11-26 00:39:39.091723+00
9c8a400c-b7d6-449b-a680-c85ab004bae0	ea704ef3-f019-4ab7-bbc6-194baab167f0	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:39.136911+00	2026-11-26 00:39:39.136912+00
1650eba8-6e20-43fa-83ec-2dbf7a490651	ea704ef3-f019-4ab7-bbc6-194baab167f0	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:39.183534+00	2026-11-26 00:39:39.183535+00
5a6fe462-fc26-4b6e-bf04-039224097e91	63157918-3918-411f-9a30-302535d91d8e	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:39.250684+00	2026-11-26 00:39:39.250685+00
b66c55d3-0c28-41c2-89a2-b03a42345c39	57e70b46-4763-471a-94f8-0a7d4552b882	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:39.292808+00	2026-11-26 00:39:39.292808+00
bd244d49-007d-49bb-bf64-e75949892615	5821a808-ecf5-4c55-aae5-eb11a059985a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:41.614673+00	2026-11-26 00:39:41.614675+00
35155c3b-91b7-4b8a-ade9-8046783ee56f	8660ecc6-eccf-497e-90f6-0ebd7adb3c19	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.32208+00	2026-11-26 00:39:39.322082+00
ff025518-ef3a-4d35-bb6e-03ba94580db0	8660ecc6-eccf-497e-90f6-0ebd7adb3c19	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.355033+00	2026-11-26 00:39:39.355034+00
6c718a9d-5fbd-4fb3-b673-5fc4653b5027	c729c74d-1e89-4568-8a38-ab50b36ebd8e	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.406168+00	2026-11-26 00:39:39.406169+00
5a4a800c-c0e1-4875-b5c0-df512a779089	f48a55c0-e421-4359-b604-078de8ebd7d9	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:39.459215+00	2026-11-26 00:39:39.459216+00
f4a11bfe-7a31-440f-8f76-92c552cca6c6	2d4f6dd8-44d7-4494-82e2-3d365aca09be	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.50221+00	2026-11-26 00:39:39.502211+00
02afc5b6-b965-420c-83d8-12fa3a8720a2	2d4f6dd8-44d7-4494-82e2-3d365aca09be	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.542071+00	2026-11-26 00:39:39.542073+00
1ccbb808-8614-4260-93c1-439da1d9527d	bdd7d85a-f2fc-48a7-acc4-5870b0a47008	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:39.584955+00	2026-11-26 00:39:39.584956+00
d1390459-a27a-491e-95f8-25e0e39cd9fa	23c1dacb-219c-46dc-b975-4272fdb16935	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.616222+00	2026-11-26 00:39:39.616224+00
b3ec8b03-e5b3-4f2e-8cfb-f795cec49d4d	9709d110-cf91-4bd3-b91c-b5748c979103	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:39.663852+00	2026-11-26 00:39:39.663853+00
1194913c-2130-4b5a-9906-f2cc486b9288	9709d110-cf91-4bd3-b91c-b5748c979103	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.710477+00	2026-11-26 00:39:39.710478+00
47c677e4-3f25-4a6f-8369-ad0f77e27e49	b11471ff-3ace-476c-8016-490b8fe18605	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.740384+00	2026-11-26 00:39:39.740385+00
7f357f36-fad1-4f8b-bce8-95ed809c42c4	b11471ff-3ace-476c-8016-490b8fe18605	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:39.780621+00	2026-11-26 00:39:39.780623+00
cac83e8a-2c3f-4790-9aae-dd27e5b843bd	990637eb-418a-415c-8377-91be8dd3b073	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:39.837735+00	2026-11-26 00:39:39.837737+00
7f0384f3-cbff-42c9-b793-b51df182c20d	5becbab1-36c7-4afe-9e3e-3a6391db1ba8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:39.875109+00	2026-11-26 00:39:39.87511+00
576edbb9-49bd-4c2e-9d93-c71c823e776f	ff383b16-ffa1-4eb8-b9c3-3113501938c6	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:39.913691+00	2026-11-26 00:39:39.913693+00
ccfa9fc3-de75-4780-9a37-2ba22a322594	ff383b16-ffa1-4eb8-b9c3-3113501938c6	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:39.94747+00	2026-11-26 00:39:39.947471+00
fe34167d-26ce-4808-b77d-766d15e4cd04	8e5563a6-b434-4f2f-acc2-a880cf34be1d	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.001175+00	2026-11-26 00:39:40.001176+00
9bd67d06-1915-4114-8bf2-f0db06c3e9ab	1745db0c-e8be-428d-af5e-1add59980fca	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.044971+00	2026-11-26 00:39:40.044972+00
6a2161e3-9999-4d9a-9637-55d93f863577	1745db0c-e8be-428d-af5e-1add59980fca	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.077439+00	2026-11-26 00:39:40.07744+00
816b8ad1-2fdf-4cca-a876-9d1d58f2e728	9a718c17-3000-45fc-8479-b7a4ff8255ad	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:39:40.113203+00	2026-11-26 00:39:40.113204+00
11c6330a-d9ea-40af-8d60-de69944be021	a4c4a118-6a45-407a-ae4d-08deb860fb44	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:40.138386+00	2026-11-26 00:39:40.138388+00
204caf1c-1ad1-4b69-8f8a-1c117bb64e60	7cff16e5-a5b0-48d9-9026-ca57ceb68a65	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.249366+00	2026-11-26 00:39:40.249367+00
8b2cdae9-649c-492d-ab6a-fb947856d2f1	f45ce4f6-cc21-4d30-a4c8-025850fa0a8f	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.279546+00	2026-11-26 00:39:40.279547+00
d43b5b39-1d9d-4061-9d24-97fe476e46fc	3f235043-1e60-451b-b6ab-ed1865974c04	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.349911+00	2026-11-26 00:39:40.349913+00
e3bccc9f-69ce-40b6-81b4-7719d5b82ac1	46ade73e-dde7-443c-9c1e-2199948dee7e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.389655+00	2026-11-26 00:39:40.389656+00
0d76a085-5feb-4087-bae2-cad34e1d2ac5	46ade73e-dde7-443c-9c1e-2199948dee7e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.415294+00	2026-11-26 00:39:40.415296+00
4830f6fb-3024-41f3-9e34-1ac10a724b28	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.437972+00	2026-11-26 00:39:40.437974+00
7d0f6971-1e5c-4040-9dc9-6c3f517d151a	09b92a95-cb25-41b9-81c0-bfc8ae7929d1	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.477423+00	2026-11-26 00:39:40.477423+00
bf077049-95ff-4c7c-b53b-f8162f74f589	e2da929d-0c2d-4103-abd7-c10038511672	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.519007+00	2026-11-26 00:39:40.519008+00
0dab7084-6b9a-4780-a639-99fb39298d21	4607df91-4798-45ad-87f2-f1cf36238c0b	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.569629+00	2026-11-26 00:39:40.569629+00
07cf7ea0-1f47-48d9-8469-ba9019e799f8	f643742b-1937-488f-9815-3746345496b8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.600943+00	2026-11-26 00:39:40.600944+00
62d6e30f-7891-4b9c-82ec-c3b47444178d	f643742b-1937-488f-9815-3746345496b8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.625809+00	2026-11-26 00:39:40.625809+00
b23b1870-d028-4a56-98ea-e5ec15d7e905	66d51565-105e-44d2-8a31-e92a15ca9af5	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:40.658936+00	2026-11-26 00:39:40.658937+00
a98937f5-b42f-4b8e-851e-d706baf8b23b	dbf3f1bf-0360-4946-9846-a53e11620634	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.743324+00	2026-11-26 00:39:40.743326+00
51328a83-cf1e-4a03-a7b6-82e34c76c2ac	548187ca-e2ef-4ff1-8cc8-e30d645aa771	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:40.784198+00	2026-11-26 00:39:40.7842+00
36871e3c-e12f-44c7-9441-22b518b4b907	ee576102-dd6b-4977-8db8-8e1322c40676	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:40.849206+00	2026-11-26 00:39:40.849207+00
4fb310cc-023a-41fc-adfb-17b4039d38d4	709b2f88-72fa-412a-8e69-5752e469be6f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:40.906595+00	2026-11-26 00:39:40.906596+00
b7db927e-24a7-4bee-85eb-11716a7340b7	709b2f88-72fa-412a-8e69-5752e469be6f	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:40.946773+00	2026-11-26 00:39:40.946775+00
5f353cf5-ebbc-4976-8ebd-69ac12428cdd	13b04f87-94e5-41b5-8064-76809ab01f7e	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:40.982751+00	2026-11-26 00:39:40.982752+00
88e1f4d3-f7ad-4102-9c4e-b4320238daf8	13b04f87-94e5-41b5-8064-76809ab01f7e	4244965e-9b1b-4c49-9e91-94bfda871fe6	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:39:41.015083+00	2026-11-26 00:39:41.015084+00
47b5ce3d-3621-4db8-805c-26d60b2ea896	5ed89c20-bbd0-46f1-84ba-142d3788a587	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:41.055099+00	2026-11-26 00:39:41.0551+00
842dda30-62c4-4c1c-9d27-b7559982c4ce	e9a2e489-7161-4063-8fc2-e50946693cde	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:41.658654+00	2026-11-26 00:39:41.658656+00
262d34c4-a7c9-4825-9a62-c8a5fb9a976a	1f5b0121-c741-4100-8740-4b608fc1e54e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.118395+00	2026-11-26 00:39:41.118396+00
e49d6451-9ecf-4b5a-b860-276ffd7ac16c	d4ba8520-80eb-4792-aca1-d9213df8471d	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.73061+00	2026-11-26 00:39:41.730611+00
4ea7093e-5b4a-4515-bb85-25aa84d708e1	1f5b0121-c741-4100-8740-4b608fc1e54e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.150381+00	2026-11-26 00:39:41.150382+00
c37c90a2-0d82-4dce-82be-52b64d7cfebf	6004fe11-786d-42be-8342-183361abf003	8667fde8-51f4-4668-acda-666c39fac296	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:41.179572+00	2026-11-26 00:39:41.179573+00
b7a34238-d1ba-4ae6-8f64-7252cbd06800	ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.785691+00	2026-11-26 00:39:41.785692+00
fb572981-564a-44a5-90af-d7a409d0d1af	f8a05d09-f0af-473c-a77e-c1cf2fafe8a8	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.230043+00	2026-11-26 00:39:41.230044+00
b8d6c88d-32b2-4f2d-b77b-25006256ff4a	e94c30b7-9dba-43b7-92eb-b34968c78260	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.276162+00	2026-11-26 00:39:41.276163+00
4d6ecbd8-fa15-4ba0-9092-6b085557aace	ca9dee7f-888f-4193-a00a-6ccf6c7f4a66	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.818778+00	2026-11-26 00:39:41.818779+00
fde923af-29ee-48d9-aaea-ed4d67b3e75f	17c6b238-99d1-47a2-a2ee-1cb56e68983a	438da4bd-3fc2-4144-a693-478a3920216a	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.354641+00	2026-11-26 00:39:41.354642+00
6ba0aa87-76d6-47be-85ea-db90453cf61e	564cdc2a-965a-4873-bd63-521945225eee	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:41.425037+00	2026-11-26 00:39:41.425039+00
5d06de5e-92dc-490a-8c1d-6d264c52f01c	e78581c0-5ac5-42f8-a0d6-3ce0918fc824	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.847934+00	2026-11-26 00:39:41.847935+00
10424aad-797a-45cc-9b50-e941e0d6e6ae	2db765ae-9f3f-4eb4-ac15-d82d3a1151d6	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.469863+00	2026-11-26 00:39:41.469865+00
619f372c-0e5a-49a6-a911-a6d6308376e1	e78581c0-5ac5-42f8-a0d6-3ce0918fc824	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.879815+00	2026-11-26 00:39:41.879816+00
3dfd10f7-90f0-4b1d-a819-cd1fd12746f3	7e17c3b8-1d13-4c32-a080-81da66def9c2	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.929207+00	2026-11-26 00:39:41.929207+00
b376bea7-6f4e-49e2-ac66-28f8efac8098	e650c5c3-d80d-4b8a-8a90-31054ae78087	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:41.973985+00	2026-11-26 00:39:41.973985+00
b0fad1f5-b815-4e37-919d-d0e2fdb371bf	e650c5c3-d80d-4b8a-8a90-31054ae78087	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.019497+00	2026-11-26 00:39:42.019498+00
014d6c33-1d95-42eb-a184-86c50337587c	280df432-41b9-4e44-8a3f-2b17e1413f6a	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.053854+00	2026-11-26 00:39:42.053855+00
fec34ffc-1c0c-4000-9eb2-800602b25cbd	280df432-41b9-4e44-8a3f-2b17e1413f6a	4244965e-9b1b-4c49-9e91-94bfda871fe6	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.092207+00	2026-11-26 00:39:42.092208+00
c12c3f3b-caf3-41d9-99c4-23a9dff7bff4	0649c0ff-13c1-4b39-8098-762e7a922657	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:42.127807+00	2026-11-26 00:39:42.127808+00
be3823c2-49c4-4ec4-bf06-06b93fd1c647	2fe210bd-dba2-4130-959c-e0d94618b129	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.163994+00	2026-11-26 00:39:42.163995+00
73fbaaf4-ee72-4c4f-a078-c993ce253969	972bd330-1fe9-4ae2-908b-1798bdd140f2	8667fde8-51f4-4668-acda-666c39fac296	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.209328+00	2026-11-26 00:39:42.209329+00
b12ea796-bb3e-43fb-a535-a27ac6d8dc97	53bab949-136a-4a65-96ae-456e8735b8a9	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:42.262341+00	2026-11-26 00:39:42.262342+00
52f8f898-849b-477c-88d5-1532b1f1d0af	a7394916-562a-423c-b1d3-7730ea03dedd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.332191+00	2026-11-26 00:39:42.332192+00
63403e4a-20fb-4067-abe2-efa67b93ad02	7381f74c-872b-4366-9174-b72ffadb4a59	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.361573+00	2026-11-26 00:39:42.361574+00
fec54367-88a6-4c52-a09f-603db1ce5b4a	7381f74c-872b-4366-9174-b72ffadb4a59	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.400463+00	2026-11-26 00:39:42.400464+00
37d1a0e6-567b-4bd3-a0b7-d90f75302b11	e71904f5-c813-4af6-bbdd-989486f3f74c	438da4bd-3fc2-4144-a693-478a3920216a	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:42.438596+00	2026-11-26 00:39:42.438597+00
0795f062-99a8-4fe1-bcee-913de25cec60	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:42.477508+00	2026-11-26 00:39:42.477509+00
6d072a49-c76f-4c4c-b8a7-3c6d38a8acf9	5c9aa0d2-3cae-4f53-9bd4-5d571223a8d8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:42.523353+00	2026-11-26 00:39:42.523354+00
ca1be9e6-8cfb-463c-b478-5385fede02da	0177d8bc-265c-4a56-b302-2c845cd5d476	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:39:42.559166+00	2026-11-26 00:39:42.559168+00
0a73c6c5-b293-4773-98e5-4e25e611cf99	0177d8bc-265c-4a56-b302-2c845cd5d476	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.604759+00	2026-11-26 00:39:42.60476+00
e22683eb-4616-49fc-b0f0-080e20170071	0c69616f-8da7-4752-903e-8f887e40b2c5	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:42.657235+00	2026-11-26 00:39:42.657235+00
074f3f2b-aa42-4c05-a6e7-8b8b86cc1889	74defb3d-6c25-493e-8063-9cf7ebee9855	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:39:42.691338+00	2026-11-26 00:39:42.691339+00
7f9780dd-1db6-47b8-a698-68bef777cb33	74defb3d-6c25-493e-8063-9cf7ebee9855	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:42.742982+00	2026-11-26 00:39:42.742983+00
7221630a-3a2d-49e5-aee7-d6515eee2f8a	8ba303ab-9f0f-4821-9ba1-986a4973e908	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:42.780613+00	2026-11-26 00:39:42.780614+00
be8b83dc-c9a8-4dbc-98ea-cd411ab24443	1a5c7393-daed-4a1e-b986-edf53c7d386a	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:39:42.806096+00	2026-11-26 00:39:42.806097+00
e0a0f0a8-e6ae-4bbe-980a-510fcac2dafb	ec8fe836-b836-4384-a791-3bb9eb850006	438da4bd-3fc2-4144-a693-478a3920216a	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:42.841414+00	2026-11-26 00:39:42.841415+00
1bf38772-0ee7-432a-9bf6-ab376aba8ffd	35494c62-0df4-499f-a3ff-9e482b42f0a9	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:42.906408+00	2026-11-26 00:39:42.906409+00
40a48152-433a-47a2-8ec2-b0236c1331b6	24eb3e12-bb48-4b28-af26-bdec242130ef	8667fde8-51f4-4668-acda-666c39fac296	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:39:42.95187+00	2026-11-26 00:39:42.951871+00
b21f6c2b-36f6-4422-aa68-faf26866c203	24eb3e12-bb48-4b28-af26-bdec242130ef	4244965e-9b1b-4c49-9e91-94bfda871fe6	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:42.982918+00	2026-11-26 00:39:42.982919+00
8184b88c-eda5-4241-9860-b2ce5ad9172c	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.055005+00	2026-11-26 00:39:43.055006+00
b96b7dea-4532-4c4e-ad1d-94d19b80bb4d	87138940-6dc6-4a9b-9d1d-0fb27ab8b2be	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:43.093081+00	2026-11-26 00:39:43.093081+00
cbc22556-2ad9-46a1-b78f-d2e2deb73ec4	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:39:43.114689+00	2026-11-26 00:39:43.11469+00
73706857-e067-43e7-bc1e-6dcea7e07e41	ffe55c15-c0ef-4cb1-a122-3f98bd8d9372	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:39:43.159997+00	2026-11-26 00:39:43.159998+00
a545fd6e-e6bd-4806-b833-4bc8d6cad94f	b6f15833-b484-449b-b4b0-e5b9d27ba5d3	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.255591+00	2026-11-26 00:39:43.255592+00
e15fb1df-65f6-4752-9bd2-489a7d36eefc	bfeb8307-065f-487b-aad0-616ad31bd229	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:39:43.283551+00	2026-11-26 00:39:43.283552+00
685b23b2-1e73-497e-babc-c5fea2d702c8	a02c260b-1d04-442c-8f12-c626e8437b41	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:43.312625+00	2026-11-26 00:39:43.312626+00
18817a12-522c-46c2-9156-70f0cfec4594	aec22532-a3e2-4549-987a-ce774316d74d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:39:43.356458+00	2026-11-26 00:39:43.356458+00
4461f05a-841a-4743-9562-418a5d19cab3	aec22532-a3e2-4549-987a-ce774316d74d	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:43.387768+00	2026-11-26 00:39:43.387769+00
e6553dfb-c690-4a89-afae-278e8ebaef38	d5865247-716d-406a-9116-ed5adfa34749	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.412836+00	2026-11-26 00:39:43.412837+00
4ac82974-456e-40ec-b9f1-d1a276d6c578	d5865247-716d-406a-9116-ed5adfa34749	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.452406+00	2026-11-26 00:39:43.452407+00
f7fff138-0a62-45b6-9b76-96f79f06f347	ee161cd2-5255-43be-9055-25bc6bb29ba2	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:43.494414+00	2026-11-26 00:39:43.494415+00
1320f6b3-ef46-43a3-b99d-f11ede1091bc	02a3b328-568b-4b47-a3fb-25d7e901b4e0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:39:43.536447+00	2026-11-26 00:39:43.536447+00
365f1bca-f02e-4763-a158-0a0d2549b38f	02a3b328-568b-4b47-a3fb-25d7e901b4e0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:43.586564+00	2026-11-26 00:39:43.586565+00
1ee2da09-0176-4d59-8779-06a1df4acdca	c15bbeee-f3af-486f-a9b4-dac42e7d396c	8667fde8-51f4-4668-acda-666c39fac296	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:39:43.62226+00	2026-11-26 00:39:43.622261+00
d990c9c0-9425-41fc-9eb2-b43ab3506fa5	c15bbeee-f3af-486f-a9b4-dac42e7d396c	4244965e-9b1b-4c49-9e91-94bfda871fe6	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.640247+00	2026-11-26 00:39:43.640247+00
97d48cd8-6f61-46b7-baea-01a055bee067	25fcba05-060c-4adc-bfa4-c874b5741e92	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.684776+00	2026-11-26 00:39:43.684777+00
0222b7e9-a723-4e4a-9c91-a96d729695d8	702d3f23-83c0-42ac-ab65-07c83b1435c7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.73441+00	2026-11-26 00:39:43.734411+00
86419b28-9903-4b2d-858e-f6b5f9609b21	702d3f23-83c0-42ac-ab65-07c83b1435c7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:39:43.765998+00	2026-11-26 00:39:43.765999+00
dabdf214-ee03-40d0-a723-1b790f72f11d	66c397fc-d50a-4696-8e5e-69a02573305f	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.808296+00	2026-11-26 00:39:43.808297+00
dbabb43d-1822-4f27-8d4a-26b50ff2f8e5	bda819ba-70db-45e1-977d-0baf21a032c8	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:43.858822+00	2026-11-26 00:39:43.858823+00
61200c75-08fb-4b6e-bec6-9d2734e98b91	3f475f6f-4edc-491e-94c2-a56a26269ab4	438da4bd-3fc2-4144-a693-478a3920216a	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:39:43.907878+00	2026-11-26 00:39:43.907878+00
769a296e-fc38-4b26-851e-6cadb9b2777e	10c31940-8024-438f-a342-a52ca5d2c3dc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:43.966578+00	2026-11-26 00:39:43.966579+00
d0397e57-7631-4602-913e-704b820ed41e	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:44.002125+00	2026-11-26 00:39:44.002126+00
0c8b48b3-1cbf-4f53-a580-c1da73fd10be	7d82cad1-a5ed-4ae4-8a28-623252a8b9b3	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:39:44.040372+00	2026-11-26 00:39:44.040373+00
af04a737-1a7a-4907-8318-4fc471d192a7	3a2805fc-10af-481c-918f-0f30a3f17790	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:44.128704+00	2026-11-26 00:39:44.128705+00
a750a6ab-57d6-483b-b887-f06c42b85da5	3a2805fc-10af-481c-918f-0f30a3f17790	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:39:44.167896+00	2026-11-26 00:39:44.167897+00
5efda900-9eb8-45ee-9059-9c43f36bc304	a44c5898-9db6-4bee-9757-fb25658457dc	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:39:44.20837+00	2026-11-26 00:39:44.208371+00
400095f1-60f0-406e-beba-a96584627066	a44c5898-9db6-4bee-9757-fb25658457dc	f2fbddff-0cac-45cd-ab4a-149a8312d81a	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:39:44.240112+00	2026-11-26 00:39:44.240113+00
528ea002-754a-4b8d-b1cd-ad6688dad1bf	e5b1c257-f79b-46fc-9ecd-30fed3556202	8667fde8-51f4-4668-acda-666c39fac296	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:39:44.258581+00	2026-11-26 00:39:44.258582+00
ceb2c66f-6551-4c04-b2b6-210d439c21f7	e5b1c257-f79b-46fc-9ecd-30fed3556202	4244965e-9b1b-4c49-9e91-94bfda871fe6	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:39:44.297721+00	2026-11-26 00:39:44.297722+00
db18ad1b-58e3-4cb4-985b-ab0ba005df61	d2115a5f-d3f8-44f3-b179-2455c91e73aa	438da4bd-3fc2-4144-a693-478a3920216a	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:39:44.333782+00	2026-11-26 00:39:44.333783+00
\.


--
-- Data for Name: friendships; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.friendships (id, pair_key, requester_id, addressee_id, status, created_at, accepted_at) FROM stdin;
e3428d7d-276e-4011-aa6a-b4ca0ecc0e88	8667fde8-51f4-4668-acda-666c39fac296|b4323a68-abfc-4e3e-b0bb-f0bc6118f525	8667fde8-51f4-4668-acda-666c39fac296	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	accepted	2026-11-26 00:39:29.443594+00	2026-11-26 00:39:29.461254+00
b2a24555-e431-486f-9f32-a41ad43a7f3c	438da4bd-3fc2-4144-a693-478a3920216a|8667fde8-51f4-4668-acda-666c39fac296	8667fde8-51f4-4668-acda-666c39fac296	438da4bd-3fc2-4144-a693-478a3920216a	accepted	2026-11-26 00:39:29.470329+00	2026-11-26 00:39:29.477732+00
bd960473-0cef-4e08-bc6d-3850b617fd81	4244965e-9b1b-4c49-9e91-94bfda871fe6|8667fde8-51f4-4668-acda-666c39fac296	8667fde8-51f4-4668-acda-666c39fac296	4244965e-9b1b-4c49-9e91-94bfda871fe6	accepted	2026-11-26 00:39:29.487856+00	2026-11-26 00:39:29.494586+00
2ac98bbf-02ce-4cda-afe2-b866993bcf62	8667fde8-51f4-4668-acda-666c39fac296|f2fbddff-0cac-45cd-ab4a-149a8312d81a	8667fde8-51f4-4668-acda-666c39fac296	f2fbddff-0cac-45cd-ab4a-149a8312d81a	accepted	2026-11-26 00:39:29.501248+00	2026-11-26 00:39:29.508997+00
f22ecf45-3c67-4349-af28-6652a71207b7	438da4bd-3fc2-4144-a693-478a3920216a|b4323a68-abfc-4e3e-b0bb-f0bc6118f525	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	438da4bd-3fc2-4144-a693-478a3920216a	accepted	2026-11-26 00:39:29.516269+00	2026-11-26 00:39:29.523577+00
08d48471-b506-4c67-b14e-d042c6caecd2	4244965e-9b1b-4c49-9e91-94bfda871fe6|b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4244965e-9b1b-4c49-9e91-94bfda871fe6	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	pending	2026-11-26 00:39:29.530753+00	\N
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
59c8e5f9-0b95-4ec3-b802-eb9a01ae6cf1	e8736a4a-9c30-49bd-805d-0491147e815d	25ab7c4b-a461-4a66-9316-d5562ea045ec	donation	50000	EUR	2026-11-26 00:39:29.729708+00
265caf88-7af4-4c16-a576-78cb1c607677	e8736a4a-9c30-49bd-805d-0491147e815d	4ccbae5a-e4ec-441e-b8c6-153d2aec8aeb	donation	35000	EUR	2026-11-26 00:39:29.760448+00
7e5c5c5d-7d55-42a0-ae6d-4d531aabdf15	7cb8ae6c-a49c-4332-940d-618f2e0a064c	1222f9c1-66ee-4abb-b114-d5a78c446620	donation	200000	SEK	2026-11-26 00:39:29.794387+00
e286a769-5596-43a1-9225-725d6647cf84	7cb8ae6c-a49c-4332-940d-618f2e0a064c	39c651b9-2983-470f-a027-2d5f51b56e69	donation	120000	SEK	2026-11-26 00:39:29.824971+00
36fe7a80-1011-4a4f-bf46-37cdd577efb5	c2e6e6e8-eeac-4340-9370-b2054c94a4c1	ee06eefb-6d2b-4658-bd2c-170bafb2f3ea	donation	150000	CZK	2026-11-26 00:39:29.87146+00
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
-- Data for Name: library_cards; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_cards (id, number, library_id, user_id, pin_hash, holder_name, failed_pins, locked_at, created_at) FROM stdin;
36eb2feb-fc93-4d53-9436-dfdd783e38ba	1001	76e405c5-9e3f-44bd-b418-4bb30117b0d0	8667fde8-51f4-4668-acda-666c39fac296	$2b$12$nqTUJX4/16IswrNgWCTNMeTmti8XliN019G3g.hEw5pgQEPUwWZ8m	Alice Lindqvist	0	\N	2026-11-26 00:39:44.604304+00
edea6c99-fdb9-45dc-aa45-bf47f6aadfb8	1002	76e405c5-9e3f-44bd-b418-4bb30117b0d0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	$2b$12$jDlIljyhY8f0kTmN87s5H.DBomPPjqfD4TmzXKpNWStPEzUEyW7RK	Bob Novák	0	\N	2026-11-26 00:39:44.817188+00
f2b2d961-3398-493e-93c3-d1188eac0fca	1003	76e405c5-9e3f-44bd-b418-4bb30117b0d0	438da4bd-3fc2-4144-a693-478a3920216a	$2b$12$rufAxiiX8tH8v2nJ6xOHWOqX6QHtTXY.5aDJmlW3dmej41hgRDYzu	Carol Jones	0	\N	2026-11-26 00:39:45.029881+00
695a94b5-b5e3-45e2-a629-a0856d631a23	1004	76e405c5-9e3f-44bd-b418-4bb30117b0d0	4244965e-9b1b-4c49-9e91-94bfda871fe6	$2b$12$XEdiqd51F6JduNjDBiT8UenBf/WTwU7LvGgLunNvgBoU1XSIUtYKC	Dave Okafor	0	\N	2026-11-26 00:39:45.241843+00
1bfc8159-de20-4225-baae-ee9dd5835287	1005	76e405c5-9e3f-44bd-b418-4bb30117b0d0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	$2b$12$Vs6Umr0tKLHCZuWEHnHDFO8296Ag8xIo6VPrc2nLhI1OR0idRrN5q	Eva Svobodová	0	\N	2026-11-26 00:39:45.454174+00
a1ec7b80-bdc8-4e6f-83a1-458a8b7a83d1	2001	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	8667fde8-51f4-4668-acda-666c39fac296	$2b$12$BxHucwnDcEGLLEeoysY1Qur5ga6KdVYK1QMCZPvRy/RMTskPc.Jmy	Alice Lindqvist	0	\N	2026-11-26 00:39:45.689697+00
05c8059f-dea9-49fc-908f-72936a3a5c14	2002	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	$2b$12$oEwd9yHi6jSdf7q.uv7CgOT.64nZux.Wyvwde5ldPdIjtkoMpwj1.	Bob Novák	0	\N	2026-11-26 00:39:45.903514+00
0126f7e0-19b4-4c45-9b16-1ced33e01ea5	2003	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	438da4bd-3fc2-4144-a693-478a3920216a	$2b$12$HOCZ6T7zaaU3D5Lw8wni4OlpJN4SgiXA9FhxJ/mdCkKZJTAZ204pe	Carol Jones	0	\N	2026-11-26 00:39:46.117556+00
009f8f8f-8992-4266-a720-df312d77e77c	2004	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	4244965e-9b1b-4c49-9e91-94bfda871fe6	$2b$12$3D1Ry9IbyCZT241Uu4TfGORilscS2Ou84D9.tfZeJpwQQKCrI0Y2K	Dave Okafor	0	\N	2026-11-26 00:39:46.336093+00
75da08c8-b504-404c-bdbd-ef1dc2eb93b2	2005	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	$2b$12$eN7dQ9uFpnAkp/pxpaFLReochuX3Mck0pH0fU2KSd5eUWBYKsNdCy	Eva Svobodová	0	\N	2026-11-26 00:39:46.552513+00
601a063d-ce58-4126-acad-d165224fb69b	20000001	76e405c5-9e3f-44bd-b418-4bb30117b0d0	\N	$2b$12$b6WGZOu1yxMQxlQndp2E8OQutiQQ/nSYw544tpOgbGdyq3HeygLLK	Ada Lindqvist	0	\N	2026-11-26 00:39:52.66691+00
\.


--
-- Data for Name: library_choices; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_choices (id, user_id, library_id) FROM stdin;
5230c827-136a-4db9-b5fe-f9f274e4448f	8667fde8-51f4-4668-acda-666c39fac296	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0
c92e4b3b-a0d6-4dc4-a44b-f30d91a25482	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0
fa8dc53b-d9dc-4509-9a7b-9f2fcadc4562	438da4bd-3fc2-4144-a693-478a3920216a	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0
00e6b588-ab26-48c1-8ee4-8575dd78511a	4244965e-9b1b-4c49-9e91-94bfda871fe6	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0
05847a01-a274-44fd-a0de-67c9c48f4dd7	f2fbddff-0cac-45cd-ab4a-149a8312d81a	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0
\.


--
-- Data for Name: library_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_events (id, library_id, image_id, title, starts_at) FROM stdin;
f885db1c-4379-4ca9-8eba-f147be920627	76e405c5-9e3f-44bd-b418-4bb30117b0d0	\N	Författarsamtal: Klas Östergren	2026-11-29 00:39:44.395438+00
85ed7c31-4f75-4e9f-97d6-5eab4db7bd4b	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	\N	Sagostund för barn	2026-12-03 00:39:45.476289+00
\.


--
-- Data for Name: library_holds; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_holds (id, library_id, title_id, card_id, seq, state, placed_at, ready_at, ready_until, ended_at) FROM stdin;
a8d95f68-5acb-460a-8903-408966c4defc	76e405c5-9e3f-44bd-b418-4bb30117b0d0	458ec4c0-ce6b-4c7d-8597-0ef40b71d825	f2b2d961-3398-493e-93c3-d1188eac0fca	1	waiting	2026-11-26 00:39:46.591274+00	\N	\N	\N
51fb0b19-ca68-49bc-9eaa-d91ab2dd38ef	76e405c5-9e3f-44bd-b418-4bb30117b0d0	458ec4c0-ce6b-4c7d-8597-0ef40b71d825	36eb2feb-fc93-4d53-9436-dfdd783e38ba	2	waiting	2026-11-26 00:39:46.604876+00	\N	\N	\N
\.


--
-- Data for Name: library_libraries; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_libraries (id, slug, name, language, loan_days, pickup_days, max_loans, max_holds, self_registration, alert, help, created_at) FROM stdin;
dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	stockholm	Stockholms stadsbibliotek	sv	14	3	3	5	f	\N		2026-11-26 00:39:44.375587+00
76e405c5-9e3f-44bd-b418-4bb30117b0d0	malmo	Malmö stadsbibliotek	sv	21	3	5	5	f	Biblioteket är stängt på söndag på grund av underhåll.	Q: Vem kan låna?\n\nAlla med ett lånekort från Malmö stadsbibliotek. Skaffa ett här på sidan eller i lånedisken.\n\nQ: Hur läser jag?\n\nLåna boken och läs den direkt i webbläsaren eller i en app som läser OPDS.	2026-11-26 00:39:44.373798+00
\.


--
-- Data for Name: library_lists; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_lists (id, library_id, name, "position", title_ids) FROM stdin;
31f775f7-cf75-4575-9a86-1bbfce6b6683	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Sommarläsning	0	AD8407F9-6382-4969-BCD7-7C2064682044 22EE24A6-BC40-4138-AB7A-754CB55ACFB1 C30FA326-D9EE-458A-98EF-A2EE8D1AC637 862F8467-AA8F-4975-983E-5537FC6E1534
\.


--
-- Data for Name: library_loans; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_loans (id, library_id, title_id, card_id, started_at, due_at, ended_at, ended_how, renewals, reminded) FROM stdin;
44a9c8d8-7173-4ca7-8e9d-0e81db73fbd3	76e405c5-9e3f-44bd-b418-4bb30117b0d0	458ec4c0-ce6b-4c7d-8597-0ef40b71d825	edea6c99-fdb9-45dc-aa45-bf47f6aadfb8	2026-11-26 00:39:46.579729+00	2026-12-17 00:39:46.579731+00	\N	\N	0	f
927487e9-0c3a-4667-8cba-7228fd0f49e1	76e405c5-9e3f-44bd-b418-4bb30117b0d0	2a82bd06-3d3b-4a86-b41f-4b5941cc3224	36eb2feb-fc93-4d53-9436-dfdd783e38ba	2026-11-26 00:39:46.617449+00	2026-12-17 00:39:46.617451+00	\N	\N	0	f
\.


--
-- Data for Name: library_ratings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_ratings (id, user_id, title_id, stars, review, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: library_sessions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_sessions (id, user_id, library_id, card_id, remember, expires_at) FROM stdin;
772bcdca-29b7-45cf-84a0-74e69aaf5a80	8667fde8-51f4-4668-acda-666c39fac296	76e405c5-9e3f-44bd-b418-4bb30117b0d0	36eb2feb-fc93-4d53-9436-dfdd783e38ba	t	2027-02-24 00:39:44.605879+00
3b2a8e16-cd97-4504-8092-f0e858435b29	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	76e405c5-9e3f-44bd-b418-4bb30117b0d0	edea6c99-fdb9-45dc-aa45-bf47f6aadfb8	t	2027-02-24 00:39:44.818542+00
542fdc04-4abf-4a1d-ba73-2f0f6a8564af	438da4bd-3fc2-4144-a693-478a3920216a	76e405c5-9e3f-44bd-b418-4bb30117b0d0	f2b2d961-3398-493e-93c3-d1188eac0fca	t	2027-02-24 00:39:45.031316+00
89787540-4719-40f3-baf1-75e1c1d1c4a0	4244965e-9b1b-4c49-9e91-94bfda871fe6	76e405c5-9e3f-44bd-b418-4bb30117b0d0	695a94b5-b5e3-45e2-a629-a0856d631a23	t	2027-02-24 00:39:45.243144+00
e70f4dc7-7941-4bc8-bd42-b8316c7dab6e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	76e405c5-9e3f-44bd-b418-4bb30117b0d0	1bfc8159-de20-4225-baae-ee9dd5835287	t	2027-02-24 00:39:45.455632+00
fc807d66-2b27-44a4-9b3e-e2f59e18963a	8667fde8-51f4-4668-acda-666c39fac296	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	a1ec7b80-bdc8-4e6f-83a1-458a8b7a83d1	t	2027-02-24 00:39:45.691117+00
236ccaac-7028-4402-8097-e77005314b68	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	05c8059f-dea9-49fc-908f-72936a3a5c14	t	2027-02-24 00:39:45.904822+00
03e3685a-c59a-4aab-a5e4-7a0d7c012dcb	438da4bd-3fc2-4144-a693-478a3920216a	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	0126f7e0-19b4-4c45-9b16-1ced33e01ea5	t	2027-02-24 00:39:46.119102+00
1f39ffef-5cda-4d77-a484-b85f065645ca	4244965e-9b1b-4c49-9e91-94bfda871fe6	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	009f8f8f-8992-4266-a720-df312d77e77c	t	2027-02-24 00:39:46.339144+00
4483ce36-a012-4fe8-b9ba-f2ce4db38b77	f2fbddff-0cac-45cd-ab4a-149a8312d81a	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	75da08c8-b504-404c-bdbd-ef1dc2eb93b2	t	2027-02-24 00:39:46.554216+00
\.


--
-- Data for Name: library_title_subjects; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_title_subjects (id, title_id, library_id, subject) FROM stdin;
c2671347-68db-4c11-9f68-95b84509e18f	ad8407f9-6382-4969-bcd7-7c2064682044	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
b47b8416-5bd0-4cb2-b19e-9e0a4b7fb86f	ad8407f9-6382-4969-bcd7-7c2064682044	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Värmland
f88139e8-382e-4ece-98a0-f6656be17958	2a82bd06-3d3b-4a86-b41f-4b5941cc3224	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's stories
4421efee-970d-4133-a042-48b76fbbc63e	2a82bd06-3d3b-4a86-b41f-4b5941cc3224	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
e1f9b178-f494-45bc-a533-122b89a3e910	9b3c70a8-a058-446e-b87b-6d98a0d5e781	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
54be8abc-ff17-443b-b03a-1f9b7eb9274e	9b3c70a8-a058-446e-b87b-6d98a0d5e781	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Stockholm
488dcaac-6fcf-43bd-8606-e4ebccacdd0c	5d502021-035c-4d4d-992f-cc0f4ccd55a7	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Archipelago
d8d03ecc-3882-46ad-963e-4284103f6a07	5d502021-035c-4d4d-992f-cc0f4ccd55a7	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
32e4ef02-2f38-4c77-9bc6-9c1e49371830	f6bcea63-3b53-41b0-b8b4-c2aba1dbbbe3	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
a18d9397-1f4b-4d70-af8f-3063c9b41719	f6bcea63-3b53-41b0-b8b4-c2aba1dbbbe3	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Stockholm
087b7ee2-bcc7-4d8a-a625-a188c573c10d	b294e69b-2ba9-49bf-8950-e52401e19231	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
f35d18a7-bae0-4f0c-92ac-333c6a5cda5e	b294e69b-2ba9-49bf-8950-e52401e19231	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Love stories
dcab242c-30a6-45dc-a8e8-05b0983ebeb7	458ec4c0-ce6b-4c7d-8597-0ef40b71d825	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Emigration
d3d3bd57-f542-47a4-b2e1-44c8c87ce769	458ec4c0-ce6b-4c7d-8597-0ef40b71d825	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
a90a9789-9b70-4c12-bca3-7e150f4d5f05	22ee24a6-bc40-4138-ab7a-754cb55acfb1	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's stories
b54353b9-9e99-4eda-9100-db3989c3156c	22ee24a6-bc40-4138-ab7a-754cb55acfb1	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
03fbb0b5-280c-46eb-be21-b3a0d80a11fd	e0a00540-00b6-44c8-b79e-a62cd89e285c	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's stories
81560410-70de-40a1-9f81-3191d3834200	e0a00540-00b6-44c8-b79e-a62cd89e285c	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fantasy
ea4fa233-b24d-4458-9773-30b1ab28080c	6d706811-0f25-4c5e-8987-bc777c9e352d	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's stories
e8cf096c-ad3b-4b71-a09a-5374eee50ed0	6d706811-0f25-4c5e-8987-bc777c9e352d	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fantasy
f4f1d71d-1d31-4fe8-8b6a-4d0d66eaa179	c30fa326-d9ee-458a-98ef-a2ee8d1ac637	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Poetry
83d130a7-3951-49fd-8b60-eda1509600dd	c30fa326-d9ee-458a-98ef-a2ee8d1ac637	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Science fiction
534112d8-5697-4c1c-b9da-5cb0942e8e40	df20830a-3009-43c7-9e0d-658636aed440	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
854234ae-f118-4718-950e-2aed48a706ca	8483e38f-c2d7-40e2-bca1-5823346942c5	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
e30948ad-bd41-4433-8890-c2c7a7b9d19c	8483e38f-c2d7-40e2-bca1-5823346942c5	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Science fiction
effbdf11-7562-47d5-87b8-be930907a60c	f4922ffa-5f04-40c9-8c08-43a87224a8f9	76e405c5-9e3f-44bd-b418-4bb30117b0d0	History
fb48e666-c53a-441a-af47-fdcb23ccbe8f	f4922ffa-5f04-40c9-8c08-43a87224a8f9	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Poetry
40846bf7-5094-49db-8beb-f6ddc982216c	b2699efd-6366-4964-ab52-3acf35111909	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
8e8e7313-7d42-4721-bdf1-fba81a221628	b2699efd-6366-4964-ab52-3acf35111909	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Love stories
f39554f3-cf9f-4e6e-aa2c-95f6b22c4a43	38cac4a5-7ae0-45f5-9f8d-0523c0bc6d11	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fantasy
f4b40260-f9bc-426f-aba8-ba30e323b437	38cac4a5-7ae0-45f5-9f8d-0523c0bc6d11	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
bb6f192a-ccf7-4741-8f72-0d16fcc2af8a	a35e26ce-7856-4e19-834d-baa189107cf6	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Nature
2a513c5e-a923-45d2-a70e-19251c5bba55	a35e26ce-7856-4e19-834d-baa189107cf6	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Poetry
77b62967-f4c0-4969-94bc-0cfac560fd3d	4ce07443-01df-4e39-b0f8-34504e0ff399	76e405c5-9e3f-44bd-b418-4bb30117b0d0	History
95df56f3-c400-4312-a192-495e7b9ad9a4	4ce07443-01df-4e39-b0f8-34504e0ff399	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Nature
ccdac356-a380-4965-b392-209fa6bf45ba	2b92c5d8-d1e0-4cc0-b8ad-df2ee5341cb0	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Archipelago
90bcd49e-f601-4b5f-a1b6-70288227231f	2b92c5d8-d1e0-4cc0-b8ad-df2ee5341cb0	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
597c3f46-0205-4afc-bf83-a5a4d01074c3	65354b8f-6e25-40b5-9b8d-c676f298d650	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
38c9fd7e-79ac-4fb7-99d9-031672afdebf	862f8467-aa8f-4975-983e-5537fc6e1534	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
756ff7f2-5c4f-4735-a01a-a209e9f9a3c1	862f8467-aa8f-4975-983e-5537fc6e1534	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Love stories
e7d4d40f-8a9e-4721-b866-03ec37c36141	472818b7-2fd2-4c96-a9fb-d58f9c1d3e44	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
1f80a0ee-fd92-4d5c-bf32-4963251cb7c2	472818b7-2fd2-4c96-a9fb-d58f9c1d3e44	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Love stories
15167d8f-1225-426b-b943-8f190373f5bb	fb470003-97d4-48ef-90a8-5b55014a4280	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Detective and mystery stories
d84bc953-ee81-4060-99cf-04a941e1acef	fb470003-97d4-48ef-90a8-5b55014a4280	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
81298e97-afcb-4732-8ac6-6bed8e539687	a6a9f47b-3dc9-4d99-8efd-6a3f565d8015	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
acd9503a-98c8-48f6-b5c9-4eb4dbe221b6	a6a9f47b-3dc9-4d99-8efd-6a3f565d8015	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Science fiction
e7cad3d3-8516-4eb5-971e-3d932ff5422a	cc1db5fc-8c22-4271-a439-1fd67a0dbd5b	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
b3cf9c5f-53dd-44b1-91c3-1623dde3692d	cc1db5fc-8c22-4271-a439-1fd67a0dbd5b	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Whaling
f238abef-6e93-475b-8e1a-69e9d9f3d0b4	da003c2a-e84e-4b67-aba1-1c88df319ddb	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's stories
a05e4854-c938-4fff-b1b5-5a8398acdec1	da003c2a-e84e-4b67-aba1-1c88df319ddb	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fantasy
08222ac5-f546-4e26-a244-18afce9443df	ea14a21b-1c92-4b4f-948f-ab6eb52f5b5f	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Science fiction
48b8575d-9c78-4b52-96d3-81607fd0e623	a25d6dec-c0d5-4252-95c6-9e8b2ef9f2e4	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Essays
5430b0ae-5620-441d-8688-4df91b34c7b0	a25d6dec-c0d5-4252-95c6-9e8b2ef9f2e4	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Women
e674fb87-2424-4dbf-9fa4-9eeffc9291fa	366c4469-aa02-4f4f-9409-ca503a5e4145	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
5593ea3d-1df5-4bc7-913a-0abdf6f84958	366c4469-aa02-4f4f-9409-ca503a5e4145	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Horror
760fa7a4-064e-4131-b3f2-928d5c1a90c0	a3a84313-0d0c-49b2-a61a-e2375684a579	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fiction
62754723-77cd-4721-ac08-bf47c64a4d36	a3a84313-0d0c-49b2-a61a-e2375684a579	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Nature
0b1d564e-a123-4e22-900a-b4a2e37fab3d	4a03d7a9-8548-47d0-9c8a-ba286697b97d	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
bfb785ff-3da8-4fdc-901c-0d577b6f08dd	4a03d7a9-8548-47d0-9c8a-ba286697b97d	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Värmland
e88894c1-3292-47bf-90bb-42217d70c877	c0ea756c-f545-4334-8794-c829d14f1733	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Children's stories
9901b9bf-ea81-49bc-b049-fd33bc4024ca	c0ea756c-f545-4334-8794-c829d14f1733	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
67e66727-7239-48bb-8d5e-b9af0e9aa09e	8cf535c1-6567-41aa-af37-07e9759a79ca	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
43879426-d9e9-4130-b121-d526ce3a34e8	8cf535c1-6567-41aa-af37-07e9759a79ca	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Stockholm
8d170deb-5b46-463a-8187-2060c1ffb08d	17da607d-4775-4928-bf2a-7c9b203e7e6f	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Archipelago
d24ee5e5-7b81-4540-b4f7-4bacc128d420	17da607d-4775-4928-bf2a-7c9b203e7e6f	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
0b013fc4-d9e1-4070-9a15-1a4b65cf09d0	196be343-4a32-4a53-9952-834ea8a563a9	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
b623161a-d416-4c32-8388-8795bc819210	196be343-4a32-4a53-9952-834ea8a563a9	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Stockholm
98294d49-2c7b-49ef-a0d5-bd7d4d852ac8	f548f0d8-78b7-4478-9180-fe6d2d6bd165	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
8bb0a4d3-8b4f-4094-82e0-e88b52c8fe21	f548f0d8-78b7-4478-9180-fe6d2d6bd165	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Love stories
a43b43d4-087c-4033-b45f-28a1f68b839c	9e2dea63-93d1-4c2e-816f-e6fce54b549f	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Emigration
c8f2acb9-090a-4be4-ba9c-3a48fca87f0b	9e2dea63-93d1-4c2e-816f-e6fce54b549f	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
08b23179-d18c-445e-8145-2db8bbac6c87	43e722fe-a7d5-4e73-a7cb-1b14e3c2c2ec	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Children's stories
374163cd-89bf-4b44-829b-a59a44701e7b	43e722fe-a7d5-4e73-a7cb-1b14e3c2c2ec	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
aac85ab1-d28f-4a98-be4a-aa156abc5954	e7958e85-2d5d-4753-976d-d6db242136cd	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Children's stories
d97f584f-25b3-4737-b3ce-d40e2e767fb4	e7958e85-2d5d-4753-976d-d6db242136cd	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fantasy
770639e6-669d-4a96-81c1-2707f5c5224d	12b2fed7-5bbe-4023-b8bd-222b7de62337	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Children's stories
6aad0bf7-cbc7-4c0a-ab9c-6f69deaf1794	12b2fed7-5bbe-4023-b8bd-222b7de62337	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fantasy
66cf1120-1de6-443c-be78-1cc5ee7bb5c2	39f3aed5-2633-4d5a-8bd5-327541086158	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Poetry
d03ff392-a071-43c3-a49b-5eb664142603	39f3aed5-2633-4d5a-8bd5-327541086158	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Science fiction
93806e67-b74e-4d43-8a37-ef2208585c55	9ffd155a-cdd7-4d23-b408-615491855908	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
65bdc820-9376-4f26-8f7a-848b53bd8267	24f98522-9ee5-4226-ac1d-14717ec76b5c	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
0dd1a1aa-e3b7-40a1-8ea6-1ce0212163ed	24f98522-9ee5-4226-ac1d-14717ec76b5c	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Science fiction
36095224-c5a1-48d7-91d1-630ee0f3df8b	a4214cb3-6b2c-42c5-ae5e-73c7abe19e79	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	History
50cfd372-1df8-4dab-a815-3acbe6c8204e	a4214cb3-6b2c-42c5-ae5e-73c7abe19e79	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Poetry
06c15ec0-b54c-4e39-96a9-7548c40c42e0	46a66184-b61a-4b35-a104-433943e4a150	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
db34d36d-4313-45e1-b058-c327a78616f1	46a66184-b61a-4b35-a104-433943e4a150	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Love stories
85298558-b52d-435f-8971-6a21a4f23a7f	1000b831-89b5-4684-b76b-415e48af5ccc	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fantasy
3da9177d-9c97-4070-b431-1a243c19522d	1000b831-89b5-4684-b76b-415e48af5ccc	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
4c3d2de3-d087-4449-981f-9dfb89d4ca42	38542c9e-c005-43ba-9c26-ae7c30559bca	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Nature
e8f3e595-e8e2-4463-bdfb-d049c4f5b2a2	38542c9e-c005-43ba-9c26-ae7c30559bca	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Poetry
bf640d0f-0e51-4cce-ad08-c81d5dc5b0b1	c18edfed-0c84-4098-9cb9-d3a0a1672e6b	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	History
f366c5bf-e0f2-4871-a9f0-2d6a6e510770	c18edfed-0c84-4098-9cb9-d3a0a1672e6b	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Nature
ec63c80a-dd0e-4ab7-a52f-b2333d2bddbd	14e46da9-e332-4a02-9358-7fbedbf6c5dd	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Archipelago
20b59073-78ea-45e8-bc57-74adb44d3b99	14e46da9-e332-4a02-9358-7fbedbf6c5dd	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
90ec8b3c-6a37-466f-8deb-261bf42d152f	cce4baff-58fb-4df5-9920-59c725a3cada	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
01584a95-8dd3-4d22-857d-471255a2894f	309fc851-48a1-4110-ac3b-773d241a7fc6	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
89d9b20f-a232-4dac-832c-3ac0b700bc25	309fc851-48a1-4110-ac3b-773d241a7fc6	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Love stories
fcb6967b-7f18-45b5-b40c-ac9d316a8d87	6df266b4-1905-4373-ae96-91ffe583bac4	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
21ece2a2-126b-4571-9ae7-50e69a667e0e	6df266b4-1905-4373-ae96-91ffe583bac4	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Love stories
75e9cc7a-7e23-4be4-926a-a95a44235980	0e761270-2d55-45b4-909f-409f35237cb5	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Detective and mystery stories
40cd6df1-4124-4123-a3e4-28cf469ee605	0e761270-2d55-45b4-909f-409f35237cb5	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
73f7495d-002f-43c5-b5e1-bd9fb8989ee4	f98e7a01-90fe-4ce9-8346-5fa1bf8bae17	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
fcaf2b30-8190-474e-a213-bcb6832f4efc	f98e7a01-90fe-4ce9-8346-5fa1bf8bae17	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Science fiction
b29449e2-f047-4908-a7f2-fd01dadeedf2	7fc42d43-8864-43c4-96ef-1f237ca10f39	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
f5ab08e3-3468-48fe-93e3-26e7cf2276b4	7fc42d43-8864-43c4-96ef-1f237ca10f39	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Whaling
ba8ef3a3-ac38-4931-8161-c6ef7a816418	3c2b440a-3d62-46fd-a8e7-af6470bdd1a3	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Children's stories
21445fee-7e76-4bf0-b43e-e19aeba078fa	3c2b440a-3d62-46fd-a8e7-af6470bdd1a3	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fantasy
7bc3fd05-9307-490b-8176-bfcd9eab3a9e	a418030d-7baf-4943-afec-da984f8dcd5a	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Science fiction
0e33a995-1104-43db-9a5d-a5bffd26645c	a3a276c9-92fe-4338-ba1d-0e73fdebfb92	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Essays
f4d7d2f7-2083-40d4-a1b3-eafe241f4454	a3a276c9-92fe-4338-ba1d-0e73fdebfb92	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Women
475c3c55-2973-417c-94ea-2a9e7ca7f4e8	3742540a-4155-4b5a-a62c-6d4389ba1431	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
cc2e3bd0-8feb-4243-8493-b7c5ab322374	3742540a-4155-4b5a-a62c-6d4389ba1431	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Horror
c8ebdc70-0aab-4721-9649-0a352969b5c8	3dd4b755-1ba7-4575-858c-718cf6bbf16b	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fiction
b6853fcf-10b3-47f0-9bf5-7984f0c91b06	3dd4b755-1ba7-4575-858c-718cf6bbf16b	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Nature
44120a91-3947-41be-b938-6346c68dfc0b	98b50f7d-4029-4eea-907c-b0c42c017ea6	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children -- Books and reading
0e304c37-f3f8-4e55-a6bd-15f6c59d3c6a	98b50f7d-4029-4eea-907c-b0c42c017ea6	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's literature -- Study and teaching
\.


--
-- Data for Name: library_titles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_titles (id, number, source_key, library_id, title, subtitle, authors, translators, original_title, publisher, published, year, language, isbns, subjects, description, page_count, series, series_number, cover, epub_file, copies, out_count, waiting_count, popularity, rating_sum, rating_count, rating_score, title_key, author_key, publisher_key, added_at, search) FROM stdin;
ad8407f9-6382-4969-bcd7-7c2064682044	1	demo:0	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Gösta Berlings saga	\N	Lagerlöf, Selma		\N	Bonniers	1891	1891	swe		Fiction\nVärmland	Gösta Berlings saga (1891) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	g}sta berlings saga	lagerl}f selma	bonniers	2026-11-26 00:39:44.378495+00	'1891':11C 'av':12C 'berlings':2A,9C 'bonniers':15 'fiction':6C 'gosta':1A,8C 'lagerlof':4B,13C 'saga':3A,10C 'selma':5B,14C 'varmland':7C
9b3c70a8-a058-446e-b87b-6d98a0d5e781	3	demo:2	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Röda rummet	\N	Strindberg, August		\N	Project Gutenberg	1879	1879	swe		Fiction\nStockholm	Röda rummet (1879) av Strindberg, August.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	r}da rummet	strindberg august	project gutenberg	2026-11-26 00:39:44.378495+00	'1879':9C 'august':4B,12C 'av':10C 'fiction':5C 'gutenberg':14 'project':13 'roda':1A,7C 'rummet':2A,8C 'stockholm':6C 'strindberg':3B,11C
5d502021-035c-4d4d-992f-cc0f4ccd55a7	4	demo:3	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Hemsöborna	\N	Strindberg, August		\N	Bonniers	1887	1887	swe		Archipelago\nFiction	Hemsöborna (1887) av Strindberg, August.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	hems}borna	strindberg august	bonniers	2026-11-26 00:39:44.378495+00	'1887':7C 'archipelago':4C 'august':3B,10C 'av':8C 'bonniers':11 'fiction':5C 'hemsoborna':1A,6C 'strindberg':2B,9C
f6bcea63-3b53-41b0-b8b4-c2aba1dbbbe3	5	demo:4	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Doktor Glas	\N	Söderberg, Hjalmar		\N	Norstedts	1905	1905	swe		Fiction\nStockholm	Doktor Glas (1905) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	doktor glas	s}derberg hjalmar	norstedts	2026-11-26 00:39:44.378495+00	'1905':9C 'av':10C 'doktor':1A,7C 'fiction':5C 'glas':2A,8C 'hjalmar':4B,12C 'norstedts':13 'soderberg':3B,11C 'stockholm':6C
b294e69b-2ba9-49bf-8950-e52401e19231	6	demo:5	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Den allvarsamma leken	\N	Söderberg, Hjalmar		\N	Project Gutenberg	1912	1912	swe		Fiction\nLove stories	Den allvarsamma leken (1912) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	den allvarsamma leken	s}derberg hjalmar	project gutenberg	2026-11-26 00:39:44.378495+00	'1912':12C 'allvarsamma':2A,10C 'av':13C 'den':1A,9C 'fiction':6C 'gutenberg':17 'hjalmar':5B,15C 'leken':3A,11C 'love':7C 'project':16 'soderberg':4B,14C 'stories':8C
22ee24a6-bc40-4138-ab7a-754cb55acfb1	8	demo:7	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Pippi Långstrump	\N	Lindgren, Astrid		\N	Norstedts	1945	1945	swe		Children's stories\nFiction	Pippi Långstrump (1945) av Lindgren, Astrid.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	pippi l{ngstrump	lindgren astrid	norstedts	2026-11-26 00:39:44.378495+00	'1945':10C 'astrid':4B,13C 'av':11C 'childrens':5C 'fiction':7C 'langstrump':2A,9C 'lindgren':3B,12C 'norstedts':14 'pippi':1A,8C 'stories':6C
e0a00540-00b6-44c8-b79e-a62cd89e285c	9	demo:8	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Mio, min Mio	\N	Lindgren, Astrid		\N	Project Gutenberg	1954	1954	swe		Children's stories\nFantasy	Mio, min Mio (1954) av Lindgren, Astrid.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	mio min mio	lindgren astrid	project gutenberg	2026-11-26 00:39:44.378495+00	'1954':12C 'astrid':5B,15C 'av':13C 'childrens':6C 'fantasy':8C 'gutenberg':17 'lindgren':4B,14C 'min':2A,10C 'mio':1A,3A,9C,11C 'project':16 'stories':7C
6d706811-0f25-4c5e-8987-bc777c9e352d	10	demo:9	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Ronja rövardotter	\N	Lindgren, Astrid		\N	Bonniers	1981	1981	swe		Children's stories\nFantasy	Ronja rövardotter (1981) av Lindgren, Astrid.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	ronja r}vardotter	lindgren astrid	bonniers	2026-11-26 00:39:44.378495+00	'1981':10C 'astrid':4B,13C 'av':11C 'bonniers':14 'childrens':5C 'fantasy':7C 'lindgren':3B,12C 'ronja':1A,8C 'rovardotter':2A,9C 'stories':6C
c30fa326-d9ee-458a-98ef-a2ee8d1ac637	11	demo:10	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Aniara	\N	Martinson, Harry		\N	Norstedts	1956	1956	swe		Poetry\nScience fiction	Aniara (1956) av Martinson, Harry.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	aniara	martinson harry	norstedts	2026-11-26 00:39:44.378495+00	'1956':8C 'aniara':1A,7C 'av':9C 'fiction':6C 'harry':3B,11C 'martinson':2B,10C 'norstedts':12 'poetry':4C 'science':5C
df20830a-3009-43c7-9e0d-658636aed440	12	demo:11	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Vägen till Klockrike	\N	Martinson, Harry		\N	Project Gutenberg	1948	1948	swe		Fiction	Vägen till Klockrike (1948) av Martinson, Harry.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	v|gen till klockrike	martinson harry	project gutenberg	2026-11-26 00:39:44.378495+00	'1948':10C 'av':11C 'fiction':6C 'gutenberg':15 'harry':5B,13C 'klockrike':3A,9C 'martinson':4B,12C 'project':14 'till':2A,8C 'vagen':1A,7C
8483e38f-c2d7-40e2-bca1-5823346942c5	13	demo:12	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Kallocain	\N	Boye, Karin		\N	Bonniers	1940	1940	swe		Fiction\nScience fiction	Kallocain (1940) av Boye, Karin.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	kallocain	boye karin	bonniers	2026-11-26 00:39:44.378495+00	'1940':8C 'av':9C 'bonniers':12 'boye':2B,10C 'fiction':4C,6C 'kallocain':1A,7C 'karin':3B,11C 'science':5C
f4922ffa-5f04-40c9-8c08-43a87224a8f9	14	demo:13	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Fänrik Ståls sägner	\N	Runeberg, Johan Ludvig		\N	Norstedts	1848	1848	swe		History\nPoetry	Fänrik Ståls sägner (1848) av Runeberg, Johan Ludvig.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	f|nrik st{ls s|gner	runeberg johan ludvig	norstedts	2026-11-26 00:39:44.378495+00	'1848':12C 'av':13C 'fanrik':1A,9C 'history':7C 'johan':5B,15C 'ludvig':6B,16C 'norstedts':17 'poetry':8C 'runeberg':4B,14C 'sagner':3A,11C 'stals':2A,10C
b2699efd-6366-4964-ab52-3acf35111909	15	demo:14	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Det går an	\N	Almqvist, Carl Jonas Love		\N	Project Gutenberg	1839	1839	swe		Fiction\nLove stories	Det går an (1839) av Almqvist, Carl Jonas Love.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	det g{r an	almqvist carl jonas love	project gutenberg	2026-11-26 00:39:44.378495+00	'1839':14C 'almqvist':4B,16C 'an':3A,13C 'av':15C 'carl':5B,17C 'det':1A,11C 'fiction':8C 'gar':2A,12C 'gutenberg':21 'jonas':6B,18C 'love':7B,9C,19C 'project':20 'stories':10C
38cac4a5-7ae0-45f5-9f8d-0523c0bc6d11	16	demo:15	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Sagan om Isfolket	\N	Åkesson, Margit		\N	Bonniers	1982	1982	swe		Fantasy\nFiction	Sagan om Isfolket (1982) av Åkesson, Margit.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	sagan om isfolket	{kesson margit	bonniers	2026-11-26 00:39:44.378495+00	'1982':11C 'akesson':4B,13C 'av':12C 'bonniers':15 'fantasy':6C 'fiction':7C 'isfolket':3A,10C 'margit':5B,14C 'om':2A,9C 'sagan':1A,8C
a35e26ce-7856-4e19-834d-baa189107cf6	17	demo:16	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Ängsmark	\N	Ärlemalm, Inger		\N	Norstedts	1997	1997	swe		Nature\nPoetry	Ängsmark (1997) av Ärlemalm, Inger.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	|ngsmark	|rlemalm inger	norstedts	2026-11-26 00:39:44.378495+00	'1997':7C 'angsmark':1A,6C 'arlemalm':2B,9C 'av':8C 'inger':3B,10C 'nature':4C 'norstedts':11 'poetry':5C
4ce07443-01df-4e39-b0f8-34504e0ff399	18	demo:17	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Östersjöns hemligheter	\N	Öberg, Lars		\N	Project Gutenberg	2004	2004	swe		History\nNature	Östersjöns hemligheter (2004) av Öberg, Lars.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	}stersj}ns hemligheter	}berg lars	project gutenberg	2026-11-26 00:39:44.378495+00	'2004':9C 'av':10C 'gutenberg':14 'hemligheter':2A,8C 'history':5C 'lars':4B,12C 'nature':6C 'oberg':3B,11C 'ostersjons':1A,7C 'project':13
2b92c5d8-d1e0-4cc0-b8ad-df2ee5341cb0	19	demo:18	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Öar i norr	\N	Östergren, Klas		\N	Bonniers	1995	1995	swe		Archipelago\nFiction	Öar i norr (1995) av Östergren, Klas.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	}ar i norr	}stergren klas	bonniers	2026-11-26 00:39:44.378495+00	'1995':11C 'archipelago':6C 'av':12C 'bonniers':15 'fiction':7C 'i':2A,9C 'klas':5B,14C 'norr':3A,10C 'oar':1A,8C 'ostergren':4B,13C
65354b8f-6e25-40b5-9b8d-c676f298d650	20	demo:19	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Zebrans år	\N	Zetterlund, Anna		\N	Norstedts	2011	2011	swe		Fiction	Zebrans år (2011) av Zetterlund, Anna.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	zebrans {r	zetterlund anna	norstedts	2026-11-26 00:39:44.378495+00	'2011':8C 'anna':4B,11C 'ar':2A,7C 'av':9C 'fiction':5C 'norstedts':12 'zebrans':1A,6C 'zetterlund':3B,10C
862f8467-aa8f-4975-983e-5537fc6e1534	21	demo:20	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Pride and Prejudice	\N	Austen, Jane		\N	Project Gutenberg	1813	1813	eng		Fiction\nLove stories	Pride and Prejudice (1813) av Austen, Jane.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	pride and prejudice	austen jane	project gutenberg	2026-11-26 00:39:44.378495+00	'1813':12C 'and':2A,10C 'austen':4B,14C 'av':13C 'fiction':6C 'gutenberg':17 'jane':5B,15C 'love':7C 'prejudice':3A,11C 'pride':1A,9C 'project':16 'stories':8C
472818b7-2fd2-4c96-a9fb-d58f9c1d3e44	22	demo:21	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Emma	\N	Austen, Jane		\N	Bonniers	1815	1815	eng		Fiction\nLove stories	Emma (1815) av Austen, Jane.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	emma	austen jane	bonniers	2026-11-26 00:39:44.378495+00	'1815':8C 'austen':2B,10C 'av':9C 'bonniers':12 'emma':1A,7C 'fiction':4C 'jane':3B,11C 'love':5C 'stories':6C
fb470003-97d4-48ef-90a8-5b55014a4280	23	demo:22	76e405c5-9e3f-44bd-b418-4bb30117b0d0	The Adventures of Sherlock Holmes	\N	Doyle, Arthur Conan		\N	Norstedts	1892	1892	eng		Detective and mystery stories\nFiction	The Adventures of Sherlock Holmes (1892) av Doyle, Arthur Conan.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	adventures of sherlock holmes	doyle arthur conan	norstedts	2026-11-26 00:39:44.378495+00	'1892':19C 'adventures':2A,15C 'and':10C 'arthur':7B,22C 'av':20C 'conan':8B,23C 'detective':9C 'doyle':6B,21C 'fiction':13C 'holmes':5A,18C 'mystery':11C 'norstedts':24 'of':3A,16C 'sherlock':4A,17C 'stories':12C 'the':1A,14C
a6a9f47b-3dc9-4d99-8efd-6a3f565d8015	24	demo:23	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Frankenstein	\N	Shelley, Mary Wollstonecraft		\N	Project Gutenberg	1818	1818	eng		Fiction\nScience fiction	Frankenstein (1818) av Shelley, Mary Wollstonecraft.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	frankenstein	shelley mary wollstonecraft	project gutenberg	2026-11-26 00:39:44.378495+00	'1818':9C 'av':10C 'fiction':5C,7C 'frankenstein':1A,8C 'gutenberg':15 'mary':3B,12C 'project':14 'science':6C 'shelley':2B,11C 'wollstonecraft':4B,13C
cc1db5fc-8c22-4271-a439-1fd67a0dbd5b	25	demo:24	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Moby Dick	\N	Melville, Herman		\N	Bonniers	1851	1851	eng		Fiction\nWhaling	Moby Dick (1851) av Melville, Herman.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	moby dick	melville herman	bonniers	2026-11-26 00:39:44.378495+00	'1851':9C 'av':10C 'bonniers':13 'dick':2A,8C 'fiction':5C 'herman':4B,12C 'melville':3B,11C 'moby':1A,7C 'whaling':6C
da003c2a-e84e-4b67-aba1-1c88df319ddb	26	demo:25	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Alice's Adventures in Wonderland	\N	Carroll, Lewis		\N	Norstedts	1865	1865	eng		Children's stories\nFantasy	Alice's Adventures in Wonderland (1865) av Carroll, Lewis.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	alices adventures in wonderland	carroll lewis	norstedts	2026-11-26 00:39:44.378495+00	'1865':14C 'adventures':2A,11C 'alices':1A,10C 'av':15C 'carroll':5B,16C 'childrens':7C 'fantasy':9C 'in':3A,12C 'lewis':6B,17C 'norstedts':18 'stories':8C 'wonderland':4A,13C
ea14a21b-1c92-4b4f-948f-ab6eb52f5b5f	27	demo:26	76e405c5-9e3f-44bd-b418-4bb30117b0d0	The Time Machine	\N	Wells, H. G.		\N	Project Gutenberg	1895	1895	eng		Science fiction	The Time Machine (1895) av Wells, H. G..	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	time machine	wells h g	project gutenberg	2026-11-26 00:39:44.378495+00	'1895':12C 'av':13C 'fiction':8C 'g':6B,16C 'gutenberg':18 'h':5B,15C 'machine':3A,11C 'project':17 'science':7C 'the':1A,9C 'time':2A,10C 'wells':4B,14C
a25d6dec-c0d5-4252-95c6-9e8b2ef9f2e4	28	demo:27	76e405c5-9e3f-44bd-b418-4bb30117b0d0	A Room of One's Own	\N	Woolf, Virginia		\N	Bonniers	1929	1929	eng		Essays\nWomen	A Room of One's Own (1929) av Woolf, Virginia.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	room of ones own	woolf virginia	bonniers	2026-11-26 00:39:44.378495+00	'1929':15C 'a':1A,10C 'av':16C 'bonniers':19 'essays':8C 'of':3A,12C 'ones':4A,13C 'own':5A,14C 'room':2A,11C 'virginia':7B,18C 'women':9C 'woolf':6B,17C
366c4469-aa02-4f4f-9409-ca503a5e4145	29	demo:28	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Dracula	\N	Stoker, Bram		\N	Norstedts	1897	1897	eng		Fiction\nHorror	Dracula (1897) av Stoker, Bram.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	dracula	stoker bram	norstedts	2026-11-26 00:39:44.378495+00	'1897':7C 'av':8C 'bram':3B,10C 'dracula':1A,6C 'fiction':4C 'horror':5C 'norstedts':11 'stoker':2B,9C
a3a84313-0d0c-49b2-a61a-e2375684a579	30	demo:29	76e405c5-9e3f-44bd-b418-4bb30117b0d0	The Call of the Wild	\N	London, Jack		\N	Project Gutenberg	1903	1903	eng		Fiction\nNature	The Call of the Wild (1903) av London, Jack.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	call of the wild	london jack	project gutenberg	2026-11-26 00:39:44.378495+00	'1903':15C 'av':16C 'call':2A,11C 'fiction':8C 'gutenberg':20 'jack':7B,18C 'london':6B,17C 'nature':9C 'of':3A,12C 'project':19 'the':1A,4A,10C,13C 'wild':5A,14C
4a03d7a9-8548-47d0-9c8a-ba286697b97d	31	demo:0	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Gösta Berlings saga	\N	Lagerlöf, Selma		\N	Bonniers	1891	1891	swe		Fiction\nVärmland	Gösta Berlings saga (1891) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	g}sta berlings saga	lagerl}f selma	bonniers	2026-11-26 00:39:45.461028+00	'1891':11C 'av':12C 'berlings':2A,9C 'bonniers':15 'fiction':6C 'gosta':1A,8C 'lagerlof':4B,13C 'saga':3A,10C 'selma':5B,14C 'varmland':7C
c0ea756c-f545-4334-8794-c829d14f1733	32	demo:1	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Nils Holgerssons underbara resa genom Sverige	\N	Lagerlöf, Selma		\N	Norstedts	1906	1906	swe		Children's stories\nFiction	Nils Holgerssons underbara resa genom Sverige (1906) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	nils holgerssons underbara resa genom sverige	lagerl}f selma	norstedts	2026-11-26 00:39:45.461028+00	'1906':18C 'av':19C 'childrens':9C 'fiction':11C 'genom':5A,16C 'holgerssons':2A,13C 'lagerlof':7B,20C 'nils':1A,12C 'norstedts':22 'resa':4A,15C 'selma':8B,21C 'stories':10C 'sverige':6A,17C 'underbara':3A,14C
8cf535c1-6567-41aa-af37-07e9759a79ca	33	demo:2	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Röda rummet	\N	Strindberg, August		\N	Project Gutenberg	1879	1879	swe		Fiction\nStockholm	Röda rummet (1879) av Strindberg, August.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	r}da rummet	strindberg august	project gutenberg	2026-11-26 00:39:45.461028+00	'1879':9C 'august':4B,12C 'av':10C 'fiction':5C 'gutenberg':14 'project':13 'roda':1A,7C 'rummet':2A,8C 'stockholm':6C 'strindberg':3B,11C
17da607d-4775-4928-bf2a-7c9b203e7e6f	34	demo:3	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Hemsöborna	\N	Strindberg, August		\N	Bonniers	1887	1887	swe		Archipelago\nFiction	Hemsöborna (1887) av Strindberg, August.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	hems}borna	strindberg august	bonniers	2026-11-26 00:39:45.461028+00	'1887':7C 'archipelago':4C 'august':3B,10C 'av':8C 'bonniers':11 'fiction':5C 'hemsoborna':1A,6C 'strindberg':2B,9C
196be343-4a32-4a53-9952-834ea8a563a9	35	demo:4	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Doktor Glas	\N	Söderberg, Hjalmar		\N	Norstedts	1905	1905	swe		Fiction\nStockholm	Doktor Glas (1905) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	doktor glas	s}derberg hjalmar	norstedts	2026-11-26 00:39:45.461028+00	'1905':9C 'av':10C 'doktor':1A,7C 'fiction':5C 'glas':2A,8C 'hjalmar':4B,12C 'norstedts':13 'soderberg':3B,11C 'stockholm':6C
f548f0d8-78b7-4478-9180-fe6d2d6bd165	36	demo:5	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Den allvarsamma leken	\N	Söderberg, Hjalmar		\N	Project Gutenberg	1912	1912	swe		Fiction\nLove stories	Den allvarsamma leken (1912) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	den allvarsamma leken	s}derberg hjalmar	project gutenberg	2026-11-26 00:39:45.461028+00	'1912':12C 'allvarsamma':2A,10C 'av':13C 'den':1A,9C 'fiction':6C 'gutenberg':17 'hjalmar':5B,15C 'leken':3A,11C 'love':7C 'project':16 'soderberg':4B,14C 'stories':8C
9e2dea63-93d1-4c2e-816f-e6fce54b549f	37	demo:6	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Utvandrarna	\N	Moberg, Vilhelm		\N	Bonniers	1949	1949	swe		Emigration\nFiction	Utvandrarna (1949) av Moberg, Vilhelm.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	utvandrarna	moberg vilhelm	bonniers	2026-11-26 00:39:45.461028+00	'1949':7C 'av':8C 'bonniers':11 'emigration':4C 'fiction':5C 'moberg':2B,9C 'utvandrarna':1A,6C 'vilhelm':3B,10C
43e722fe-a7d5-4e73-a7cb-1b14e3c2c2ec	38	demo:7	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Pippi Långstrump	\N	Lindgren, Astrid		\N	Norstedts	1945	1945	swe		Children's stories\nFiction	Pippi Långstrump (1945) av Lindgren, Astrid.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	pippi l{ngstrump	lindgren astrid	norstedts	2026-11-26 00:39:45.461028+00	'1945':10C 'astrid':4B,13C 'av':11C 'childrens':5C 'fiction':7C 'langstrump':2A,9C 'lindgren':3B,12C 'norstedts':14 'pippi':1A,8C 'stories':6C
e7958e85-2d5d-4753-976d-d6db242136cd	39	demo:8	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Mio, min Mio	\N	Lindgren, Astrid		\N	Project Gutenberg	1954	1954	swe		Children's stories\nFantasy	Mio, min Mio (1954) av Lindgren, Astrid.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	mio min mio	lindgren astrid	project gutenberg	2026-11-26 00:39:45.461028+00	'1954':12C 'astrid':5B,15C 'av':13C 'childrens':6C 'fantasy':8C 'gutenberg':17 'lindgren':4B,14C 'min':2A,10C 'mio':1A,3A,9C,11C 'project':16 'stories':7C
12b2fed7-5bbe-4023-b8bd-222b7de62337	40	demo:9	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Ronja rövardotter	\N	Lindgren, Astrid		\N	Bonniers	1981	1981	swe		Children's stories\nFantasy	Ronja rövardotter (1981) av Lindgren, Astrid.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	ronja r}vardotter	lindgren astrid	bonniers	2026-11-26 00:39:45.461028+00	'1981':10C 'astrid':4B,13C 'av':11C 'bonniers':14 'childrens':5C 'fantasy':7C 'lindgren':3B,12C 'ronja':1A,8C 'rovardotter':2A,9C 'stories':6C
39f3aed5-2633-4d5a-8bd5-327541086158	41	demo:10	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Aniara	\N	Martinson, Harry		\N	Norstedts	1956	1956	swe		Poetry\nScience fiction	Aniara (1956) av Martinson, Harry.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	aniara	martinson harry	norstedts	2026-11-26 00:39:45.461028+00	'1956':8C 'aniara':1A,7C 'av':9C 'fiction':6C 'harry':3B,11C 'martinson':2B,10C 'norstedts':12 'poetry':4C 'science':5C
9ffd155a-cdd7-4d23-b408-615491855908	42	demo:11	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Vägen till Klockrike	\N	Martinson, Harry		\N	Project Gutenberg	1948	1948	swe		Fiction	Vägen till Klockrike (1948) av Martinson, Harry.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	v|gen till klockrike	martinson harry	project gutenberg	2026-11-26 00:39:45.461028+00	'1948':10C 'av':11C 'fiction':6C 'gutenberg':15 'harry':5B,13C 'klockrike':3A,9C 'martinson':4B,12C 'project':14 'till':2A,8C 'vagen':1A,7C
24f98522-9ee5-4226-ac1d-14717ec76b5c	43	demo:12	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Kallocain	\N	Boye, Karin		\N	Bonniers	1940	1940	swe		Fiction\nScience fiction	Kallocain (1940) av Boye, Karin.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	kallocain	boye karin	bonniers	2026-11-26 00:39:45.461028+00	'1940':8C 'av':9C 'bonniers':12 'boye':2B,10C 'fiction':4C,6C 'kallocain':1A,7C 'karin':3B,11C 'science':5C
a4214cb3-6b2c-42c5-ae5e-73c7abe19e79	44	demo:13	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Fänrik Ståls sägner	\N	Runeberg, Johan Ludvig		\N	Norstedts	1848	1848	swe		History\nPoetry	Fänrik Ståls sägner (1848) av Runeberg, Johan Ludvig.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	f|nrik st{ls s|gner	runeberg johan ludvig	norstedts	2026-11-26 00:39:45.461028+00	'1848':12C 'av':13C 'fanrik':1A,9C 'history':7C 'johan':5B,15C 'ludvig':6B,16C 'norstedts':17 'poetry':8C 'runeberg':4B,14C 'sagner':3A,11C 'stals':2A,10C
46a66184-b61a-4b35-a104-433943e4a150	45	demo:14	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Det går an	\N	Almqvist, Carl Jonas Love		\N	Project Gutenberg	1839	1839	swe		Fiction\nLove stories	Det går an (1839) av Almqvist, Carl Jonas Love.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	det g{r an	almqvist carl jonas love	project gutenberg	2026-11-26 00:39:45.461028+00	'1839':14C 'almqvist':4B,16C 'an':3A,13C 'av':15C 'carl':5B,17C 'det':1A,11C 'fiction':8C 'gar':2A,12C 'gutenberg':21 'jonas':6B,18C 'love':7B,9C,19C 'project':20 'stories':10C
1000b831-89b5-4684-b76b-415e48af5ccc	46	demo:15	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Sagan om Isfolket	\N	Åkesson, Margit		\N	Bonniers	1982	1982	swe		Fantasy\nFiction	Sagan om Isfolket (1982) av Åkesson, Margit.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	sagan om isfolket	{kesson margit	bonniers	2026-11-26 00:39:45.461028+00	'1982':11C 'akesson':4B,13C 'av':12C 'bonniers':15 'fantasy':6C 'fiction':7C 'isfolket':3A,10C 'margit':5B,14C 'om':2A,9C 'sagan':1A,8C
38542c9e-c005-43ba-9c26-ae7c30559bca	47	demo:16	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Ängsmark	\N	Ärlemalm, Inger		\N	Norstedts	1997	1997	swe		Nature\nPoetry	Ängsmark (1997) av Ärlemalm, Inger.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	|ngsmark	|rlemalm inger	norstedts	2026-11-26 00:39:45.461028+00	'1997':7C 'angsmark':1A,6C 'arlemalm':2B,9C 'av':8C 'inger':3B,10C 'nature':4C 'norstedts':11 'poetry':5C
c18edfed-0c84-4098-9cb9-d3a0a1672e6b	48	demo:17	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Östersjöns hemligheter	\N	Öberg, Lars		\N	Project Gutenberg	2004	2004	swe		History\nNature	Östersjöns hemligheter (2004) av Öberg, Lars.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	}stersj}ns hemligheter	}berg lars	project gutenberg	2026-11-26 00:39:45.461028+00	'2004':9C 'av':10C 'gutenberg':14 'hemligheter':2A,8C 'history':5C 'lars':4B,12C 'nature':6C 'oberg':3B,11C 'ostersjons':1A,7C 'project':13
14e46da9-e332-4a02-9358-7fbedbf6c5dd	49	demo:18	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Öar i norr	\N	Östergren, Klas		\N	Bonniers	1995	1995	swe		Archipelago\nFiction	Öar i norr (1995) av Östergren, Klas.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	}ar i norr	}stergren klas	bonniers	2026-11-26 00:39:45.461028+00	'1995':11C 'archipelago':6C 'av':12C 'bonniers':15 'fiction':7C 'i':2A,9C 'klas':5B,14C 'norr':3A,10C 'oar':1A,8C 'ostergren':4B,13C
cce4baff-58fb-4df5-9920-59c725a3cada	50	demo:19	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Zebrans år	\N	Zetterlund, Anna		\N	Norstedts	2011	2011	swe		Fiction	Zebrans år (2011) av Zetterlund, Anna.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	zebrans {r	zetterlund anna	norstedts	2026-11-26 00:39:45.461028+00	'2011':8C 'anna':4B,11C 'ar':2A,7C 'av':9C 'fiction':5C 'norstedts':12 'zebrans':1A,6C 'zetterlund':3B,10C
309fc851-48a1-4110-ac3b-773d241a7fc6	51	demo:20	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Pride and Prejudice	\N	Austen, Jane		\N	Project Gutenberg	1813	1813	eng		Fiction\nLove stories	Pride and Prejudice (1813) av Austen, Jane.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	pride and prejudice	austen jane	project gutenberg	2026-11-26 00:39:45.461028+00	'1813':12C 'and':2A,10C 'austen':4B,14C 'av':13C 'fiction':6C 'gutenberg':17 'jane':5B,15C 'love':7C 'prejudice':3A,11C 'pride':1A,9C 'project':16 'stories':8C
6df266b4-1905-4373-ae96-91ffe583bac4	52	demo:21	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Emma	\N	Austen, Jane		\N	Bonniers	1815	1815	eng		Fiction\nLove stories	Emma (1815) av Austen, Jane.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	emma	austen jane	bonniers	2026-11-26 00:39:45.461028+00	'1815':8C 'austen':2B,10C 'av':9C 'bonniers':12 'emma':1A,7C 'fiction':4C 'jane':3B,11C 'love':5C 'stories':6C
0e761270-2d55-45b4-909f-409f35237cb5	53	demo:22	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	The Adventures of Sherlock Holmes	\N	Doyle, Arthur Conan		\N	Norstedts	1892	1892	eng		Detective and mystery stories\nFiction	The Adventures of Sherlock Holmes (1892) av Doyle, Arthur Conan.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	adventures of sherlock holmes	doyle arthur conan	norstedts	2026-11-26 00:39:45.461028+00	'1892':19C 'adventures':2A,15C 'and':10C 'arthur':7B,22C 'av':20C 'conan':8B,23C 'detective':9C 'doyle':6B,21C 'fiction':13C 'holmes':5A,18C 'mystery':11C 'norstedts':24 'of':3A,16C 'sherlock':4A,17C 'stories':12C 'the':1A,14C
f98e7a01-90fe-4ce9-8346-5fa1bf8bae17	54	demo:23	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Frankenstein	\N	Shelley, Mary Wollstonecraft		\N	Project Gutenberg	1818	1818	eng		Fiction\nScience fiction	Frankenstein (1818) av Shelley, Mary Wollstonecraft.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	frankenstein	shelley mary wollstonecraft	project gutenberg	2026-11-26 00:39:45.461028+00	'1818':9C 'av':10C 'fiction':5C,7C 'frankenstein':1A,8C 'gutenberg':15 'mary':3B,12C 'project':14 'science':6C 'shelley':2B,11C 'wollstonecraft':4B,13C
7fc42d43-8864-43c4-96ef-1f237ca10f39	55	demo:24	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Moby Dick	\N	Melville, Herman		\N	Bonniers	1851	1851	eng		Fiction\nWhaling	Moby Dick (1851) av Melville, Herman.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	moby dick	melville herman	bonniers	2026-11-26 00:39:45.461028+00	'1851':9C 'av':10C 'bonniers':13 'dick':2A,8C 'fiction':5C 'herman':4B,12C 'melville':3B,11C 'moby':1A,7C 'whaling':6C
3c2b440a-3d62-46fd-a8e7-af6470bdd1a3	56	demo:25	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Alice's Adventures in Wonderland	\N	Carroll, Lewis		\N	Norstedts	1865	1865	eng		Children's stories\nFantasy	Alice's Adventures in Wonderland (1865) av Carroll, Lewis.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	alices adventures in wonderland	carroll lewis	norstedts	2026-11-26 00:39:45.461028+00	'1865':14C 'adventures':2A,11C 'alices':1A,10C 'av':15C 'carroll':5B,16C 'childrens':7C 'fantasy':9C 'in':3A,12C 'lewis':6B,17C 'norstedts':18 'stories':8C 'wonderland':4A,13C
a418030d-7baf-4943-afec-da984f8dcd5a	57	demo:26	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	The Time Machine	\N	Wells, H. G.		\N	Project Gutenberg	1895	1895	eng		Science fiction	The Time Machine (1895) av Wells, H. G..	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	time machine	wells h g	project gutenberg	2026-11-26 00:39:45.461028+00	'1895':12C 'av':13C 'fiction':8C 'g':6B,16C 'gutenberg':18 'h':5B,15C 'machine':3A,11C 'project':17 'science':7C 'the':1A,9C 'time':2A,10C 'wells':4B,14C
a3a276c9-92fe-4338-ba1d-0e73fdebfb92	58	demo:27	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	A Room of One's Own	\N	Woolf, Virginia		\N	Bonniers	1929	1929	eng		Essays\nWomen	A Room of One's Own (1929) av Woolf, Virginia.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	room of ones own	woolf virginia	bonniers	2026-11-26 00:39:45.461028+00	'1929':15C 'a':1A,10C 'av':16C 'bonniers':19 'essays':8C 'of':3A,12C 'ones':4A,13C 'own':5A,14C 'room':2A,11C 'virginia':7B,18C 'women':9C 'woolf':6B,17C
3742540a-4155-4b5a-a62c-6d4389ba1431	59	demo:28	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	Dracula	\N	Stoker, Bram		\N	Norstedts	1897	1897	eng		Fiction\nHorror	Dracula (1897) av Stoker, Bram.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	dracula	stoker bram	norstedts	2026-11-26 00:39:45.461028+00	'1897':7C 'av':8C 'bram':3B,10C 'dracula':1A,6C 'fiction':4C 'horror':5C 'norstedts':11 'stoker':2B,9C
3dd4b755-1ba7-4575-858c-718cf6bbf16b	60	demo:29	dbcd9ec8-558d-4ebb-b5d2-59c29e2134d0	The Call of the Wild	\N	London, Jack		\N	Project Gutenberg	1903	1903	eng		Fiction\nNature	The Call of the Wild (1903) av London, Jack.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	call of the wild	london jack	project gutenberg	2026-11-26 00:39:45.461028+00	'1903':15C 'av':16C 'call':2A,11C 'fiction':8C 'gutenberg':20 'jack':7B,18C 'london':6B,17C 'nature':9C 'of':3A,12C 'project':19 'the':1A,4A,10C,13C 'wild':5A,14C
98b50f7d-4029-4eea-907c-b0c42c017ea6	61	epub:http://www.gutenberg.org/ebooks/25545	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Children's Literature	A Textbook of Sources for Teachers and Teacher-Training Classes	Charles Madison Curry\nErle Elsworth Clippinger		\N	\N	2008-05-20	2008	eng		Children -- Books and reading\nChildren's literature -- Study and teaching	\N	\N	\N	\N	4951f56eacdb5639ae71060be0ea01dd60cafb8e8df6a6dadebf838c91deef5d.png	2505a71a7f9932e2c7ae71743116159b6e4e8403c591b111510b3157400fb0a6.epub	1	0	0	0	0	0	0	childrens literature	curry charles madison		2026-11-26 00:39:52.183013+00	'a':3A 'and':9A,21C,26C 'books':20C 'charles':13B 'children':19C 'childrens':1A,23C 'classes':12A 'clippinger':18B 'curry':15B 'elsworth':17B 'erle':16B 'for':7A 'literature':2A,24C 'madison':14B 'of':5A 'reading':22C 'sources':6A 'study':25C 'teacher':10A 'teachers':8A 'teaching':27C 'textbook':4A 'training':11A
458ec4c0-ce6b-4c7d-8597-0ef40b71d825	7	demo:6	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Utvandrarna	\N	Moberg, Vilhelm		\N	Bonniers	1949	1949	swe		Emigration\nFiction	Utvandrarna (1949) av Moberg, Vilhelm.	\N	\N	\N	\N	\N	1	1	2	1	0	0	0	utvandrarna	moberg vilhelm	bonniers	2026-11-26 00:39:44.378495+00	'1949':7C 'av':8C 'bonniers':11 'emigration':4C 'fiction':5C 'moberg':2B,9C 'utvandrarna':1A,6C 'vilhelm':3B,10C
2a82bd06-3d3b-4a86-b41f-4b5941cc3224	2	demo:1	76e405c5-9e3f-44bd-b418-4bb30117b0d0	Nils Holgerssons underbara resa genom Sverige	\N	Lagerlöf, Selma		\N	Norstedts	1906	1906	swe		Children's stories\nFiction	Nils Holgerssons underbara resa genom Sverige (1906) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	2	1	0	1	0	0	0	nils holgerssons underbara resa genom sverige	lagerl}f selma	norstedts	2026-11-26 00:39:44.378495+00	'1906':18C 'av':19C 'childrens':9C 'fiction':11C 'genom':5A,16C 'holgerssons':2A,13C 'lagerlof':7B,20C 'nils':1A,12C 'norstedts':22 'resa':4A,15C 'selma':8B,21C 'stories':10C 'sverige':6A,17C 'underbara':3A,14C
\.


--
-- Data for Name: library_to_be_read; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_to_be_read (id, user_id, library_id, title_id, notify, notified_at, added_at) FROM stdin;
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
6ae3c471-6932-496c-be62-1b4e01f5e78f	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	8667fde8-51f4-4668-acda-666c39fac296	friend.request	{}	/friends	\N	2026-11-26 00:39:29.445832+00
f813d2fa-3f7f-4b11-bf22-5b15880f6695	8667fde8-51f4-4668-acda-666c39fac296	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	friend.accepted	{}	/friends	\N	2026-11-26 00:39:29.463028+00
12ec8e29-b3e6-4692-8768-e5d81a83a5d7	438da4bd-3fc2-4144-a693-478a3920216a	8667fde8-51f4-4668-acda-666c39fac296	friend.request	{}	/friends	\N	2026-11-26 00:39:29.472117+00
8d352f4d-d6a2-4759-8ead-4fd0bd2b86e3	8667fde8-51f4-4668-acda-666c39fac296	438da4bd-3fc2-4144-a693-478a3920216a	friend.accepted	{}	/friends	\N	2026-11-26 00:39:29.479031+00
440a3fc9-27da-4840-81f0-1c13b232a956	4244965e-9b1b-4c49-9e91-94bfda871fe6	8667fde8-51f4-4668-acda-666c39fac296	friend.request	{}	/friends	\N	2026-11-26 00:39:29.489326+00
cb5b48e5-c3d8-44bf-b1cd-1b10ad43a3f3	8667fde8-51f4-4668-acda-666c39fac296	4244965e-9b1b-4c49-9e91-94bfda871fe6	friend.accepted	{}	/friends	\N	2026-11-26 00:39:29.495841+00
a0f370ba-a022-4e7e-b16c-e924671f29dd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	8667fde8-51f4-4668-acda-666c39fac296	friend.request	{}	/friends	\N	2026-11-26 00:39:29.502745+00
09f521c8-317c-4117-818f-f15d58404903	8667fde8-51f4-4668-acda-666c39fac296	f2fbddff-0cac-45cd-ab4a-149a8312d81a	friend.accepted	{}	/friends	\N	2026-11-26 00:39:29.510396+00
25821103-8a33-49a1-b532-13033b728a5a	438da4bd-3fc2-4144-a693-478a3920216a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	friend.request	{}	/friends	\N	2026-11-26 00:39:29.51773+00
d3e05170-bf28-47c1-a854-9a0654ccd97e	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	438da4bd-3fc2-4144-a693-478a3920216a	friend.accepted	{}	/friends	\N	2026-11-26 00:39:29.524935+00
6121041e-ad57-4de0-8cd6-952ed5930ed2	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	4244965e-9b1b-4c49-9e91-94bfda871fe6	friend.request	{}	/friends	\N	2026-11-26 00:39:29.532266+00
0bb4200e-c704-457d-bab4-d0ebdce7e6eb	f2fbddff-0cac-45cd-ab4a-149a8312d81a	8667fde8-51f4-4668-acda-666c39fac296	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:39:29.581366+00
db4ff959-03bc-48ed-9331-c2fca132ce23	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	8667fde8-51f4-4668-acda-666c39fac296	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:39:29.587269+00
b8d9fb1e-642d-4f43-adbe-300a8b753789	438da4bd-3fc2-4144-a693-478a3920216a	8667fde8-51f4-4668-acda-666c39fac296	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:39:29.592985+00
d3c73d6c-0d9b-49ed-9b4f-8dd9b65aae40	8667fde8-51f4-4668-acda-666c39fac296	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	wishes.list_shared	{"list":"Christmas"}	/wishes/friends	\N	2026-11-26 00:39:29.668332+00
930d35b6-4da4-404f-b234-456a34889016	438da4bd-3fc2-4144-a693-478a3920216a	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	wishes.list_shared	{"list":"Christmas"}	/wishes/friends	\N	2026-11-26 00:39:29.675185+00
135c979d-ac24-4e69-bfc1-d80661060145	438da4bd-3fc2-4144-a693-478a3920216a	8667fde8-51f4-4668-acda-666c39fac296	funding.donation	{"wish":"Cargo bike","amount":"500.00 EUR","name":"Alice Lindqvist"}	/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a	\N	2026-11-26 00:39:29.734924+00
96488d10-7274-448d-9619-ccc8e0e2ff53	438da4bd-3fc2-4144-a693-478a3920216a	\N	funding.donation_anonymous	{"name":"","wish":"Cargo bike","amount":"350.00 EUR"}	/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a	\N	2026-11-26 00:39:29.764239+00
0eca808f-c91a-4892-b8b4-d61acb9f5fe8	f2fbddff-0cac-45cd-ab4a-149a8312d81a	8667fde8-51f4-4668-acda-666c39fac296	funding.donation	{"name":"Alice Lindqvist","amount":"2000.00 SEK","wish":"Pottery course"}	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	\N	2026-11-26 00:39:29.79902+00
ee19b86a-364d-4355-84d2-08d01232f837	f2fbddff-0cac-45cd-ab4a-149a8312d81a	8667fde8-51f4-4668-acda-666c39fac296	funding.donation	{"name":"Alice Lindqvist","wish":"Pottery course","amount":"1200.00 SEK"}	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	\N	2026-11-26 00:39:29.82972+00
c3bb8ff8-cda2-4b14-abaf-13ef5b246e0e	f2fbddff-0cac-45cd-ab4a-149a8312d81a	\N	funding.funded	{"wish":"Pottery course"}	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	\N	2026-11-26 00:39:29.836632+00
60f373e5-43f6-488d-9ff6-1a72b26060dd	8667fde8-51f4-4668-acda-666c39fac296	\N	funding.funded_donor	{"wish":"Pottery course"}	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	\N	2026-11-26 00:39:29.84188+00
c9a3601d-2e65-4936-9339-7b037b488210	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	438da4bd-3fc2-4144-a693-478a3920216a	funding.donation	{"name":"Carol Jones","wish":"Concert tickets","amount":"1500.00 CZK"}	/wishes/b929c03e-327b-49ee-8750-fe3b6cd6dee7	\N	2026-11-26 00:39:29.876149+00
\.


--
-- Data for Name: payment_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.payment_events (id, gateway, event_id, kind, payment_ref, outcome, received_at) FROM stdin;
48c39679-35c3-4b83-9744-1c27dd79625c	simbank	simevt_344656c1-3254-43e6-aaea-1ce4716a2e70	pending	f2c37eed-8ee4-4e90-8b3f-c4a21d6056f5	no_change	2026-11-26 00:39:29.722108+00
e9ee265d-1a2e-4f73-a324-340c44de2489	simbank	simevt_6fd99c37-3d9b-41d4-b7c5-cad1fa0c120d	succeeded	f2c37eed-8ee4-4e90-8b3f-c4a21d6056f5	applied	2026-11-26 00:39:29.727439+00
f509bfd4-8772-4848-b3e9-f73ae029949e	simbank	simevt_29aa436e-6772-42bd-b1f3-9263aa3cf6df	pending	a36ddf51-af63-4178-9d4e-4b526b0b7101	no_change	2026-11-26 00:39:29.753998+00
c1c7cefe-b0ac-45b1-8a64-0b08ab503489	simbank	simevt_9766e66d-305d-47c8-a901-cba7a42c342a	succeeded	a36ddf51-af63-4178-9d4e-4b526b0b7101	applied	2026-11-26 00:39:29.75855+00
cf7224b0-0285-4e80-a03d-682524b3022b	simbank	simevt_b31cb8c8-2def-4628-98f4-1bdbfc59d012	pending	702ce6a0-7fb6-4e8c-8eb1-9e43760f9cba	no_change	2026-11-26 00:39:29.788109+00
a0d8e552-9e6b-4118-8f6a-e2274d137376	simbank	simevt_0e915b6e-c277-419a-9946-6f6283f675a9	succeeded	702ce6a0-7fb6-4e8c-8eb1-9e43760f9cba	applied	2026-11-26 00:39:29.792575+00
c0303068-1d17-4a92-8b32-b5195437351d	simbank	simevt_905c8d3c-e016-43ee-ba3b-dd38b2f07f11	pending	8911b8f7-1871-4d81-8b25-817096d437e8	no_change	2026-11-26 00:39:29.81838+00
1d0e3099-2cf0-425e-a6bf-7ffb27589e41	simbank	simevt_e1bcbeba-1e72-4bfc-ae04-c4c821c2578e	succeeded	8911b8f7-1871-4d81-8b25-817096d437e8	applied	2026-11-26 00:39:29.823044+00
71bcd25f-4673-4351-879a-88927b18b5fa	simbank	simevt_29662487-8425-49a8-ade7-991da6d13aae	pending	0bac84fe-02f7-403a-860b-fe5fbde6753c	no_change	2026-11-26 00:39:29.864813+00
b0358d98-0a40-411b-9495-ad3a2e1e09bf	simbank	simevt_4e36d9d2-b565-4db6-97e7-789b8382dae1	succeeded	0bac84fe-02f7-403a-860b-fe5fbde6753c	applied	2026-11-26 00:39:29.869559+00
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
ab68bb02-31a2-48eb-8884-6c928bece434	demo-trek-marlin-5	 horske kolo trek marlin 5 trek kola	Horské kolo Trek Marlin 5	Trek	Kola	1799000	CZK	\N	https://example.com/cz/kola/trek-marlin-5	2026-11-26 00:39:29.690861+00
9aaa7e09-7e21-419b-aa76-61e82035b24e	demo-kellys-spider-10	 horske kolo kellys spider 10 kellys kola	Horské kolo Kellys Spider 10	Kellys	Kola	1399000	CZK	\N	https://example.com/cz/kola/kellys-spider-10	2026-11-26 00:39:29.690861+00
4a62b7c6-a796-4db2-a75e-46e64eb059ba	demo-woom-3	 detske kolo woom 3 woom kola	Dětské kolo woom 3	woom	Kola	1149000	CZK	\N	https://example.com/cz/kola/woom-3	2026-11-26 00:39:29.690861+00
d020e67a-6118-4ffb-9f98-8795236cbf42	demo-sony-wh-1000xm5	 sony wh-1000xm5 tradlosa horlurar sony horlurar wh 1000xm5	Sony WH-1000XM5 trådlösa hörlurar	Sony	Hörlurar	399000	SEK	\N	https://example.com/se/ljud/sony-wh-1000xm5	2026-11-26 00:39:29.690861+00
c638df29-ed55-4f82-920a-59bc0d0a2d33	demo-bose-qc-ultra	 bose quietcomfort ultra headphones bose headphones	Bose QuietComfort Ultra Headphones	Bose	Headphones	44995	EUR	\N	https://example.com/eu/audio/bose-quietcomfort-ultra	2026-11-26 00:39:29.690861+00
346b0b7c-0e6e-422b-96f5-38acb29415fc	demo-project-hail-mary	 project hail mary andy weir bocker	Project Hail Mary	Andy Weir	Böcker	18900	SEK	\N	https://example.com/se/bocker/project-hail-mary	2026-11-26 00:39:29.690861+00
b8d3630b-1815-4ed5-9f39-fe257a4aa733	demo-saturnin	 saturnin zdenek jirotka knihy	Saturnin	Zdeněk Jirotka	Knihy	29900	CZK	\N	https://example.com/cz/knihy/saturnin	2026-11-26 00:39:29.690861+00
cf96e8c0-7485-4146-95d9-64e393772a7e	demo-broderna-lejonhjarta	 broderna lejonhjarta astrid lindgren bocker	Bröderna Lejonhjärta	Astrid Lindgren	Böcker	15900	SEK	\N	https://example.com/se/bocker/broderna-lejonhjarta	2026-11-26 00:39:29.690861+00
7b488e0b-5a7f-4eae-8c37-6143df8ab683	demo-msr-hubba-hubba-2	 msr hubba hubba 2 tent msr camping	MSR Hubba Hubba 2 Tent	MSR	Camping	54995	EUR	\N	https://example.com/eu/camping/msr-hubba-hubba-2	2026-11-26 00:39:29.690861+00
2701443e-3a2d-4435-a1ac-a0fa01e16e90	demo-comandante-c40	 comandante c40 mk4 coffee grinder comandante coffee	Comandante C40 MK4 Coffee Grinder	Comandante	Coffee	26900	EUR	\N	https://example.com/eu/coffee/comandante-c40-mk4	2026-11-26 00:39:29.690861+00
de2d65f7-67da-4270-8327-b549367fd8e1	demo-baratza-encore	 baratza encore kaffekvarn baratza kaffe	Baratza Encore kaffekvarn	Baratza	Kaffe	249000	SEK	\N	https://example.com/se/kaffe/baratza-encore	2026-11-26 00:39:29.690861+00
8c3bc41d-54db-478c-b56e-b24fd2205668	demo-bialetti-moka-6	 bialetti moka express, 6 salku bialetti kava express	Bialetti Moka Express, 6 šálků	Bialetti	Káva	74900	CZK	\N	https://example.com/cz/kava/bialetti-moka-express-6	2026-11-26 00:39:29.690861+00
16974310-896d-4c15-8897-ac6d87052046	demo-lego-42143	 lego technic ferrari daytona sp3 42143 lego toys	LEGO Technic Ferrari Daytona SP3 42143	LEGO	Toys	39999	EUR	\N	https://example.com/eu/toys/lego-42143	2026-11-26 00:39:29.690861+00
7b2d8cc9-8968-4bc5-aaaa-36b8941b8f50	demo-lego-10311	 lego icons orchidej 10311 lego hracky	LEGO Icons Orchidej 10311	LEGO	Hračky	119900	CZK	\N	https://example.com/cz/hracky/lego-10311	2026-11-26 00:39:29.690861+00
edc30493-9c51-4cf5-bd58-ee3e8c22fed9	demo-kanken	 fjallraven kanken ryggsack fjallraven vaskor	Fjällräven Kånken ryggsäck	Fjällräven	Väskor	109500	SEK	\N	https://example.com/se/vaskor/fjallraven-kanken	2026-11-26 00:39:29.690861+00
bd2468ca-2229-4cf8-8789-a5c972d0666a	demo-kindle-paperwhite	 kindle paperwhite (16 gb) amazon e-readers 16 gb e readers	Kindle Paperwhite (16 GB)	Amazon	E-readers	16999	EUR	\N	https://example.com/eu/e-readers/kindle-paperwhite	2026-11-26 00:39:29.690861+00
\.


--
-- Data for Name: push_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.push_outbox (id, user_id, notification_id, kind, title, body, link, status, attempts, next_attempt_at, last_error, created_at) FROM stdin;
0ab9cc0c-210e-4024-af94-35d2086723bb	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	6ae3c471-6932-496c-be62-1b4e01f5e78f	friend.request	Satchel	Alice Lindqvist si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:39:29.456984+00	\N	2026-11-26 00:39:29.456984+00
31f7e3cf-bd01-419f-82e3-b42d0ae39396	8667fde8-51f4-4668-acda-666c39fac296	f813d2fa-3f7f-4b11-bf22-5b15880f6695	friend.accepted	Satchel	Bob Novák accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:39:29.467118+00	\N	2026-11-26 00:39:29.467118+00
b5f07390-4541-48ae-994d-719407bc231c	438da4bd-3fc2-4144-a693-478a3920216a	12ec8e29-b3e6-4692-8768-e5d81a83a5d7	friend.request	Satchel	Alice Lindqvist wants to be your friend	/friends	undeliverable	1	2026-11-26 00:39:29.47519+00	\N	2026-11-26 00:39:29.47519+00
af472d22-2756-43b9-9064-6a79fafead4d	8667fde8-51f4-4668-acda-666c39fac296	8d352f4d-d6a2-4759-8ead-4fd0bd2b86e3	friend.accepted	Satchel	Carol Jones accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:39:29.482004+00	\N	2026-11-26 00:39:29.482004+00
b1b68a64-30b8-4ad3-b4fc-8f04fee1020c	4244965e-9b1b-4c49-9e91-94bfda871fe6	440a3fc9-27da-4840-81f0-1c13b232a956	friend.request	Satchel	Alice Lindqvist wants to be your friend	/friends	undeliverable	1	2026-11-26 00:39:29.492171+00	\N	2026-11-26 00:39:29.492171+00
f1e0a742-ade4-4389-8961-367eb53f2a51	8667fde8-51f4-4668-acda-666c39fac296	cb5b48e5-c3d8-44bf-b1cd-1b10ad43a3f3	friend.accepted	Satchel	Dave Okafor accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:39:29.498807+00	\N	2026-11-26 00:39:29.498807+00
0e0de452-f837-4903-a324-c50907d9f473	f2fbddff-0cac-45cd-ab4a-149a8312d81a	a0f370ba-a022-4e7e-b16c-e924671f29dd	friend.request	Satchel	Alice Lindqvist si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:39:29.506454+00	\N	2026-11-26 00:39:29.506454+00
15d7edec-4780-461d-910f-28841e514c3e	8667fde8-51f4-4668-acda-666c39fac296	09f521c8-317c-4117-818f-f15d58404903	friend.accepted	Satchel	Eva Svobodová accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:39:29.513709+00	\N	2026-11-26 00:39:29.513709+00
26ea2c09-5bf6-4016-9114-5b40c0ac8f2f	438da4bd-3fc2-4144-a693-478a3920216a	25821103-8a33-49a1-b532-13033b728a5a	friend.request	Satchel	Bob Novák wants to be your friend	/friends	undeliverable	1	2026-11-26 00:39:29.521009+00	\N	2026-11-26 00:39:29.521009+00
fd7bafec-0bb7-4d99-8635-ab62e378e4f0	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	d3e05170-bf28-47c1-a854-9a0654ccd97e	friend.accepted	Satchel	Ty a Carol Jones jste teď přátelé	/friends	undeliverable	1	2026-11-26 00:39:29.528319+00	\N	2026-11-26 00:39:29.528319+00
665ddda0-e53c-495c-835e-3551031cea6c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	6121041e-ad57-4de0-8cd6-952ed5930ed2	friend.request	Satchel	Dave Okafor si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:39:29.535526+00	\N	2026-11-26 00:39:29.535526+00
104dc4f0-8c94-4522-bc20-fd3c26f5f9b0	f2fbddff-0cac-45cd-ab4a-149a8312d81a	0bb4200e-c704-457d-bab4-d0ebdce7e6eb	wishes.list_shared	Satchel	Alice Lindqvist s tebou sdílí seznam „Birthday“	/wishes/friends	undeliverable	1	2026-11-26 00:39:29.584809+00	\N	2026-11-26 00:39:29.584809+00
656c695e-e0d8-4d49-b3c5-1fae356070dd	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	db4ff959-03bc-48ed-9331-c2fca132ce23	wishes.list_shared	Satchel	Alice Lindqvist s tebou sdílí seznam „Birthday“	/wishes/friends	undeliverable	1	2026-11-26 00:39:29.590592+00	\N	2026-11-26 00:39:29.590592+00
f2a1effb-ba78-437a-ad14-af9bc9e2cf4c	438da4bd-3fc2-4144-a693-478a3920216a	b8d9fb1e-642d-4f43-adbe-300a8b753789	wishes.list_shared	Satchel	Alice Lindqvist shared the list “Birthday” with you	/wishes/friends	undeliverable	1	2026-11-26 00:39:29.596259+00	\N	2026-11-26 00:39:29.596259+00
03eac48e-69f9-489e-b18f-1e8d5c9ece94	8667fde8-51f4-4668-acda-666c39fac296	d3c73d6c-0d9b-49ed-9b4f-8dd9b65aae40	wishes.list_shared	Satchel	Bob Novák delade listan ”Christmas” med dig	/wishes/friends	undeliverable	1	2026-11-26 00:39:29.672437+00	\N	2026-11-26 00:39:29.672437+00
cced80d7-1e23-47f0-abc5-b96ef9b83784	438da4bd-3fc2-4144-a693-478a3920216a	930d35b6-4da4-404f-b234-456a34889016	wishes.list_shared	Satchel	Bob Novák shared the list “Christmas” with you	/wishes/friends	undeliverable	1	2026-11-26 00:39:29.678653+00	\N	2026-11-26 00:39:29.678653+00
10da9414-884a-41fd-b80a-8b6cd1a0bb09	438da4bd-3fc2-4144-a693-478a3920216a	135c979d-ac24-4e69-bfc1-d80661060145	funding.donation	Satchel	Alice Lindqvist gave 500.00 EUR to Cargo bike	/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a	undeliverable	1	2026-11-26 00:39:29.738829+00	\N	2026-11-26 00:39:29.738829+00
ecd0dcdd-7718-4fc8-b816-5f3e61cf9081	438da4bd-3fc2-4144-a693-478a3920216a	96488d10-7274-448d-9619-ccc8e0e2ff53	funding.donation_anonymous	Satchel	Someone gave 350.00 EUR to Cargo bike	/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a	undeliverable	1	2026-11-26 00:39:29.766775+00	\N	2026-11-26 00:39:29.766775+00
609999e6-6f0d-4528-9226-d8f1067b2acd	f2fbddff-0cac-45cd-ab4a-149a8312d81a	0eca808f-c91a-4892-b8b4-d61acb9f5fe8	funding.donation	Satchel	Alice Lindqvist: příspěvek 2000.00 SEK na „Pottery course“	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	undeliverable	1	2026-11-26 00:39:29.802719+00	\N	2026-11-26 00:39:29.802719+00
9d2e9ca5-2fe0-4488-aeb4-c7a6e95927a5	f2fbddff-0cac-45cd-ab4a-149a8312d81a	ee19b86a-364d-4355-84d2-08d01232f837	funding.donation	Satchel	Alice Lindqvist: příspěvek 1200.00 SEK na „Pottery course“	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	undeliverable	1	2026-11-26 00:39:29.83325+00	\N	2026-11-26 00:39:29.83325+00
73308ada-98f2-4c2c-a8f4-5ad256d1807c	f2fbddff-0cac-45cd-ab4a-149a8312d81a	c3bb8ff8-cda2-4b14-abaf-13ef5b246e0e	funding.funded	Satchel	Na „Pottery course“ je vybráno v plné výši!	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	undeliverable	1	2026-11-26 00:39:29.839075+00	\N	2026-11-26 00:39:29.839075+00
06bd25c4-2d9b-4fc6-8518-f05ea603a7cd	8667fde8-51f4-4668-acda-666c39fac296	60f373e5-43f6-488d-9ff6-1a72b26060dd	funding.funded_donor	Satchel	”Pottery course”, som du gav till, har nått målet	/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099	undeliverable	1	2026-11-26 00:39:29.844347+00	\N	2026-11-26 00:39:29.844347+00
aca6b278-6ca4-4b33-b3e9-c57fc0f7a4fe	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	c9a3601d-2e65-4936-9339-7b037b488210	funding.donation	Satchel	Carol Jones: příspěvek 1500.00 CZK na „Concert tickets“	/wishes/b929c03e-327b-49ee-8750-fe3b6cd6dee7	undeliverable	1	2026-11-26 00:39:29.879759+00	\N	2026-11-26 00:39:29.879759+00
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
f2c37eed-8ee4-4e90-8b3f-c4a21d6056f5	25ab7c4b-a461-4a66-9316-d5562ea045ec	50000	EUR	Cargo bike	http://127.0.0.1:8080/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a?donation=25ab7c4b-a461-4a66-9316-d5562ea045ec	http://127.0.0.1:8080/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a?donation=25ab7c4b-a461-4a66-9316-d5562ea045ec&cancelled=1	paid	\N	2026-11-26 00:39:29.715101+00
a36ddf51-af63-4178-9d4e-4b526b0b7101	4ccbae5a-e4ec-441e-b8c6-153d2aec8aeb	35000	EUR	Cargo bike	http://127.0.0.1:8080/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a?donation=4ccbae5a-e4ec-441e-b8c6-153d2aec8aeb	http://127.0.0.1:8080/wishes/d15e03a3-3425-475e-a9b9-b641b1b8424a?donation=4ccbae5a-e4ec-441e-b8c6-153d2aec8aeb&cancelled=1	paid	\N	2026-11-26 00:39:29.748648+00
702ce6a0-7fb6-4e8c-8eb1-9e43760f9cba	1222f9c1-66ee-4abb-b114-d5a78c446620	200000	SEK	Pottery course	http://127.0.0.1:8080/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099?donation=1222f9c1-66ee-4abb-b114-d5a78c446620	http://127.0.0.1:8080/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099?donation=1222f9c1-66ee-4abb-b114-d5a78c446620&cancelled=1	paid	\N	2026-11-26 00:39:29.782764+00
8911b8f7-1871-4d81-8b25-817096d437e8	39c651b9-2983-470f-a027-2d5f51b56e69	120000	SEK	Pottery course	http://127.0.0.1:8080/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099?donation=39c651b9-2983-470f-a027-2d5f51b56e69	http://127.0.0.1:8080/wishes/b78fe253-7b7a-4ece-a6ff-153db0726099?donation=39c651b9-2983-470f-a027-2d5f51b56e69&cancelled=1	paid	\N	2026-11-26 00:39:29.812719+00
0bac84fe-02f7-403a-860b-fe5fbde6753c	ee06eefb-6d2b-4658-bd2c-170bafb2f3ea	150000	CZK	Concert tickets	http://127.0.0.1:8080/wishes/b929c03e-327b-49ee-8750-fe3b6cd6dee7?donation=ee06eefb-6d2b-4658-bd2c-170bafb2f3ea	http://127.0.0.1:8080/wishes/b929c03e-327b-49ee-8750-fe3b6cd6dee7?donation=ee06eefb-6d2b-4658-bd2c-170bafb2f3ea&cancelled=1	paid	\N	2026-11-26 00:39:29.859007+00
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
15c6c436-3b6a-4610-a18a-f65caa90e6b3	8667fde8-51f4-4668-acda-666c39fac296	Errands	errands	#d9480f	2026-11-26 00:39:29.88453+00
29874ac7-6d6d-4f8d-9671-d370218d57b6	8667fde8-51f4-4668-acda-666c39fac296	Home	home	#2b8a3e	2026-11-26 00:39:29.886891+00
\.


--
-- Data for Name: spot_reminders; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.spot_reminders (id, owner_id, list_id, title, notes, due_local, time_zone, due_at, repeat_rule, alerted_due_at, place_lat, place_lon, place_label, radius, trigger, min_lat, max_lat, min_lon, max_lon, presence, stay_alerted, inside_device, anchor_day, completed_due_local, watching, fired_at, done_at, ical_uid, created_at, updated_at) FROM stdin;
fa74fe93-eb54-462d-a9a2-1c3244a80e20	8667fde8-51f4-4668-acda-666c39fac296	15c6c436-3b6a-4610-a18a-f65caa90e6b3	Buy milk and oat bread	And coffee if it is on offer	\N	\N	\N	\N	\N	59.33492	18.06372	Hötorgshallen, Stockholm	150	arrive	59.33357101945442	59.33626898054558	18.061075037450163	18.066364962549837	unknown	f	\N	\N	\N	t	\N	\N	fa74fe93-eb54-462d-a9a2-1c3244a80e20@satchel	2026-11-26 00:39:29.890959+00	2026-11-26 00:39:29.890999+00
ac41bee5-72bf-434d-b516-ae0a34f41a82	8667fde8-51f4-4668-acda-666c39fac296	15c6c436-3b6a-4610-a18a-f65caa90e6b3	Post the letter to the tax office		2026-11-30T09:00	Europe/Stockholm	2026-11-30 08:00:00+00	\N	\N	59.3327	18.062	Post office, Drottninggatan	100	arrive	59.331800679636274	59.33359932036373	18.060236806851606	18.063763193148397	unknown	f	\N	30	\N	t	\N	\N	ac41bee5-72bf-434d-b516-ae0a34f41a82@satchel	2026-11-26 00:39:29.894185+00	2026-11-26 00:39:29.894221+00
8d339ad5-a3bd-43c0-8640-6698cb09033b	8667fde8-51f4-4668-acda-666c39fac296	15c6c436-3b6a-4610-a18a-f65caa90e6b3	Call the bank about the mortgage		2026-11-27T09:00	Europe/Stockholm	2026-11-27 08:00:00+00	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	27	\N	f	\N	\N	8d339ad5-a3bd-43c0-8640-6698cb09033b@satchel	2026-11-26 00:39:29.896922+00	2026-11-26 00:39:29.896951+00
10e8205b-73d3-4d2b-977f-82bbeded5b68	8667fde8-51f4-4668-acda-666c39fac296	29874ac7-6d6d-4f8d-9671-d370218d57b6	Water the plants		2026-11-27T19:00	Europe/Stockholm	2026-11-27 18:00:00+00	daily	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	27	\N	f	\N	\N	10e8205b-73d3-4d2b-977f-82bbeded5b68@satchel	2026-11-26 00:39:29.899681+00	2026-11-26 00:39:29.899708+00
8c4e5218-85ff-4b51-95d6-4b568f2b19eb	8667fde8-51f4-4668-acda-666c39fac296	29874ac7-6d6d-4f8d-9671-d370218d57b6	Take the recycling out		\N	\N	\N	\N	\N	59.3142	18.0734	Home, Medborgarplatsen	200	leave	59.312401359272556	59.31599864072745	18.069875532624252	18.076924467375747	unknown	f	\N	\N	\N	t	\N	\N	8c4e5218-85ff-4b51-95d6-4b568f2b19eb@satchel	2026-11-26 00:39:29.902333+00	2026-11-26 00:39:29.90235+00
5d6aa7cc-5597-4035-9381-d1af7537fb8d	8667fde8-51f4-4668-acda-666c39fac296	\N	Pick up the library hold		2026-11-29T16:00	Europe/Stockholm	2026-11-29 15:00:00+00	\N	\N	59.34365	18.05472	Stockholm Public Library	120	arrive	59.342570815563526	59.34472918443645	18.052603486050263	18.056836513949737	unknown	f	\N	29	\N	t	\N	\N	5d6aa7cc-5597-4035-9381-d1af7537fb8d@satchel	2026-11-26 00:39:29.904422+00	2026-11-26 00:39:29.904455+00
c722eb70-026c-4fe5-a564-a9dc2ce21ad4	8667fde8-51f4-4668-acda-666c39fac296	\N	Renew the bike lock		\N	\N	\N	\N	\N	59.3303	18.0588	Stockholm Central Station	150	arrive	59.32895101945442	59.33164898054558	18.056155397087	18.061444602913003	unknown	f	\N	\N	\N	f	\N	2026-11-26 00:39:29.909414+00	c722eb70-026c-4fe5-a564-a9dc2ce21ad4@satchel	2026-11-26 00:39:29.906615+00	2026-11-26 00:39:29.909416+00
445a96e8-441c-4662-b0d3-822568e9c1b7	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	\N	Buy rohlíky for breakfast		\N	\N	\N	\N	\N	50.07554	14.4378	Náměstí Míru, Praha	150	arrive	50.0741910194544	50.07688898054558	14.435698054349011	14.439901945650988	unknown	f	\N	\N	\N	t	\N	\N	445a96e8-441c-4662-b0d3-822568e9c1b7@satchel	2026-11-26 00:39:29.911426+00	2026-11-26 00:39:29.911441+00
1070a615-0edf-4ff3-968c-e8f138040e7c	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	\N	Book the Christmas train to Brno		2026-11-28T18:00	Europe/Prague	2026-11-28 17:00:00+00	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	28	\N	f	\N	\N	1070a615-0edf-4ff3-968c-e8f138040e7c@satchel	2026-11-26 00:39:29.913624+00	2026-11-26 00:39:29.913653+00
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
b4323a68-abfc-4e3e-b0bb-f0bc6118f525	bob	bob@demo.satchel.invalid	\N	Bob Novák	$2b$12$pRdKxCxAbzVOp.hHXSNF2.Lvlcuncc2p4nOjqM8O0T6TLtgAANh0e	bob novak bob		cs	f	2026-11-26 00:39:29.435885+00
438da4bd-3fc2-4144-a693-478a3920216a	carol	carol@demo.satchel.invalid	\N	Carol Jones	$2b$12$pRdKxCxAbzVOp.hHXSNF2.Lvlcuncc2p4nOjqM8O0T6TLtgAANh0e	carol jones carol		\N	f	2026-11-26 00:39:29.437039+00
4244965e-9b1b-4c49-9e91-94bfda871fe6	dave	dave@demo.satchel.invalid	\N	Dave Okafor	$2b$12$pRdKxCxAbzVOp.hHXSNF2.Lvlcuncc2p4nOjqM8O0T6TLtgAANh0e	dave okafor dave		\N	f	2026-11-26 00:39:29.438044+00
f2fbddff-0cac-45cd-ab4a-149a8312d81a	eva	eva@demo.satchel.invalid	\N	Eva Svobodová	$2b$12$pRdKxCxAbzVOp.hHXSNF2.Lvlcuncc2p4nOjqM8O0T6TLtgAANh0e	eva svobodova eva		cs	f	2026-11-26 00:39:29.438982+00
8667fde8-51f4-4668-acda-666c39fac296	alice	alice@demo.satchel.invalid	\N	Alice Lindqvist	$2b$12$pRdKxCxAbzVOp.hHXSNF2.Lvlcuncc2p4nOjqM8O0T6TLtgAANh0e	alice lindqvist alice		sv	t	2026-11-26 00:39:29.433075+00
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
25ab7c4b-a461-4a66-9316-d5562ea045ec	e8736a4a-9c30-49bd-805d-0491147e815d	8667fde8-51f4-4668-acda-666c39fac296	50000	EUR	f	confirmed	simbank	f2c37eed-8ee4-4e90-8b3f-c4a21d6056f5	/simbank/checkout/f2c37eed-8ee4-4e90-8b3f-c4a21d6056f5	\N	2026-11-26 00:39:29.712168+00	2026-11-26 00:39:29.729033+00
4ccbae5a-e4ec-441e-b8c6-153d2aec8aeb	e8736a4a-9c30-49bd-805d-0491147e815d	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	35000	EUR	t	confirmed	simbank	a36ddf51-af63-4178-9d4e-4b526b0b7101	/simbank/checkout/a36ddf51-af63-4178-9d4e-4b526b0b7101	\N	2026-11-26 00:39:29.746772+00	2026-11-26 00:39:29.7599+00
1222f9c1-66ee-4abb-b114-d5a78c446620	7cb8ae6c-a49c-4332-940d-618f2e0a064c	8667fde8-51f4-4668-acda-666c39fac296	200000	SEK	f	confirmed	simbank	702ce6a0-7fb6-4e8c-8eb1-9e43760f9cba	/simbank/checkout/702ce6a0-7fb6-4e8c-8eb1-9e43760f9cba	\N	2026-11-26 00:39:29.780901+00	2026-11-26 00:39:29.793899+00
39c651b9-2983-470f-a027-2d5f51b56e69	7cb8ae6c-a49c-4332-940d-618f2e0a064c	8667fde8-51f4-4668-acda-666c39fac296	120000	SEK	f	confirmed	simbank	8911b8f7-1871-4d81-8b25-817096d437e8	/simbank/checkout/8911b8f7-1871-4d81-8b25-817096d437e8	\N	2026-11-26 00:39:29.810748+00	2026-11-26 00:39:29.824459+00
ee06eefb-6d2b-4658-bd2c-170bafb2f3ea	c2e6e6e8-eeac-4340-9370-b2054c94a4c1	438da4bd-3fc2-4144-a693-478a3920216a	150000	CZK	f	confirmed	simbank	0bac84fe-02f7-403a-860b-fe5fbde6753c	/simbank/checkout/0bac84fe-02f7-403a-860b-fe5fbde6753c	\N	2026-11-26 00:39:29.856969+00	2026-11-26 00:39:29.870931+00
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
cf041430-1c97-42de-811d-de6a37c1acd4	7d307ad6-c693-45af-b16c-2b36437f2c84	\N	2500000	CZK	2027-01-10 00:39:29.696693+00	I have played on a borrowed one for years. Time for my own!	all_or_nothing	open	friends	gHCiC7WZjKe_22PlwExU-hMvRVysqhnzQTSYD_l3OP0	2026-11-26 00:39:29.69849+00	\N	\N
e8736a4a-9c30-49bd-805d-0491147e815d	d15e03a3-3425-475e-a9b9-b641b1b8424a	\N	200000	EUR	2026-12-16 00:39:29.703673+00	No more car for the school run.	keep_what_you_get	open	friends	\N	2026-11-26 00:39:29.705292+00	\N	\N
7cb8ae6c-a49c-4332-940d-618f2e0a064c	b78fe253-7b7a-4ece-a6ff-153db0726099	\N	320000	SEK	2026-12-06 00:39:29.772853+00	Eight evenings at the studio round the corner.	all_or_nothing	funded	friends	\N	2026-11-26 00:39:29.774464+00	2026-11-26 00:39:29.834334+00	\N
c2e6e6e8-eeac-4340-9370-b2054c94a4c1	b929c03e-327b-49ee-8750-fe3b6cd6dee7	8667fde8-51f4-4668-acda-666c39fac296	400000	CZK	2026-12-10 00:39:29.847063+00	Alice's birthday: let's surprise her!	all_or_nothing	open	friends	\N	2026-11-26 00:39:29.850473+00	\N	\N
\.


--
-- Data for Name: wish_list_shares; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_list_shares (id, list_id, recipient_id, accepted, created_at) FROM stdin;
9c0947e5-9926-44fd-8357-c396041656ea	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	f2fbddff-0cac-45cd-ab4a-149a8312d81a	f	2026-11-26 00:39:29.579737+00
3476bc32-d0db-4ec6-a5a4-7c8d09da3d9e	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	t	2026-11-26 00:39:29.585846+00
1a402f89-2e3d-468c-898a-071f9d353a1a	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	438da4bd-3fc2-4144-a693-478a3920216a	t	2026-11-26 00:39:29.591616+00
80d54e54-6e1a-414c-9838-9c6062b13c0d	bc1c6151-5f92-486f-8d2a-e17e7c937306	438da4bd-3fc2-4144-a693-478a3920216a	f	2026-11-26 00:39:29.673571+00
abd9e0a0-b577-4b67-9dc1-05263f0b4f7d	bc1c6151-5f92-486f-8d2a-e17e7c937306	8667fde8-51f4-4668-acda-666c39fac296	t	2026-11-26 00:39:29.666521+00
\.


--
-- Data for Name: wish_lists; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_lists (id, name_key, owner_id, name, occasion, date, created_at) FROM stdin;
8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	birthday	8667fde8-51f4-4668-acda-666c39fac296	Birthday	birthday	2027-03-14	2026-11-26 00:39:29.553027+00
bc1c6151-5f92-486f-8d2a-e17e7c937306	christmas	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	Christmas	christmas	2026-12-24	2026-11-26 00:39:29.650276+00
\.


--
-- Data for Name: wish_pledges; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_pledges (id, wish_id, giver_id, amount_minor, bought, created_at) FROM stdin;
6d139185-604b-42c4-aad4-0d49147fb9ff	3ffa4ea5-725c-42ec-8398-e0991ce5fc44	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	200000	f	2026-11-26 00:39:29.631568+00
dfbe4a7f-4563-4400-b412-58ac53a808c7	3ffa4ea5-725c-42ec-8398-e0991ce5fc44	438da4bd-3fc2-4144-a693-478a3920216a	150000	f	2026-11-26 00:39:29.644114+00
\.


--
-- Data for Name: wish_reservations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_reservations (id, wish_id, giver_id, bought, created_at) FROM stdin;
46e42909-a2fa-4b06-8db3-7a5f0460a96a	aa0263a1-11ea-487a-ad7d-c9d4c646af85	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	f	2026-11-26 00:39:29.610804+00
7af1f36c-a9c6-427b-8469-d72493ffb54f	26fc028e-cf9d-4d89-ab13-b556313b42fe	438da4bd-3fc2-4144-a693-478a3920216a	f	2026-11-26 00:39:29.620499+00
b045581a-8168-4ffa-9e57-daf1998efbee	5d1ab93d-0085-4b93-a79c-6a21e8fa3a6a	8667fde8-51f4-4668-acda-666c39fac296	f	2026-11-26 00:39:29.688309+00
\.


--
-- Data for Name: wishes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wishes (id, name_key, owner_id, list_id, photo_id, name, price_minor, currency, store, link, notes, quantity, priority, "position", created_at, updated_at) FROM stdin;
239146f0-3251-47ce-9d36-372a437c66f6	hiking boots	8667fde8-51f4-4668-acda-666c39fac296	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	\N	Hiking boots	149900	SEK	Naturkompaniet	https://www.example.com/boots	Size 39, brown	1	high	0	2026-11-26 00:39:29.558532+00	2026-11-26 00:39:29.558533+00
aa0263a1-11ea-487a-ad7d-c9d4c646af85	moka pot	8667fde8-51f4-4668-acda-666c39fac296	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	\N	Moka pot	39900	SEK	Åhléns	\N		1	normal	1	2026-11-26 00:39:29.5638+00	2026-11-26 00:39:29.563801+00
26fc028e-cf9d-4d89-ab13-b556313b42fe	board game night	8667fde8-51f4-4668-acda-666c39fac296	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	\N	Board game night	\N	\N		\N	Anything cooperative	2	low	2	2026-11-26 00:39:29.568089+00	2026-11-26 00:39:29.56809+00
3ffa4ea5-725c-42ec-8398-e0991ce5fc44	weekend in prague	8667fde8-51f4-4668-acda-666c39fac296	8e218163-43d7-4b1b-9ab1-119bbfdb4bf1	\N	Weekend in Prague	600000	SEK		\N	For two	1	high	3	2026-11-26 00:39:29.572869+00	2026-11-26 00:39:29.57287+00
3e60e5ff-e697-4312-b2b8-816b98aa5cc3	fountain pen	8667fde8-51f4-4668-acda-666c39fac296	\N	\N	Fountain pen	\N	\N		\N	Maybe a Lamy Safari	1	normal	0	2026-11-26 00:39:29.576349+00	2026-11-26 00:39:29.57635+00
61a7433d-94e1-470f-aeb4-1853fbaf8895	wool socks	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	bc1c6151-5f92-486f-8d2a-e17e7c937306	\N	Wool socks	29900	CZK		\N		3	normal	0	2026-11-26 00:39:29.65485+00	2026-11-26 00:39:29.654851+00
5d1ab93d-0085-4b93-a79c-6a21e8fa3a6a	espresso cups	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	bc1c6151-5f92-486f-8d2a-e17e7c937306	\N	Espresso cups	45000	CZK	Kavárna	\N		1	normal	1	2026-11-26 00:39:29.660928+00	2026-11-26 00:39:29.66093+00
7d307ad6-c693-45af-b16c-2b36437f2c84	electric guitar	4244965e-9b1b-4c49-9e91-94bfda871fe6	\N	\N	Electric guitar	2500000	CZK	Music shop	\N	A Telecaster, sunburst	1	normal	0	2026-11-26 00:39:29.695606+00	2026-11-26 00:39:29.699938+00
d15e03a3-3425-475e-a9b9-b641b1b8424a	cargo bike	438da4bd-3fc2-4144-a693-478a3920216a	\N	\N	Cargo bike	200000	EUR		\N	To take the kids to school	1	normal	0	2026-11-26 00:39:29.702656+00	2026-11-26 00:39:29.706444+00
b78fe253-7b7a-4ece-a6ff-153db0726099	pottery course	f2fbddff-0cac-45cd-ab4a-149a8312d81a	\N	\N	Pottery course	320000	SEK		\N		1	normal	0	2026-11-26 00:39:29.771708+00	2026-11-26 00:39:29.775515+00
b929c03e-327b-49ee-8750-fe3b6cd6dee7	concert tickets	b4323a68-abfc-4e3e-b0bb-f0bc6118f525	\N	\N	Concert tickets	400000	CZK		\N	Two tickets for her favourite band	1	normal	0	2026-11-26 00:39:29.849346+00	2026-11-26 00:39:29.851564+00
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
-- Name: eats_restaurant_deletions eats_restaurant_deletions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.eats_restaurant_deletions
    ADD CONSTRAINT eats_restaurant_deletions_pkey PRIMARY KEY (id);


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
-- Name: library_cards library_cards_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_cards
    ADD CONSTRAINT library_cards_pkey PRIMARY KEY (id);


--
-- Name: library_choices library_choices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_choices
    ADD CONSTRAINT library_choices_pkey PRIMARY KEY (id);


--
-- Name: library_events library_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_events
    ADD CONSTRAINT library_events_pkey PRIMARY KEY (id);


--
-- Name: library_holds library_holds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_holds
    ADD CONSTRAINT library_holds_pkey PRIMARY KEY (id);


--
-- Name: library_libraries library_libraries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_libraries
    ADD CONSTRAINT library_libraries_pkey PRIMARY KEY (id);


--
-- Name: library_lists library_lists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_lists
    ADD CONSTRAINT library_lists_pkey PRIMARY KEY (id);


--
-- Name: library_loans library_loans_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_loans
    ADD CONSTRAINT library_loans_pkey PRIMARY KEY (id);


--
-- Name: library_ratings library_ratings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_ratings
    ADD CONSTRAINT library_ratings_pkey PRIMARY KEY (id);


--
-- Name: library_sessions library_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_sessions
    ADD CONSTRAINT library_sessions_pkey PRIMARY KEY (id);


--
-- Name: library_title_subjects library_title_subjects_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_title_subjects
    ADD CONSTRAINT library_title_subjects_pkey PRIMARY KEY (id);


--
-- Name: library_titles library_titles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_titles
    ADD CONSTRAINT library_titles_pkey PRIMARY KEY (id);


--
-- Name: library_to_be_read library_to_be_read_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_to_be_read
    ADD CONSTRAINT library_to_be_read_pkey PRIMARY KEY (id);


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
-- Name: library_cards uq:library_cards.library_id+library_cards.number; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_cards
    ADD CONSTRAINT "uq:library_cards.library_id+library_cards.number" UNIQUE (library_id, number);


--
-- Name: library_choices uq:library_choices.user_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_choices
    ADD CONSTRAINT "uq:library_choices.user_id" UNIQUE (user_id);


--
-- Name: library_libraries uq:library_libraries.slug; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_libraries
    ADD CONSTRAINT "uq:library_libraries.slug" UNIQUE (slug);


--
-- Name: library_ratings uq:library_ratings.title_id+library_ratings.user_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_ratings
    ADD CONSTRAINT "uq:library_ratings.title_id+library_ratings.user_id" UNIQUE (title_id, user_id);


--
-- Name: library_sessions uq:library_sessions.user_id+library_sessions.library_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_sessions
    ADD CONSTRAINT "uq:library_sessions.user_id+library_sessions.library_id" UNIQUE (user_id, library_id);


--
-- Name: library_titles uq:library_titles.library_id+library_titles.source_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_titles
    ADD CONSTRAINT "uq:library_titles.library_id+library_titles.source_key" UNIQUE (library_id, source_key);


--
-- Name: library_titles uq:library_titles.number; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_titles
    ADD CONSTRAINT "uq:library_titles.number" UNIQUE (number);


--
-- Name: library_to_be_read uq:library_to_be_read.user_id+library_to_be_read.title_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_to_be_read
    ADD CONSTRAINT "uq:library_to_be_read.user_id+library_to_be_read.title_id" UNIQUE (user_id, title_id);


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
-- Name: eats_restaurants_updated; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_restaurants_updated ON public.eats_restaurants USING btree (updated_at);


--
-- Name: eats_reviews_dish; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX eats_reviews_dish ON public.eats_reviews USING btree (dish_id, helpfulness);


--
-- Name: funding_ledger_funding; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX funding_ledger_funding ON public.funding_ledger USING btree (funding_id);


--
-- Name: library_holds_by_card; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_holds_by_card ON public.library_holds USING btree (card_id, state);


--
-- Name: library_holds_one_open; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX library_holds_one_open ON public.library_holds USING btree (title_id, card_id) WHERE (state = ANY (ARRAY['waiting'::text, 'ready'::text]));


--
-- Name: library_holds_pickup; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_holds_pickup ON public.library_holds USING btree (state, ready_until);


--
-- Name: library_holds_queue; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_holds_queue ON public.library_holds USING btree (title_id, state, seq);


--
-- Name: library_loans_by_card; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_loans_by_card ON public.library_loans USING btree (card_id, ended_at);


--
-- Name: library_loans_by_title; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_loans_by_title ON public.library_loans USING btree (title_id, ended_at);


--
-- Name: library_loans_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_loans_due ON public.library_loans USING btree (due_at) WHERE (ended_at IS NULL);


--
-- Name: library_loans_one_active; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX library_loans_one_active ON public.library_loans USING btree (title_id, card_id) WHERE (ended_at IS NULL);


--
-- Name: library_loans_recent; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_loans_recent ON public.library_loans USING btree (library_id, started_at);


--
-- Name: library_title_subjects_by_subject; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_title_subjects_by_subject ON public.library_title_subjects USING btree (library_id, subject, title_id);


--
-- Name: library_title_subjects_by_title; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_title_subjects_by_title ON public.library_title_subjects USING btree (title_id);


--
-- Name: library_titles_by_added; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_added ON public.library_titles USING btree (library_id, added_at, id);


--
-- Name: library_titles_by_author; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_author ON public.library_titles USING btree (library_id, author_key, id);


--
-- Name: library_titles_by_language; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_language ON public.library_titles USING btree (library_id, language, title_key, id);


--
-- Name: library_titles_by_popularity; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_popularity ON public.library_titles USING btree (library_id, popularity, id);


--
-- Name: library_titles_by_publisher; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_publisher ON public.library_titles USING btree (library_id, publisher_key, id);


--
-- Name: library_titles_by_rating; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_rating ON public.library_titles USING btree (library_id, rating_score, id);


--
-- Name: library_titles_by_title; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_title ON public.library_titles USING btree (library_id, title_key, id);


--
-- Name: library_titles_by_year; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_by_year ON public.library_titles USING btree (library_id, year, id);


--
-- Name: library_titles_search; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_titles_search ON public.library_titles USING gin (search);


--
-- Name: library_to_be_read_by_title; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX library_to_be_read_by_title ON public.library_to_be_read USING btree (title_id, notify);


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
-- Name: library_cards library_cards_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_cards
    ADD CONSTRAINT library_cards_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_cards library_cards_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_cards
    ADD CONSTRAINT library_cards_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: library_choices library_choices_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_choices
    ADD CONSTRAINT library_choices_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_choices library_choices_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_choices
    ADD CONSTRAINT library_choices_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: library_events library_events_image_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_events
    ADD CONSTRAINT library_events_image_id_fkey FOREIGN KEY (image_id) REFERENCES public.media(id) ON DELETE SET NULL;


--
-- Name: library_events library_events_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_events
    ADD CONSTRAINT library_events_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_holds library_holds_card_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_holds
    ADD CONSTRAINT library_holds_card_id_fkey FOREIGN KEY (card_id) REFERENCES public.library_cards(id) ON DELETE CASCADE;


--
-- Name: library_holds library_holds_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_holds
    ADD CONSTRAINT library_holds_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_holds library_holds_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_holds
    ADD CONSTRAINT library_holds_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: library_lists library_lists_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_lists
    ADD CONSTRAINT library_lists_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_loans library_loans_card_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_loans
    ADD CONSTRAINT library_loans_card_id_fkey FOREIGN KEY (card_id) REFERENCES public.library_cards(id) ON DELETE CASCADE;


--
-- Name: library_loans library_loans_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_loans
    ADD CONSTRAINT library_loans_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_loans library_loans_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_loans
    ADD CONSTRAINT library_loans_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: library_ratings library_ratings_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_ratings
    ADD CONSTRAINT library_ratings_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: library_ratings library_ratings_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_ratings
    ADD CONSTRAINT library_ratings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: library_sessions library_sessions_card_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_sessions
    ADD CONSTRAINT library_sessions_card_id_fkey FOREIGN KEY (card_id) REFERENCES public.library_cards(id) ON DELETE CASCADE;


--
-- Name: library_sessions library_sessions_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_sessions
    ADD CONSTRAINT library_sessions_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_sessions library_sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_sessions
    ADD CONSTRAINT library_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: library_title_subjects library_title_subjects_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_title_subjects
    ADD CONSTRAINT library_title_subjects_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_title_subjects library_title_subjects_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_title_subjects
    ADD CONSTRAINT library_title_subjects_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: library_titles library_titles_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_titles
    ADD CONSTRAINT library_titles_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_to_be_read library_to_be_read_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_to_be_read
    ADD CONSTRAINT library_to_be_read_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: library_to_be_read library_to_be_read_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_to_be_read
    ADD CONSTRAINT library_to_be_read_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: library_to_be_read library_to_be_read_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.library_to_be_read
    ADD CONSTRAINT library_to_be_read_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


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

\unrestrict VT6fyFDoUmF7V8iux3qXeueSUYXd00b5gBfOg2GUCk2X6B1R5vtfvNrbCdkivDk

