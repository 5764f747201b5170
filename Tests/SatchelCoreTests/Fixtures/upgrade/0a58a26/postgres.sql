--
-- PostgreSQL database dump
--

\restrict NdyWcjC31FpfTJLNSaxUeAW55EGXKLUNFaRmfCZZzxLlAbxW0Ge8iCJ7SU9tIa3

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
-- Name: idempotency_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.idempotency_keys (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    key text NOT NULL,
    fingerprint text NOT NULL,
    status bigint,
    content_type text,
    body bytea,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
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
    image text,
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
-- Name: push_devices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_devices (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    address text NOT NULL,
    p256dh text,
    auth text,
    name text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_delivered_at timestamp with time zone
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
-- Name: reader_bookmarks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reader_bookmarks (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    title_id uuid NOT NULL,
    href text NOT NULL,
    progression double precision NOT NULL,
    "position" bigint NOT NULL,
    total_progression double precision NOT NULL,
    chapter text,
    excerpt text,
    device_id text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    changed_at timestamp with time zone NOT NULL,
    deleted_at timestamp with time zone
);


--
-- Name: reader_positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reader_positions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    title_id uuid NOT NULL,
    href text NOT NULL,
    progression double precision NOT NULL,
    "position" bigint NOT NULL,
    total_progression double precision NOT NULL,
    excerpt text,
    device_id text NOT NULL,
    device_name text NOT NULL,
    modified_at timestamp with time zone NOT NULL,
    saved_at timestamp with time zone NOT NULL
);


--
-- Name: reader_samples; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reader_samples (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    title_id uuid NOT NULL,
    library_id uuid NOT NULL,
    added_at timestamp with time zone NOT NULL
);


--
-- Name: reader_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reader_settings (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    title_id uuid,
    settings text NOT NULL,
    device_id text NOT NULL,
    modified_at timestamp with time zone NOT NULL
);


--
-- Name: server_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.server_secrets (
    name text NOT NULL,
    value text NOT NULL,
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
8e51933a-0a22-4398-9a81-078fb671efd3	SatchelCore.CreateUser	1	2026-11-26 00:41:49.494183+00	2026-11-26 00:41:49.494183+00
4c0f8642-23b8-4fae-ad68-bbe35d8705cb	SatchelCore.CreateAuthToken	1	2026-11-26 00:41:49.50025+00	2026-11-26 00:41:49.50025+00
1f703d7e-4f76-4fbe-805e-09ba1d1edbe5	SatchelCore.CreateSignInThrottle	1	2026-11-26 00:41:49.504918+00	2026-11-26 00:41:49.504918+00
c0cfe4a5-c119-49ba-8933-6d003f50f0a4	SatchelCore.CreateFriendship	1	2026-11-26 00:41:49.509568+00	2026-11-26 00:41:49.509568+00
5ddae096-6a48-4eca-9034-d66a2e3087d2	SatchelCore.CreateInvitation	1	2026-11-26 00:41:49.514281+00	2026-11-26 00:41:49.514281+00
4d4e55a6-1c2a-4794-82ff-b8c38d52588e	SatchelCore.CreateCircle	1	2026-11-26 00:41:49.521839+00	2026-11-26 00:41:49.521839+00
9b976fac-2e52-4451-8f66-f2a65e0182db	SatchelCore.CreateNotification	1	2026-11-26 00:41:49.533828+00	2026-11-26 00:41:49.533828+00
f6819441-b1e0-4534-816f-55080b2070ac	SatchelCore.IndexNotificationsByUser	1	2026-11-26 00:41:49.537364+00	2026-11-26 00:41:49.537364+00
e99dbc14-ed67-4fad-ab7e-24c3042737fc	SatchelCore.CreateMedia	1	2026-11-26 00:41:49.541309+00	2026-11-26 00:41:49.541309+00
c524ea49-1c5d-443e-97c4-58ecfefb2c56	SatchelCore.AddPayloadToInvitation	1	2026-11-26 00:41:49.543562+00	2026-11-26 00:41:49.543562+00
1cdd2954-5a15-407c-afe3-6f0794601794	SatchelCore.CreateIdempotencyKeys	1	2026-11-26 00:41:49.548307+00	2026-11-26 00:41:49.548307+00
40d3f57d-61bb-47b7-a7e7-99922795d0bf	SatchelCore.CreatePushDevices	1	2026-11-26 00:41:49.555717+00	2026-11-26 00:41:49.555717+00
556b61ee-57f9-4955-ae77-0247c2849e61	Wishes.CreateWishLists	1	2026-11-26 00:41:49.581011+00	2026-11-26 00:41:49.581011+00
9b122732-a5c8-41eb-9d32-11608fe34eca	Wishes.CreateFunding	1	2026-11-26 00:41:49.618231+00	2026-11-26 00:41:49.618231+00
6b053278-d99c-44ed-895c-1f9322841315	Wishes.CreateProducts	1	2026-11-26 00:41:49.623026+00	2026-11-26 00:41:49.623026+00
d669878e-9c4d-457a-9583-a43e16b51dc6	Spots.CreateSpots	1	2026-11-26 00:41:49.646272+00	2026-11-26 00:41:49.646272+00
67ba1b11-9398-44c0-81d5-ecefb1b8c0df	Eats.CreateRestaurants	1	2026-11-26 00:41:49.654043+00	2026-11-26 00:41:49.654043+00
41bb4b61-bc31-4ff0-ad17-283a6343f670	Eats.CreateDishes	1	2026-11-26 00:41:49.695206+00	2026-11-26 00:41:49.695206+00
1652d329-24cc-4565-b863-10e9563d59b5	Library.CreateLibraries	1	2026-11-26 00:41:49.712457+00	2026-11-26 00:41:49.712457+00
0313a54b-82ba-4212-a00a-b8312baa4e2d	Library.CreateCatalogue	1	2026-11-26 00:41:49.735578+00	2026-11-26 00:41:49.735578+00
1742ecf8-c381-4b7a-9f29-3011e616a2e0	Library.CreateLending	1	2026-11-26 00:41:49.766311+00	2026-11-26 00:41:49.766311+00
0a633b97-25ef-4a20-93e9-8e71c82adb7c	Library.CreateReader	1	2026-11-26 00:41:49.784089+00	2026-11-26 00:41:49.784089+00
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
2711ce2d-de9f-49c9-b6cd-8664e773f92e	a4f36f50-a13d-4f61-bd19-36b6d9d2401b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	2026-11-26 00:41:50.152936+00
bca665e8-1c28-415c-9ea7-33ed5419bdc4	c7ef0b28-b5e6-4f0b-b491-4af3a3fb509d	5833ac82-c8f5-4311-bddc-c1b916111f36	2026-11-26 00:41:50.158866+00
0c618d6a-c3f9-4504-90f2-bed7e58e3c23	c7ef0b28-b5e6-4f0b-b491-4af3a3fb509d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	2026-11-26 00:41:50.158866+00
2b11ad69-298f-4fe4-8713-2237473f5734	413b1d80-0062-43ff-9213-8f8e2c89338b	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:50.164179+00
\.


--
-- Data for Name: circles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.circles (id, owner_id, name, name_key, color, created_at) FROM stdin;
a4f36f50-a13d-4f61-bd19-36b6d9d2401b	7e12f0f3-4478-4f39-a402-bc57e953db34	Family	family	#db2777	2026-11-26 00:41:50.152936+00
c7ef0b28-b5e6-4f0b-b491-4af3a3fb509d	7e12f0f3-4478-4f39-a402-bc57e953db34	Book club	book club	#16a34a	2026-11-26 00:41:50.158866+00
413b1d80-0062-43ff-9213-8f8e2c89338b	5833ac82-c8f5-4311-bddc-c1b916111f36	Close friends	close friends	#2563eb	2026-11-26 00:41:50.164179+00
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
63cd638b-a7b3-45e6-857f-3210cd7a9780	ec7a2423-37c0-46e7-981a-8c5ebeb2946f	7e12f0f3-4478-4f39-a402-bc57e953db34	Tiramisu	tiramisu		11	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.212821+00	2026-11-26 00:41:52.212823+00
4fc3b294-0f78-4988-8775-9a77d6c84510	bc9e56d2-4f9f-44b4-ac7c-0b0737526f34	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Garlic naan	garlic naan		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.174072+00	2026-11-26 00:41:53.174074+00
a2ef97e0-4792-40e1-abc6-a4a2b66ae273	046c1757-253c-49cf-b023-e1dad2d62cf6	7e12f0f3-4478-4f39-a402-bc57e953db34	Tonkotsu ramen	tonkotsu ramen		19	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:51.650983+00	f	2026-11-26 00:41:51.562193+00	2026-11-26 00:41:51.650985+00
f0bb7434-4138-41c3-9a92-532f532e9a50	27a7acdc-afef-48a4-bd5d-2fddd6608fcf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Köttbullar with lingonberries	kottbullar with lingonberries		15	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:52.355549+00	f	2026-11-26 00:41:52.281525+00	2026-11-26 00:41:52.355552+00
99979618-fa48-474c-a628-66ada3de4797	046c1757-253c-49cf-b023-e1dad2d62cf6	5833ac82-c8f5-4311-bddc-c1b916111f36	Shoyu ramen	shoyu ramen		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:51.654854+00	2026-11-26 00:41:51.654856+00
cce8d7df-0e2f-4920-999b-ee4200c70f3d	9c53c37d-59ca-421c-9e1e-dde60a58a4e6	607561c2-394a-4d18-90ae-fe7c774a5822	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.47577+00	2026-11-26 00:41:53.475771+00
5e0de226-b1a4-4d99-a02f-47c314e6c505	c9d6519c-8e91-4fc9-8874-04187806b024	7e12f0f3-4478-4f39-a402-bc57e953db34	Bun cha	bun cha		23	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.838605+00	2026-11-26 00:41:52.838607+00
48d8f8f2-d8dd-40be-bad6-1a989674e8b4	27a7acdc-afef-48a4-bd5d-2fddd6608fcf	607561c2-394a-4d18-90ae-fe7c774a5822	Toast Skagen	toast skagen		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.36064+00	2026-11-26 00:41:52.360642+00
254971c5-f72f-400a-b9e1-cd7de2584129	046c1757-253c-49cf-b023-e1dad2d62cf6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Miso ramen	miso ramen		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:51.721212+00	2026-11-26 00:41:51.721213+00
09776608-ee65-40fb-840e-6ff226a792d7	046c1757-253c-49cf-b023-e1dad2d62cf6	607561c2-394a-4d18-90ae-fe7c774a5822	Gyoza	gyoza		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:51.800653+00	2026-11-26 00:41:51.800657+00
dd9b10f6-22ed-4b75-95e0-21d7b775fadb	27a7acdc-afef-48a4-bd5d-2fddd6608fcf	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Pickled herring	pickled herring		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.465459+00	2026-11-26 00:41:52.465462+00
13ff9d1c-720f-47f3-909e-fc48a31d1f22	046c1757-253c-49cf-b023-e1dad2d62cf6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Karaage	karaage		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:51.875975+00	2026-11-26 00:41:51.875977+00
dd1ede14-4380-4eb3-a69f-2afe9b239cbd	d4fab3bc-550b-4d57-95b6-4c0384aefee2	7e12f0f3-4478-4f39-a402-bc57e953db34	Gyoza	gyoza		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.963593+00	2026-11-26 00:41:53.963594+00
6560409a-ae34-4596-8c3b-f3aae61058a4	c9d6519c-8e91-4fc9-8874-04187806b024	5833ac82-c8f5-4311-bddc-c1b916111f36	Summer rolls	summer rolls		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.929269+00	2026-11-26 00:41:52.92927+00
62a8d429-296e-4aa0-a77e-88c450c1a1e2	ec7a2423-37c0-46e7-981a-8c5ebeb2946f	5833ac82-c8f5-4311-bddc-c1b916111f36	Margherita	margherita		15	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:51.968479+00	f	2026-11-26 00:41:51.939174+00	2026-11-26 00:41:51.968481+00
d28d1c56-cc15-43eb-a4d4-b8c36589e93f	27a7acdc-afef-48a4-bd5d-2fddd6608fcf	7e12f0f3-4478-4f39-a402-bc57e953db34	Wallenbergare	wallenbergare		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.508266+00	2026-11-26 00:41:52.508268+00
34e3611c-df2b-466f-afc9-ba4015ee1f5a	ec7a2423-37c0-46e7-981a-8c5ebeb2946f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Diavola	diavola		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:51.972386+00	2026-11-26 00:41:51.972387+00
241fc12d-4855-4809-a318-2a1fa973cc50	bc9e56d2-4f9f-44b4-ac7c-0b0737526f34	607561c2-394a-4d18-90ae-fe7c774a5822	Mango lassi	mango lassi		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.241236+00	2026-11-26 00:41:53.241239+00
c64cc731-1afa-4326-8b2f-4e19b18a549c	27a7acdc-afef-48a4-bd5d-2fddd6608fcf	5833ac82-c8f5-4311-bddc-c1b916111f36	Kanelbulle	kanelbulle		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.604255+00	2026-11-26 00:41:52.604258+00
438b3e68-15ea-42f5-b49a-3be40cc5808c	ec7a2423-37c0-46e7-981a-8c5ebeb2946f	607561c2-394a-4d18-90ae-fe7c774a5822	Quattro formaggi	quattro formaggi		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.068538+00	2026-11-26 00:41:52.068541+00
be425542-f8cd-4eee-b78c-2d49efe29df4	d4fab3bc-550b-4d57-95b6-4c0384aefee2	607561c2-394a-4d18-90ae-fe7c774a5822	Shoyu ramen	shoyu ramen		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.87211+00	2026-11-26 00:41:53.872111+00
7f2995d4-8b1f-4b80-ae0f-ec2f5b70c618	bc9e56d2-4f9f-44b4-ac7c-0b0737526f34	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Butter chicken	butter chicken		17	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:53.079373+00	f	2026-11-26 00:41:53.014332+00	2026-11-26 00:41:53.079375+00
67dd2e95-d090-4e49-be76-5093ddee9f81	ec7a2423-37c0-46e7-981a-8c5ebeb2946f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Marinara	marinara		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.132639+00	2026-11-26 00:41:52.132641+00
dc5e0c8a-35b4-4229-9d4c-fb2e5c79a9c6	9c53c37d-59ca-421c-9e1e-dde60a58a4e6	7e12f0f3-4478-4f39-a402-bc57e953db34	Cheeseburger	cheeseburger		9	2	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:53.366384+00	f	2026-11-26 00:41:53.336783+00	2026-11-26 00:41:53.366385+00
1efd279d-4b7a-433a-8406-7fc5f9cd48c9	c9d6519c-8e91-4fc9-8874-04187806b024	607561c2-394a-4d18-90ae-fe7c774a5822	Pho bo	pho bo		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:52.770323+00	f	2026-11-26 00:41:52.669093+00	2026-11-26 00:41:52.770325+00
b77f0dbd-9e0d-4af7-b7b8-cb994cf1025f	bc9e56d2-4f9f-44b4-ac7c-0b0737526f34	7e12f0f3-4478-4f39-a402-bc57e953db34	Chana masala	chana masala		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.083023+00	2026-11-26 00:41:53.083024+00
70b66824-e990-4482-b4db-86e95fe96de8	9c53c37d-59ca-421c-9e1e-dde60a58a4e6	5833ac82-c8f5-4311-bddc-c1b916111f36	Veggie burger	veggie burger		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.369705+00	2026-11-26 00:41:53.369706+00
8af93696-400e-4aeb-b62a-da6e8a5b71df	c9d6519c-8e91-4fc9-8874-04187806b024	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Banh mi	banh mi		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:52.774303+00	2026-11-26 00:41:52.774304+00
789473de-6754-4513-96f9-aaedd833fa19	bc9e56d2-4f9f-44b4-ac7c-0b0737526f34	5833ac82-c8f5-4311-bddc-c1b916111f36	Palak paneer	palak paneer		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.124827+00	2026-11-26 00:41:53.124829+00
e6637b36-11b0-4094-b696-d36ad477f5b0	165afcbc-6dc2-4d01-8d7d-2be88e9b6f72	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Carrot cake	carrot cake		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.740359+00	2026-11-26 00:41:53.740361+00
8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	165afcbc-6dc2-4d01-8d7d-2be88e9b6f72	5833ac82-c8f5-4311-bddc-c1b916111f36	Flat white	flat white		21	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:53.629698+00	f	2026-11-26 00:41:53.555898+00	2026-11-26 00:41:53.629699+00
58258024-e0f5-4d25-9207-1850d9886e52	9c53c37d-59ca-421c-9e1e-dde60a58a4e6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Sweet potato fries	sweet potato fries		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.433852+00	2026-11-26 00:41:53.433854+00
14bd5c14-1392-4c74-882b-7ed5e9e00289	d330d08f-89e8-4cb7-8d4f-74259ddd0470	607561c2-394a-4d18-90ae-fe7c774a5822	Margherita	margherita		14	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:54.144067+00	f	2026-11-26 00:41:54.106022+00	2026-11-26 00:41:54.144069+00
efc35965-346d-47e3-9e54-9f052af1bd64	d4fab3bc-550b-4d57-95b6-4c0384aefee2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Miso ramen	miso ramen		13	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.900727+00	2026-11-26 00:41:53.900728+00
d8d3b3ed-0958-469e-b5b3-0d09cb56200d	165afcbc-6dc2-4d01-8d7d-2be88e9b6f72	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Cardamom bun	cardamom bun		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.633059+00	2026-11-26 00:41:53.63306+00
273ce359-077e-4301-aa49-08b88c2b5506	d4fab3bc-550b-4d57-95b6-4c0384aefee2	5833ac82-c8f5-4311-bddc-c1b916111f36	Karaage	karaage		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.032819+00	2026-11-26 00:41:54.03282+00
abc3bda2-e62b-499d-8f90-6f8aefeeec73	165afcbc-6dc2-4d01-8d7d-2be88e9b6f72	607561c2-394a-4d18-90ae-fe7c774a5822	Avocado toast	avocado toast		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:53.695762+00	2026-11-26 00:41:53.695762+00
2969fe43-2847-438c-8349-782137b9d4dd	d4fab3bc-550b-4d57-95b6-4c0384aefee2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Tonkotsu ramen	tonkotsu ramen		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:53.868907+00	f	2026-11-26 00:41:53.804342+00	2026-11-26 00:41:53.868908+00
7892967c-1a96-421a-a7d6-7e99a79974c8	d330d08f-89e8-4cb7-8d4f-74259ddd0470	7e12f0f3-4478-4f39-a402-bc57e953db34	Quattro formaggi	quattro formaggi		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.231333+00	2026-11-26 00:41:54.231334+00
013a060c-94fd-4b19-ba1b-1a13707a40ee	d330d08f-89e8-4cb7-8d4f-74259ddd0470	5833ac82-c8f5-4311-bddc-c1b916111f36	Marinara	marinara		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.296579+00	2026-11-26 00:41:54.29658+00
944c7c66-8151-4c80-b077-8320040ac803	d330d08f-89e8-4cb7-8d4f-74259ddd0470	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Diavola	diavola		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.15415+00	2026-11-26 00:41:54.154153+00
bea615de-a35a-4beb-aff6-18259fc3f1db	d330d08f-89e8-4cb7-8d4f-74259ddd0470	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Tiramisu	tiramisu		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.355171+00	2026-11-26 00:41:54.355173+00
b045aaaa-bd12-41d3-8e65-59651d264427	7baa5844-75fe-458a-9da1-62cd647f0b94	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Köttbullar with lingonberries	kottbullar with lingonberries		17	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:54.477256+00	f	2026-11-26 00:41:54.427093+00	2026-11-26 00:41:54.477258+00
791d4f19-db7a-418b-b90c-c3e2d689f586	7baa5844-75fe-458a-9da1-62cd647f0b94	7e12f0f3-4478-4f39-a402-bc57e953db34	Toast Skagen	toast skagen		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.480431+00	2026-11-26 00:41:54.480432+00
562ce7c0-4a35-45e2-8699-91233915bfe0	7baa5844-75fe-458a-9da1-62cd647f0b94	5833ac82-c8f5-4311-bddc-c1b916111f36	Pickled herring	pickled herring		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.523093+00	2026-11-26 00:41:54.523094+00
a848efa7-8200-4914-a426-9902fcddb504	7baa5844-75fe-458a-9da1-62cd647f0b94	607561c2-394a-4d18-90ae-fe7c774a5822	Kanelbulle	kanelbulle		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.636018+00	2026-11-26 00:41:54.636019+00
771578d5-ae3c-46ec-a417-ea07c2d8656c	7baa5844-75fe-458a-9da1-62cd647f0b94	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Wallenbergare	wallenbergare		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.584952+00	2026-11-26 00:41:54.584953+00
9092569e-0093-46c5-9a4c-ae1c5e4d4101	90f076ec-d356-4259-94f7-3bca26fa73ed	607561c2-394a-4d18-90ae-fe7c774a5822	Veggie burger	veggie burger		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.179916+00	2026-11-26 00:41:55.179917+00
94adb229-8777-4406-bc7d-5e9d088a2970	1562805e-36da-4c41-90d4-eee7ef62c552	7e12f0f3-4478-4f39-a402-bc57e953db34	Pho bo	pho bo		14	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:54.719667+00	f	2026-11-26 00:41:54.695348+00	2026-11-26 00:41:54.719669+00
1d9fe292-5cc3-4b99-9dfc-2f9a7cf247a1	051333ae-856a-4509-b448-e573da7b0c03	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Chana masala	chana masala		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.636547+00	2026-11-26 00:41:56.636549+00
ffb58294-5c0f-420a-a8b0-e6fcb59fb2df	1562805e-36da-4c41-90d4-eee7ef62c552	5833ac82-c8f5-4311-bddc-c1b916111f36	Banh mi	banh mi		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.722921+00	2026-11-26 00:41:54.722922+00
fb245a87-3ce4-4bb0-a9f0-08b64d4336de	90f076ec-d356-4259-94f7-3bca26fa73ed	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Sweet potato fries	sweet potato fries		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.215898+00	2026-11-26 00:41:55.215899+00
5fddefab-c5df-44df-b65b-c7f9c56d15cf	1562805e-36da-4c41-90d4-eee7ef62c552	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Bun cha	bun cha		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.772018+00	2026-11-26 00:41:54.77202+00
e942444b-c596-4b41-a262-7042f9b1c673	30f6b77f-8485-4965-a709-26643f95e0e8	7e12f0f3-4478-4f39-a402-bc57e953db34	Shoyu ramen	shoyu ramen		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.622917+00	2026-11-26 00:41:55.622918+00
c7707e35-81b4-4624-92fa-fd085224dd14	90f076ec-d356-4259-94f7-3bca26fa73ed	7e12f0f3-4478-4f39-a402-bc57e953db34	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.258355+00	2026-11-26 00:41:55.258356+00
e568548f-3018-4d74-b4e5-25de4e67f9c9	1562805e-36da-4c41-90d4-eee7ef62c552	607561c2-394a-4d18-90ae-fe7c774a5822	Summer rolls	summer rolls		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.819383+00	2026-11-26 00:41:54.819384+00
6c354c7f-47b3-449b-bb56-40235d056801	c09472e3-c883-4bfd-a2eb-ffe8cd8a28a7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Quattro formaggi	quattro formaggi		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.930998+00	2026-11-26 00:41:55.930999+00
2fb2519a-b92f-4e6e-91e7-80c1fa1dbed5	30f6b77f-8485-4965-a709-26643f95e0e8	5833ac82-c8f5-4311-bddc-c1b916111f36	Miso ramen	miso ramen		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.666052+00	2026-11-26 00:41:55.666053+00
95ac6899-c17d-4318-b5fa-e07b2231fc9a	ab5c21a6-03be-4cc6-9b52-4c1918fb755a	5833ac82-c8f5-4311-bddc-c1b916111f36	Butter chicken	butter chicken		19	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:54.943226+00	f	2026-11-26 00:41:54.878491+00	2026-11-26 00:41:54.943228+00
81145f32-81c7-4cab-8959-da14af22892d	29cfbc6f-9ae8-43be-b5b0-88eb667c1939	607561c2-394a-4d18-90ae-fe7c774a5822	Flat white	flat white		11	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:55.359309+00	f	2026-11-26 00:41:55.31638+00	2026-11-26 00:41:55.35931+00
94f699ac-58a5-4986-9c56-32830b0c9d79	ab5c21a6-03be-4cc6-9b52-4c1918fb755a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Chana masala	chana masala		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.946494+00	2026-11-26 00:41:54.946495+00
8d290716-fa01-4415-80a8-5d0614248c97	ab5c21a6-03be-4cc6-9b52-4c1918fb755a	607561c2-394a-4d18-90ae-fe7c774a5822	Palak paneer	palak paneer		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.971071+00	2026-11-26 00:41:54.971072+00
bb2ddec0-9792-40cc-bd78-9697cc655a98	051333ae-856a-4509-b448-e573da7b0c03	607561c2-394a-4d18-90ae-fe7c774a5822	Butter chicken	butter chicken		12	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:56.633165+00	f	2026-11-26 00:41:56.570791+00	2026-11-26 00:41:56.633166+00
dd48a515-e205-4e6c-9603-a715f1cb9f0f	29cfbc6f-9ae8-43be-b5b0-88eb667c1939	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Cardamom bun	cardamom bun		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.362561+00	2026-11-26 00:41:55.362562+00
27e0a362-8800-4910-b81b-e32f8f498ac4	ab5c21a6-03be-4cc6-9b52-4c1918fb755a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Garlic naan	garlic naan		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:54.989859+00	2026-11-26 00:41:54.98986+00
0f15fd9a-e7f1-4e94-a7a9-f45195bda846	c09472e3-c883-4bfd-a2eb-ffe8cd8a28a7	607561c2-394a-4d18-90ae-fe7c774a5822	Marinara	marinara		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.988075+00	2026-11-26 00:41:55.988076+00
8a3af8c5-d35b-4663-9ec7-a5c7c1656199	ab5c21a6-03be-4cc6-9b52-4c1918fb755a	7e12f0f3-4478-4f39-a402-bc57e953db34	Mango lassi	mango lassi		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.058872+00	2026-11-26 00:41:55.058873+00
271d7b07-47de-4ee5-a0ea-cc26e991d47c	30f6b77f-8485-4965-a709-26643f95e0e8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Gyoza	gyoza		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.715962+00	2026-11-26 00:41:55.715963+00
3a6df784-72b3-4276-9f2e-971ce0d845d4	29cfbc6f-9ae8-43be-b5b0-88eb667c1939	7e12f0f3-4478-4f39-a402-bc57e953db34	Avocado toast	avocado toast		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.446685+00	2026-11-26 00:41:55.446686+00
cba4f871-b095-4e5c-b7f6-15b63f3d2e04	90f076ec-d356-4259-94f7-3bca26fa73ed	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Cheeseburger	cheeseburger		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:55.176736+00	f	2026-11-26 00:41:55.109115+00	2026-11-26 00:41:55.176737+00
cc8a9f80-8e03-4c69-86cb-930a162184dc	992a7ef3-f9dd-472a-833f-64864c03f947	607561c2-394a-4d18-90ae-fe7c774a5822	Pickled herring	pickled herring		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.128555+00	2026-11-26 00:41:56.128557+00
5eaeaeaa-e648-4b4f-bb4b-6575b8b5921f	29cfbc6f-9ae8-43be-b5b0-88eb667c1939	5833ac82-c8f5-4311-bddc-c1b916111f36	Carrot cake	carrot cake		9	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.489809+00	2026-11-26 00:41:55.489811+00
5f7d203f-0c60-4d5a-8401-76e02844b649	c09472e3-c883-4bfd-a2eb-ffe8cd8a28a7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Tiramisu	tiramisu		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.02042+00	2026-11-26 00:41:56.020421+00
0f64024a-ccfa-464f-a503-5288e97395c3	30f6b77f-8485-4965-a709-26643f95e0e8	607561c2-394a-4d18-90ae-fe7c774a5822	Karaage	karaage		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.776789+00	2026-11-26 00:41:55.77679+00
7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	30f6b77f-8485-4965-a709-26643f95e0e8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Tonkotsu ramen	tonkotsu ramen		20	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:55.619598+00	f	2026-11-26 00:41:55.529332+00	2026-11-26 00:41:55.619599+00
abd6b3c4-e6d8-4a15-b500-af6a1af29a79	7039a27a-9322-481e-95ab-41db009f0a4c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bun cha	bun cha		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.461256+00	2026-11-26 00:41:56.461258+00
39f5f1eb-ce11-40e1-bb53-793f2481cef3	c09472e3-c883-4bfd-a2eb-ffe8cd8a28a7	7e12f0f3-4478-4f39-a402-bc57e953db34	Margherita	margherita		8	2	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:55.884306+00	f	2026-11-26 00:41:55.854686+00	2026-11-26 00:41:55.884308+00
8c5d05b4-6d0f-4cc4-8d9d-714f74202f6d	992a7ef3-f9dd-472a-833f-64864c03f947	5833ac82-c8f5-4311-bddc-c1b916111f36	Köttbullar with lingonberries	kottbullar with lingonberries		9	2	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:56.074963+00	f	2026-11-26 00:41:56.03962+00	2026-11-26 00:41:56.074964+00
47ad71d9-971f-4d27-8cf6-a09a763257cf	c09472e3-c883-4bfd-a2eb-ffe8cd8a28a7	5833ac82-c8f5-4311-bddc-c1b916111f36	Diavola	diavola		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:55.887499+00	2026-11-26 00:41:55.8875+00
0c7bfb3d-9949-46e4-b895-fe028697b95f	7039a27a-9322-481e-95ab-41db009f0a4c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho bo	pho bo		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:56.381517+00	f	2026-11-26 00:41:56.295342+00	2026-11-26 00:41:56.381519+00
bfa3db11-3f51-45cf-965a-8c770af8aa70	992a7ef3-f9dd-472a-833f-64864c03f947	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Toast Skagen	toast skagen		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.07815+00	2026-11-26 00:41:56.078151+00
7aad46b0-bad3-4f41-86d5-82a62b25be87	992a7ef3-f9dd-472a-833f-64864c03f947	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Wallenbergare	wallenbergare		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.205429+00	2026-11-26 00:41:56.20543+00
17a7d115-7478-4352-a637-61d684b0b61d	9d970964-3839-4e17-9f0d-fe9ed625d8dc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Cheeseburger	cheeseburger		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:56.842963+00	f	2026-11-26 00:41:56.810026+00	2026-11-26 00:41:56.842964+00
5191c790-1530-4c1c-8f18-e163d0e269d5	992a7ef3-f9dd-472a-833f-64864c03f947	7e12f0f3-4478-4f39-a402-bc57e953db34	Kanelbulle	kanelbulle		9	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.269447+00	2026-11-26 00:41:56.269448+00
6e4a1a92-4c6b-46f1-9814-1449718dc1b3	7039a27a-9322-481e-95ab-41db009f0a4c	7e12f0f3-4478-4f39-a402-bc57e953db34	Summer rolls	summer rolls		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.532256+00	2026-11-26 00:41:56.532257+00
6285ba60-0d7f-4c57-937d-9f2d679565cf	7039a27a-9322-481e-95ab-41db009f0a4c	607561c2-394a-4d18-90ae-fe7c774a5822	Banh mi	banh mi		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.384791+00	2026-11-26 00:41:56.384792+00
820ad2e2-51e3-4efa-819f-2f2c5869bf00	051333ae-856a-4509-b448-e573da7b0c03	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Mango lassi	mango lassi		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.78923+00	2026-11-26 00:41:56.789231+00
2a6eb968-eb8c-494c-8978-33b0492e4ae3	051333ae-856a-4509-b448-e573da7b0c03	5833ac82-c8f5-4311-bddc-c1b916111f36	Garlic naan	garlic naan		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.744845+00	2026-11-26 00:41:56.744846+00
13cb4ef9-ac4b-4df5-a07d-ef3252aa91fc	051333ae-856a-4509-b448-e573da7b0c03	7e12f0f3-4478-4f39-a402-bc57e953db34	Palak paneer	palak paneer		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.685792+00	2026-11-26 00:41:56.685793+00
39f37560-3537-4749-9e1b-950f6966e3cd	9d970964-3839-4e17-9f0d-fe9ed625d8dc	7e12f0f3-4478-4f39-a402-bc57e953db34	Veggie burger	veggie burger		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.846367+00	2026-11-26 00:41:56.846368+00
a1537ab6-9530-4025-90f0-89ae97ee3418	9d970964-3839-4e17-9f0d-fe9ed625d8dc	5833ac82-c8f5-4311-bddc-c1b916111f36	Sweet potato fries	sweet potato fries		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.896021+00	2026-11-26 00:41:56.896022+00
ba9acbed-42fb-4d54-b5e6-abb12f308bf5	7c5b00ca-b5c4-4a69-8738-1bc0a75ed73c	7e12f0f3-4478-4f39-a402-bc57e953db34	Flat white	flat white		20	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:57.063119+00	f	2026-11-26 00:41:57.009624+00	2026-11-26 00:41:57.06312+00
0623b5cd-9ee1-459c-a49b-9df33e5ff37f	9d970964-3839-4e17-9f0d-fe9ed625d8dc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Milkshake	milkshake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:56.976489+00	2026-11-26 00:41:56.97649+00
fd46d33a-5c53-4a39-88f7-6cb24baae628	7c5b00ca-b5c4-4a69-8738-1bc0a75ed73c	5833ac82-c8f5-4311-bddc-c1b916111f36	Cardamom bun	cardamom bun		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.066532+00	2026-11-26 00:41:57.066533+00
5bf828d8-b90a-43da-b5d4-3d1674ef729e	60cc8cf7-2ebb-418f-bbce-35d2050a1b75	5833ac82-c8f5-4311-bddc-c1b916111f36	Cheeseburger	cheeseburger		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:58.868357+00	f	2026-11-26 00:41:58.785399+00	2026-11-26 00:41:58.868358+00
9c0048cf-0499-4388-b6ef-9a27c89665d8	67f6b4d8-cfa4-413f-9a9e-d6953c1562c3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Kanelbulle	kanelbulle		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.051583+00	2026-11-26 00:41:58.051584+00
ae1c6216-9524-40b6-aab3-77667c4d96b6	837fcd3f-486b-45e3-8cce-87cd4b2d33f2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Quattro formaggi	quattro formaggi		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.674095+00	2026-11-26 00:41:57.674096+00
05052d82-8aa3-4f2a-9e8c-2f04ed629f45	7c5b00ca-b5c4-4a69-8738-1bc0a75ed73c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Avocado toast	avocado toast		19	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.111496+00	2026-11-26 00:41:57.111497+00
a4ad1d65-7e2c-49cc-ba53-acd3e12562b4	594620de-1cc0-43f3-85e9-2b4f82b7f271	5833ac82-c8f5-4311-bddc-c1b916111f36	Chana masala	chana masala		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.522403+00	2026-11-26 00:41:58.522404+00
b64ad47f-eeb2-4b48-a45f-13902065e052	7c5b00ca-b5c4-4a69-8738-1bc0a75ed73c	607561c2-394a-4d18-90ae-fe7c774a5822	Carrot cake	carrot cake		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.155923+00	2026-11-26 00:41:57.155924+00
af0a09d3-17b1-4e2d-a74b-212e061f041e	837fcd3f-486b-45e3-8cce-87cd4b2d33f2	7e12f0f3-4478-4f39-a402-bc57e953db34	Marinara	marinara		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.711775+00	2026-11-26 00:41:57.711777+00
1732b95a-f31f-4a60-a6c5-82348a6aeec9	9a356599-6c87-4dff-8ed7-879b2b456530	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Margherita	margherita		21	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:59.65914+00	f	2026-11-26 00:41:59.573834+00	2026-11-26 00:41:59.659141+00
f080ac12-a702-4d9d-8f31-4380672c2a6c	837fcd3f-486b-45e3-8cce-87cd4b2d33f2	5833ac82-c8f5-4311-bddc-c1b916111f36	Tiramisu	tiramisu		10	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.756473+00	2026-11-26 00:41:57.756475+00
5980a622-dfc4-46b1-9cb1-809eada3c542	741b837d-ee7f-421b-af0e-b916c25f4c94	5833ac82-c8f5-4311-bddc-c1b916111f36	Tonkotsu ramen	tonkotsu ramen		21	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:57.32061+00	f	2026-11-26 00:41:57.250624+00	2026-11-26 00:41:57.320612+00
192b58ce-16ff-4b7c-8f2e-f5a65986f71a	fb9fe95b-ccff-4be7-8794-6e2249708c95	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Pho bo	pho bo		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:58.194177+00	f	2026-11-26 00:41:58.113891+00	2026-11-26 00:41:58.194179+00
e81a17e0-d1cd-4eaa-9871-c7ae00d74663	741b837d-ee7f-421b-af0e-b916c25f4c94	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Shoyu ramen	shoyu ramen		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.323822+00	2026-11-26 00:41:57.323823+00
966d134c-5436-43e8-ac1b-89cc49b6c3ed	f05f928b-e03d-464b-87a1-2ca43df7a01d	7e12f0f3-4478-4f39-a402-bc57e953db34	Carrot cake	carrot cake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.220553+00	2026-11-26 00:41:59.220555+00
2356d587-26db-47e9-bbb9-c1881556518b	594620de-1cc0-43f3-85e9-2b4f82b7f271	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Palak paneer	palak paneer		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.554471+00	2026-11-26 00:41:58.554473+00
1f7fc624-35df-4fd7-892d-c4bcbc636f90	67f6b4d8-cfa4-413f-9a9e-d6953c1562c3	607561c2-394a-4d18-90ae-fe7c774a5822	Köttbullar with lingonberries	kottbullar with lingonberries		19	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:57.891268+00	f	2026-11-26 00:41:57.807583+00	2026-11-26 00:41:57.89127+00
04f2faf4-3af8-4e31-80c8-53a5371a9429	741b837d-ee7f-421b-af0e-b916c25f4c94	607561c2-394a-4d18-90ae-fe7c774a5822	Miso ramen	miso ramen		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.376005+00	2026-11-26 00:41:57.376007+00
0be22acb-8f71-4b2f-bb88-a8aec7e767f7	fb9fe95b-ccff-4be7-8794-6e2249708c95	7e12f0f3-4478-4f39-a402-bc57e953db34	Banh mi	banh mi		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.197656+00	2026-11-26 00:41:58.197658+00
71b91df9-9b4b-4854-a638-3c62e3406d91	741b837d-ee7f-421b-af0e-b916c25f4c94	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Gyoza	gyoza		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.454626+00	2026-11-26 00:41:57.454627+00
3635733e-2ed5-449d-882c-186ced32b56c	67f6b4d8-cfa4-413f-9a9e-d6953c1562c3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Toast Skagen	toast skagen		20	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.894638+00	2026-11-26 00:41:57.89464+00
3784861f-f6c3-4095-956f-7220610397e7	741b837d-ee7f-421b-af0e-b916c25f4c94	7e12f0f3-4478-4f39-a402-bc57e953db34	Karaage	karaage		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.519433+00	2026-11-26 00:41:57.519434+00
aca69ad3-4862-4298-9e3a-e1b51ecb6d15	60cc8cf7-2ebb-418f-bbce-35d2050a1b75	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Veggie burger	veggie burger		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.871744+00	2026-11-26 00:41:58.871745+00
838a46de-bdd7-4714-aa39-328a76b0acf5	fb9fe95b-ccff-4be7-8794-6e2249708c95	5833ac82-c8f5-4311-bddc-c1b916111f36	Bun cha	bun cha		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.257982+00	2026-11-26 00:41:58.257983+00
d671d714-d556-495d-ac6c-b8652985558b	837fcd3f-486b-45e3-8cce-87cd4b2d33f2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Margherita	margherita		17	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:57.625562+00	f	2026-11-26 00:41:57.574377+00	2026-11-26 00:41:57.625564+00
aa7b62ea-bb36-46a1-86b3-a6c5c9547750	67f6b4d8-cfa4-413f-9a9e-d6953c1562c3	7e12f0f3-4478-4f39-a402-bc57e953db34	Pickled herring	pickled herring		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.938407+00	2026-11-26 00:41:57.938408+00
8de6190c-1259-435e-8b55-731e1cf2f95b	837fcd3f-486b-45e3-8cce-87cd4b2d33f2	607561c2-394a-4d18-90ae-fe7c774a5822	Diavola	diavola		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.628974+00	2026-11-26 00:41:57.628975+00
c762f8dd-9dbf-4827-a7ef-9120b766bf48	594620de-1cc0-43f3-85e9-2b4f82b7f271	607561c2-394a-4d18-90ae-fe7c774a5822	Garlic naan	garlic naan		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.632125+00	2026-11-26 00:41:58.632126+00
c2a6eb5d-5071-4707-9828-b65f36b561dd	67f6b4d8-cfa4-413f-9a9e-d6953c1562c3	5833ac82-c8f5-4311-bddc-c1b916111f36	Wallenbergare	wallenbergare		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:57.998715+00	2026-11-26 00:41:57.998716+00
208929a9-218a-4be4-96c9-209ee8ed4e2b	f05f928b-e03d-464b-87a1-2ca43df7a01d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Flat white	flat white		20	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:59.16161+00	f	2026-11-26 00:41:59.101154+00	2026-11-26 00:41:59.161611+00
0244a366-4fcb-4708-9b6e-04b3063abfd4	fb9fe95b-ccff-4be7-8794-6e2249708c95	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Summer rolls	summer rolls		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.351689+00	2026-11-26 00:41:58.351691+00
bd190788-ae44-482a-a692-d7236081c8d2	f05f928b-e03d-464b-87a1-2ca43df7a01d	607561c2-394a-4d18-90ae-fe7c774a5822	Cardamom bun	cardamom bun		5	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.164974+00	2026-11-26 00:41:59.164975+00
6a0fb9b3-31cb-4619-bdef-eec7aa1228ae	60cc8cf7-2ebb-418f-bbce-35d2050a1b75	607561c2-394a-4d18-90ae-fe7c774a5822	Sweet potato fries	sweet potato fries		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.956609+00	2026-11-26 00:41:58.95661+00
b7751c42-de0b-4eea-94fb-70ac2382f525	594620de-1cc0-43f3-85e9-2b4f82b7f271	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Mango lassi	mango lassi		15	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:58.687047+00	2026-11-26 00:41:58.687049+00
1ae48075-fb72-45c9-9fef-a69b881e6954	594620de-1cc0-43f3-85e9-2b4f82b7f271	7e12f0f3-4478-4f39-a402-bc57e953db34	Butter chicken	butter chicken		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:58.518906+00	f	2026-11-26 00:41:58.444612+00	2026-11-26 00:41:58.518908+00
dbfddde5-282f-49c6-9603-cfcdb5e1d03a	1931d340-2291-44fc-9a4e-55aab0527790	7e12f0f3-4478-4f39-a402-bc57e953db34	Miso ramen	miso ramen		10	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.375662+00	2026-11-26 00:41:59.375663+00
5cbcc693-e7b5-40b1-a594-e0a03c068d00	1931d340-2291-44fc-9a4e-55aab0527790	607561c2-394a-4d18-90ae-fe7c774a5822	Tonkotsu ramen	tonkotsu ramen		9	2	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:59.346957+00	f	2026-11-26 00:41:59.301285+00	2026-11-26 00:41:59.346958+00
55e73ddb-c982-47bd-804e-2413e8014346	f05f928b-e03d-464b-87a1-2ca43df7a01d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Avocado toast	avocado toast		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.175882+00	2026-11-26 00:41:59.175883+00
1cf0de3c-7b29-4571-b9fb-6059fa07a86d	60cc8cf7-2ebb-418f-bbce-35d2050a1b75	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Milkshake	milkshake		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.004321+00	2026-11-26 00:41:59.004322+00
d02e47a4-831d-4f27-81d1-d4c3c7932bd9	9a356599-6c87-4dff-8ed7-879b2b456530	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Marinara	marinara		3	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.7855+00	2026-11-26 00:41:59.785501+00
23f6c5a2-e2ef-404d-961f-b2538ede6a2e	9a356599-6c87-4dff-8ed7-879b2b456530	7e12f0f3-4478-4f39-a402-bc57e953db34	Diavola	diavola		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.662725+00	2026-11-26 00:41:59.662726+00
43d3d448-1bde-4eba-85fb-69efd37c0bd6	1931d340-2291-44fc-9a4e-55aab0527790	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Shoyu ramen	shoyu ramen		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.350321+00	2026-11-26 00:41:59.350323+00
856d669a-693b-4997-94eb-87718c1f58a4	1931d340-2291-44fc-9a4e-55aab0527790	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Karaage	karaage		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.484446+00	2026-11-26 00:41:59.484448+00
3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	1931d340-2291-44fc-9a4e-55aab0527790	5833ac82-c8f5-4311-bddc-c1b916111f36	Gyoza	gyoza		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.417809+00	2026-11-26 00:41:59.41781+00
abf7b1c2-249c-4954-b5c0-6be7549a7db1	9a356599-6c87-4dff-8ed7-879b2b456530	5833ac82-c8f5-4311-bddc-c1b916111f36	Quattro formaggi	quattro formaggi		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.734251+00	2026-11-26 00:41:59.734253+00
8c043f28-6d5f-4d64-8346-af1baa3303ef	c4c8a109-a517-4686-a483-e5839f866a54	7e12f0f3-4478-4f39-a402-bc57e953db34	Köttbullar with lingonberries	kottbullar with lingonberries		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:41:59.899559+00	f	2026-11-26 00:41:59.835469+00	2026-11-26 00:41:59.89956+00
4bebe6ce-a89f-4c4f-8e46-4a74bbd4389d	9a356599-6c87-4dff-8ed7-879b2b456530	607561c2-394a-4d18-90ae-fe7c774a5822	Tiramisu	tiramisu		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.79617+00	2026-11-26 00:41:59.796171+00
c18cc482-048d-49f8-a59e-d2f8a8652c03	c4c8a109-a517-4686-a483-e5839f866a54	5833ac82-c8f5-4311-bddc-c1b916111f36	Toast Skagen	toast skagen		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.903086+00	2026-11-26 00:41:59.903088+00
9ded1448-061c-4697-a5fa-788cf90ff5d8	c4c8a109-a517-4686-a483-e5839f866a54	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pickled herring	pickled herring		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.935587+00	2026-11-26 00:41:59.935588+00
7270cd84-e163-4fab-9174-96012a8f68de	c4c8a109-a517-4686-a483-e5839f866a54	607561c2-394a-4d18-90ae-fe7c774a5822	Wallenbergare	wallenbergare		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:41:59.986809+00	2026-11-26 00:41:59.98681+00
eb1d6895-87ee-4f97-8060-c4468ecae381	e707ac56-5586-441f-a529-02c02f478674	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Miso ramen	miso ramen		23	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.348999+00	2026-11-26 00:42:01.349+00
d5587604-b5dc-48b3-8516-80fdfde7bedb	d2aed71c-1d15-48ac-8379-f8d17723e873	7e12f0f3-4478-4f39-a402-bc57e953db34	Garlic naan	garlic naan		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.631932+00	2026-11-26 00:42:00.631934+00
26a9ef90-d0c9-4342-9b0b-a0769b50853b	c4c8a109-a517-4686-a483-e5839f866a54	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Kanelbulle	kanelbulle		18	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.064248+00	2026-11-26 00:42:00.064249+00
2ffedeaa-9265-4266-aba6-4b4352473eb2	f68ba17c-4a5f-4a47-b1cf-39dc38edbb6b	7e12f0f3-4478-4f39-a402-bc57e953db34	Cardamom bun	cardamom bun		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.004872+00	2026-11-26 00:42:01.004873+00
bb33cb42-08fb-4545-b531-e8ba8f7538ec	25527e0a-0d6c-4b85-a486-d9b2edd7facd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Smažený sýr	smazeny syr		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.599275+00	2026-11-26 00:42:01.599276+00
6d5e3aad-28f4-4f4a-8e13-9acf1a7d4b37	31f684dd-5ca3-4dd2-b90a-fa1d3588097a	5833ac82-c8f5-4311-bddc-c1b916111f36	Pho bo	pho bo		14	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:00.172873+00	f	2026-11-26 00:42:00.12776+00	2026-11-26 00:42:00.172875+00
c6422623-2dc7-4a8d-a677-411f205d1b09	d2aed71c-1d15-48ac-8379-f8d17723e873	5833ac82-c8f5-4311-bddc-c1b916111f36	Mango lassi	mango lassi		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.670752+00	2026-11-26 00:42:00.670754+00
9fef767d-472b-4fdb-869a-492e5c606037	31f684dd-5ca3-4dd2-b90a-fa1d3588097a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Banh mi	banh mi		13	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.176382+00	2026-11-26 00:42:00.176383+00
5d96ee76-901d-449f-837d-3c304c078ab3	af5af7d7-7c50-480f-be16-218335f416d3	5833ac82-c8f5-4311-bddc-c1b916111f36	Milkshake	milkshake		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.439338+00	2026-11-26 00:42:02.43934+00
446ada6d-68e5-4c35-ac4b-8b03690d1276	e707ac56-5586-441f-a529-02c02f478674	607561c2-394a-4d18-90ae-fe7c774a5822	Gyoza	gyoza		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.410701+00	2026-11-26 00:42:01.410702+00
7556a249-3124-45b6-9c5b-090805c75cbf	f68ba17c-4a5f-4a47-b1cf-39dc38edbb6b	5833ac82-c8f5-4311-bddc-c1b916111f36	Avocado toast	avocado toast		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.090345+00	2026-11-26 00:42:01.090346+00
87c729fb-d47e-43fb-8c7e-7803eccf4220	31f684dd-5ca3-4dd2-b90a-fa1d3588097a	607561c2-394a-4d18-90ae-fe7c774a5822	Bun cha	bun cha		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.255756+00	2026-11-26 00:42:00.255759+00
3d70e6a9-5f6b-4489-b201-46c897018de4	4e903c88-fda9-4b9c-b9a0-3771e105bdc7	607561c2-394a-4d18-90ae-fe7c774a5822	Cheeseburger	cheeseburger		17	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:00.79277+00	f	2026-11-26 00:42:00.741557+00	2026-11-26 00:42:00.792772+00
3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	31f684dd-5ca3-4dd2-b90a-fa1d3588097a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Summer rolls	summer rolls		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.35979+00	2026-11-26 00:42:00.359792+00
10b74462-f385-4fa4-8118-b29487058082	25527e0a-0d6c-4b85-a486-d9b2edd7facd	607561c2-394a-4d18-90ae-fe7c774a5822	Knedlíky	knedliky		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.654447+00	2026-11-26 00:42:01.654448+00
321cfc30-35a3-4d01-93c2-245a0e11cc84	4e903c88-fda9-4b9c-b9a0-3771e105bdc7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Veggie burger	veggie burger		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.796176+00	2026-11-26 00:42:00.796178+00
3cd112b2-ecef-4261-a5c5-c06bf1e982b1	d2aed71c-1d15-48ac-8379-f8d17723e873	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Butter chicken	butter chicken		13	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:00.471677+00	f	2026-11-26 00:42:00.411327+00	2026-11-26 00:42:00.471678+00
a40c5e78-2ea4-4c5f-956f-a4e2a0089e37	f68ba17c-4a5f-4a47-b1cf-39dc38edbb6b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Carrot cake	carrot cake		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.177165+00	2026-11-26 00:42:01.177166+00
4dd3a251-d9a8-47ce-bad9-74e28de05dff	af5af7d7-7c50-480f-be16-218335f416d3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Veggie burger	veggie burger		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.273531+00	2026-11-26 00:42:02.273532+00
c8a66cf8-2126-4eea-b98c-80825243e968	d2aed71c-1d15-48ac-8379-f8d17723e873	607561c2-394a-4d18-90ae-fe7c774a5822	Chana masala	chana masala		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.475118+00	2026-11-26 00:42:00.475119+00
572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	4e903c88-fda9-4b9c-b9a0-3771e105bdc7	7e12f0f3-4478-4f39-a402-bc57e953db34	Sweet potato fries	sweet potato fries		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.847089+00	2026-11-26 00:42:00.84709+00
0253cb37-a60a-4288-8566-93107b799b0a	e707ac56-5586-441f-a529-02c02f478674	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Karaage	karaage		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.467851+00	2026-11-26 00:42:01.467853+00
039b2972-1a2f-49a7-9347-eecbd380b1e7	e707ac56-5586-441f-a529-02c02f478674	7e12f0f3-4478-4f39-a402-bc57e953db34	Tonkotsu ramen	tonkotsu ramen		9	2	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:01.268757+00	f	2026-11-26 00:42:01.223967+00	2026-11-26 00:42:01.268758+00
a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	d2aed71c-1d15-48ac-8379-f8d17723e873	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Palak paneer	palak paneer		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.575636+00	2026-11-26 00:42:00.575637+00
4acceb7d-8a1b-4d83-8a92-ae968f747b8c	4e903c88-fda9-4b9c-b9a0-3771e105bdc7	5833ac82-c8f5-4311-bddc-c1b916111f36	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:00.917851+00	2026-11-26 00:42:00.917852+00
b999d721-c6a0-4368-85e2-d1f40e5f0937	af5af7d7-7c50-480f-be16-218335f416d3	607561c2-394a-4d18-90ae-fe7c774a5822	Cheeseburger	cheeseburger		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:02.269458+00	f	2026-11-26 00:42:02.199029+00	2026-11-26 00:42:02.26946+00
6c3c1781-47d3-4223-ba75-a73b7170822b	f68ba17c-4a5f-4a47-b1cf-39dc38edbb6b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Flat white	flat white		10	2	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:01.001537+00	f	2026-11-26 00:42:00.964566+00	2026-11-26 00:42:01.001538+00
585e75d5-0b56-41b5-a8f3-666ac1f6137b	25527e0a-0d6c-4b85-a486-d9b2edd7facd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Trdelník	trdelnik		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.684738+00	2026-11-26 00:42:01.684739+00
4d61d322-8dbd-47e2-9d52-546b2d57fa7b	25527e0a-0d6c-4b85-a486-d9b2edd7facd	7e12f0f3-4478-4f39-a402-bc57e953db34	Svíčková	svickova		15	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:01.56243+00	f	2026-11-26 00:42:01.509585+00	2026-11-26 00:42:01.562431+00
4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	e707ac56-5586-441f-a529-02c02f478674	5833ac82-c8f5-4311-bddc-c1b916111f36	Shoyu ramen	shoyu ramen		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.272118+00	2026-11-26 00:42:01.272119+00
95a485d0-49cb-46c1-939e-96470fb6eedc	ed97fac7-7192-452f-ad87-9efb92fcf729	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho bo	pho bo		14	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:02.063315+00	f	2026-11-26 00:42:01.99212+00	2026-11-26 00:42:02.063316+00
549200b6-cdb6-4010-9ebb-b767f7360fd4	481fdb41-b938-4dbf-ac8a-96014ca80942	607561c2-394a-4d18-90ae-fe7c774a5822	Quattro formaggi	quattro formaggi		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.818285+00	2026-11-26 00:42:01.818287+00
2f2e5258-78fd-4fed-937d-5ab41890a4c8	25527e0a-0d6c-4b85-a486-d9b2edd7facd	5833ac82-c8f5-4311-bddc-c1b916111f36	Guláš	gulas		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.566054+00	2026-11-26 00:42:01.566055+00
2a7bf225-45c2-443e-8c91-404583e667c2	ed97fac7-7192-452f-ad87-9efb92fcf729	7e12f0f3-4478-4f39-a402-bc57e953db34	Summer rolls	summer rolls		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.138644+00	2026-11-26 00:42:02.138646+00
a5d16971-98c1-49cb-84f1-411a202e8c82	ed97fac7-7192-452f-ad87-9efb92fcf729	607561c2-394a-4d18-90ae-fe7c774a5822	Banh mi	banh mi		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.066922+00	2026-11-26 00:42:02.066923+00
e87ec96e-b232-445c-92f9-9acea2969c44	481fdb41-b938-4dbf-ac8a-96014ca80942	5833ac82-c8f5-4311-bddc-c1b916111f36	Margherita	margherita		21	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:01.765503+00	f	2026-11-26 00:42:01.71271+00	2026-11-26 00:42:01.765504+00
7b29806d-42a5-45e0-afef-34fe55724035	481fdb41-b938-4dbf-ac8a-96014ca80942	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Marinara	marinara		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.896483+00	2026-11-26 00:42:01.896484+00
7dbef222-bf4a-4dc3-aa21-64303eaeb7fd	481fdb41-b938-4dbf-ac8a-96014ca80942	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Diavola	diavola		10	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.768862+00	2026-11-26 00:42:01.768863+00
10672e52-aa1e-41ce-ace2-e9b41b7d5bd5	481fdb41-b938-4dbf-ac8a-96014ca80942	7e12f0f3-4478-4f39-a402-bc57e953db34	Tiramisu	tiramisu		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:01.956401+00	2026-11-26 00:42:01.956403+00
64ffd4f5-bfa0-453e-ae0d-3e3ee022743e	ed97fac7-7192-452f-ad87-9efb92fcf729	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bun cha	bun cha		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.117729+00	2026-11-26 00:42:02.117731+00
204d6fc1-b888-482d-875d-b0900fe60263	af5af7d7-7c50-480f-be16-218335f416d3	7e12f0f3-4478-4f39-a402-bc57e953db34	Sweet potato fries	sweet potato fries		18	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.350062+00	2026-11-26 00:42:02.350064+00
e1aa155d-bfd8-40b9-a531-c0433c8ff9b6	282458f8-4e69-4971-937c-81aff22887c3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Flat white	flat white		19	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:02.594823+00	f	2026-11-26 00:42:02.518481+00	2026-11-26 00:42:02.594824+00
04735dfd-0df8-4d94-911f-e32e7d8c02c6	282458f8-4e69-4971-937c-81aff22887c3	7e12f0f3-4478-4f39-a402-bc57e953db34	Cardamom bun	cardamom bun		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.598854+00	2026-11-26 00:42:02.598855+00
d56ac97e-f44e-4693-8a3d-556e1434a423	282458f8-4e69-4971-937c-81aff22887c3	5833ac82-c8f5-4311-bddc-c1b916111f36	Avocado toast	avocado toast		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.6816+00	2026-11-26 00:42:02.681604+00
818a138a-82fc-4119-866c-9acf25b665d0	75c401b3-2b6c-461b-8b57-1901124d8c5d	7e12f0f3-4478-4f39-a402-bc57e953db34	Svíčková	svickova		20	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:02.856535+00	f	2026-11-26 00:42:02.79667+00	2026-11-26 00:42:02.856537+00
ba939d97-ad44-4936-b465-c03811281457	282458f8-4e69-4971-937c-81aff22887c3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Carrot cake	carrot cake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.734577+00	2026-11-26 00:42:02.734578+00
51242c15-516d-4615-b05d-dd283238cb1a	75c401b3-2b6c-461b-8b57-1901124d8c5d	5833ac82-c8f5-4311-bddc-c1b916111f36	Guláš	gulas		15	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.860125+00	2026-11-26 00:42:02.860126+00
10d4a33c-936c-4af9-a814-ef11a13a8ab8	9397fcb2-f4c8-4177-b7c1-31a175c35a60	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Smažený sýr	smazeny syr		22	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.380594+00	2026-11-26 00:42:04.380597+00
36554b4b-c7d6-4105-897c-d4f24afaa1fa	75c401b3-2b6c-461b-8b57-1901124d8c5d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Smažený sýr	smazeny syr		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.887441+00	2026-11-26 00:42:02.887442+00
673352a1-6d74-4638-b228-6a13c33b2de4	0acf823c-3a7e-4137-8c7b-ed5d4eedc13d	607561c2-394a-4d18-90ae-fe7c774a5822	Quattro formaggi	quattro formaggi		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.712326+00	2026-11-26 00:42:04.712328+00
87376e01-5264-48d8-b8ab-60c0fea3b773	a0680d64-43f4-4ebe-b023-69c267e8bbb7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bun cha	bun cha		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.496877+00	2026-11-26 00:42:03.496879+00
3f07e9a5-03ef-4a52-93f5-2f44fc5608af	75c401b3-2b6c-461b-8b57-1901124d8c5d	607561c2-394a-4d18-90ae-fe7c774a5822	Knedlíky	knedliky		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.943462+00	2026-11-26 00:42:02.943463+00
b18ac333-c9fe-48f0-977c-e2671e52238d	b915f484-5267-4ba1-b322-252d2748c0ed	7e12f0f3-4478-4f39-a402-bc57e953db34	Cardamom bun	cardamom bun		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.012619+00	2026-11-26 00:42:04.01262+00
10e2982b-7ed0-4317-a60b-e1af4730ff07	75c401b3-2b6c-461b-8b57-1901124d8c5d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Trdelník	trdelnik		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:02.991998+00	2026-11-26 00:42:02.992001+00
25ae5bee-4ede-4da1-8fc1-47ad647f19d7	a0680d64-43f4-4ebe-b023-69c267e8bbb7	7e12f0f3-4478-4f39-a402-bc57e953db34	Summer rolls	summer rolls		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.595461+00	2026-11-26 00:42:03.595463+00
b0225a2f-e2cd-4ef7-ab7e-85610f21d518	34c5d7ee-287f-4daa-843c-8bb711e1368e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Flat white	flat white		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:05.398185+00	f	2026-11-26 00:42:05.323215+00	2026-11-26 00:42:05.398187+00
d4cde1fc-0447-4277-aea8-9314b9f6c137	a3dc5af5-cb56-4cee-ad58-baea5bd6b844	5833ac82-c8f5-4311-bddc-c1b916111f36	Margherita	margherita		17	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:03.092984+00	f	2026-11-26 00:42:03.044461+00	2026-11-26 00:42:03.092987+00
fab9a9b2-720c-4ba6-8bc4-29e7291385f3	b915f484-5267-4ba1-b322-252d2748c0ed	5833ac82-c8f5-4311-bddc-c1b916111f36	Avocado toast	avocado toast		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.078841+00	2026-11-26 00:42:04.078844+00
8cd48f12-8c85-4fbf-9c43-1c4ba5abc531	a3dc5af5-cb56-4cee-ad58-baea5bd6b844	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Diavola	diavola		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.097474+00	2026-11-26 00:42:03.097476+00
1337f6b0-cb8d-40bd-ab5d-019a82ed6299	a3dc5af5-cb56-4cee-ad58-baea5bd6b844	607561c2-394a-4d18-90ae-fe7c774a5822	Quattro formaggi	quattro formaggi		6	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.122324+00	2026-11-26 00:42:03.122325+00
d201808e-11f8-4620-8eb3-690f885ed08a	da3a8858-6a44-4887-ae65-6de587fd39dd	5833ac82-c8f5-4311-bddc-c1b916111f36	Milkshake	milkshake		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.272016+00	2026-11-26 00:42:05.272018+00
b172b451-f11a-4afe-a579-3a0cab818cc9	9397fcb2-f4c8-4177-b7c1-31a175c35a60	607561c2-394a-4d18-90ae-fe7c774a5822	Knedlíky	knedliky		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.482491+00	2026-11-26 00:42:04.482492+00
40fe9e21-ed20-4703-aec4-b2227489e351	4f942ab1-f677-4973-bddc-d5e362b94db6	607561c2-394a-4d18-90ae-fe7c774a5822	Cheeseburger	cheeseburger		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:03.758726+00	f	2026-11-26 00:42:03.663788+00	2026-11-26 00:42:03.758728+00
aea191d0-bf53-4fa3-843e-e36e4c35278b	a3dc5af5-cb56-4cee-ad58-baea5bd6b844	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Marinara	marinara		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.179024+00	2026-11-26 00:42:03.179026+00
ff74b71a-88a1-4392-81e4-e7300862b945	b915f484-5267-4ba1-b322-252d2748c0ed	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Carrot cake	carrot cake		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.134163+00	2026-11-26 00:42:04.134164+00
45e19025-591a-47f9-bcfb-e62271af34d2	a3dc5af5-cb56-4cee-ad58-baea5bd6b844	7e12f0f3-4478-4f39-a402-bc57e953db34	Tiramisu	tiramisu		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.242172+00	2026-11-26 00:42:03.242174+00
67d6ffb0-0a61-4c9d-b4dd-7938e9fe30f3	0acf823c-3a7e-4137-8c7b-ed5d4eedc13d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Marinara	marinara		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.772329+00	2026-11-26 00:42:04.77233+00
8c3d7d7c-1175-4d70-89a0-b81b870a7fed	4f942ab1-f677-4973-bddc-d5e362b94db6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Veggie burger	veggie burger		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.762437+00	2026-11-26 00:42:03.762439+00
f62855cf-39ca-423f-afa3-c1f632c570d2	4f942ab1-f677-4973-bddc-d5e362b94db6	7e12f0f3-4478-4f39-a402-bc57e953db34	Sweet potato fries	sweet potato fries		9	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.85617+00	2026-11-26 00:42:03.856172+00
c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	a0680d64-43f4-4ebe-b023-69c267e8bbb7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho bo	pho bo		22	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:03.39224+00	f	2026-11-26 00:42:03.322771+00	2026-11-26 00:42:03.392243+00
1f2038bc-be1e-445c-a587-c4f540d8930b	da3a8858-6a44-4887-ae65-6de587fd39dd	607561c2-394a-4d18-90ae-fe7c774a5822	Cheeseburger	cheeseburger		15	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:05.193153+00	f	2026-11-26 00:42:05.165125+00	2026-11-26 00:42:05.193155+00
79512ddf-8f62-4559-b28c-0e13df50f5fd	9397fcb2-f4c8-4177-b7c1-31a175c35a60	7e12f0f3-4478-4f39-a402-bc57e953db34	Svíčková	svickova		14	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:04.267448+00	f	2026-11-26 00:42:04.224495+00	2026-11-26 00:42:04.267451+00
a1b4248d-3ec6-4fbc-8af5-ed43ed423433	a0680d64-43f4-4ebe-b023-69c267e8bbb7	607561c2-394a-4d18-90ae-fe7c774a5822	Banh mi	banh mi		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.396764+00	2026-11-26 00:42:03.396765+00
089e1652-7d66-4ad0-b1a2-e16c80e3227c	4f942ab1-f677-4973-bddc-d5e362b94db6	5833ac82-c8f5-4311-bddc-c1b916111f36	Milkshake	milkshake		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:03.891556+00	2026-11-26 00:42:03.891557+00
5149f4e0-84cd-4f1e-8451-b0f296cb238c	9397fcb2-f4c8-4177-b7c1-31a175c35a60	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Trdelník	trdelnik		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.540354+00	2026-11-26 00:42:04.540356+00
d80de3c9-4ea9-46ee-99fc-e3d30e61438f	0acf823c-3a7e-4137-8c7b-ed5d4eedc13d	7e12f0f3-4478-4f39-a402-bc57e953db34	Tiramisu	tiramisu		7	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.799593+00	2026-11-26 00:42:04.799595+00
d503d63d-a66f-4314-959a-b5dceb4b0b34	b915f484-5267-4ba1-b322-252d2748c0ed	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Flat white	flat white		12	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:04.008671+00	f	2026-11-26 00:42:03.953284+00	2026-11-26 00:42:04.008672+00
1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	9397fcb2-f4c8-4177-b7c1-31a175c35a60	5833ac82-c8f5-4311-bddc-c1b916111f36	Guláš	gulas		25	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.271233+00	2026-11-26 00:42:04.271234+00
5528fae0-91d9-4029-83f2-059e0427e39c	0acf823c-3a7e-4137-8c7b-ed5d4eedc13d	5833ac82-c8f5-4311-bddc-c1b916111f36	Margherita	margherita		13	3	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:04.670317+00	f	2026-11-26 00:42:04.629657+00	2026-11-26 00:42:04.670319+00
cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	82554384-9f62-484b-bb52-5ee1d94c4e6d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bun cha	bun cha		24	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.966951+00	2026-11-26 00:42:04.966955+00
203824f5-09ed-4493-9298-590d75d2ddb0	0acf823c-3a7e-4137-8c7b-ed5d4eedc13d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Diavola	diavola		12	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.674087+00	2026-11-26 00:42:04.674088+00
bfa43d3f-93f4-4026-aabd-41af741d4a16	82554384-9f62-484b-bb52-5ee1d94c4e6d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho bo	pho bo		17	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:04.926998+00	f	2026-11-26 00:42:04.857726+00	2026-11-26 00:42:04.927+00
c32713e1-ad58-4292-88ab-f2ae6488aeec	da3a8858-6a44-4887-ae65-6de587fd39dd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Veggie burger	veggie burger		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.196923+00	2026-11-26 00:42:05.196925+00
df81bc1b-8779-4f91-aafa-17efb240670a	82554384-9f62-484b-bb52-5ee1d94c4e6d	7e12f0f3-4478-4f39-a402-bc57e953db34	Summer rolls	summer rolls		19	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.051213+00	2026-11-26 00:42:05.051216+00
8cd36a2a-ae1d-4f3b-83de-017e9fe75808	82554384-9f62-484b-bb52-5ee1d94c4e6d	607561c2-394a-4d18-90ae-fe7c774a5822	Banh mi	banh mi		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:04.930545+00	2026-11-26 00:42:04.930547+00
8a28cffd-f918-4c04-9346-3734afa8736b	34c5d7ee-287f-4daa-843c-8bb711e1368e	7e12f0f3-4478-4f39-a402-bc57e953db34	Cardamom bun	cardamom bun		17	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.401763+00	2026-11-26 00:42:05.401764+00
5499a5a2-4287-47af-99d4-819014b0467f	da3a8858-6a44-4887-ae65-6de587fd39dd	7e12f0f3-4478-4f39-a402-bc57e953db34	Sweet potato fries	sweet potato fries		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.246893+00	2026-11-26 00:42:05.246895+00
d267376b-83cc-42e8-bccf-fcd8f73462a3	34c5d7ee-287f-4daa-843c-8bb711e1368e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Carrot cake	carrot cake		17	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.536628+00	2026-11-26 00:42:05.536631+00
7260ce91-5309-476b-93a0-3d455aac9273	34c5d7ee-287f-4daa-843c-8bb711e1368e	5833ac82-c8f5-4311-bddc-c1b916111f36	Avocado toast	avocado toast		8	2	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.488059+00	2026-11-26 00:42:05.488061+00
2aaf5c48-855e-4c40-81df-6976e8d5860b	032177ce-16d1-454c-8f6c-2342838fdec4	7e12f0f3-4478-4f39-a402-bc57e953db34	Svíčková	svickova		18	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:05.725028+00	f	2026-11-26 00:42:05.658072+00	2026-11-26 00:42:05.72503+00
3b91b564-344a-4c8e-82f0-168c3c6b0dc2	032177ce-16d1-454c-8f6c-2342838fdec4	5833ac82-c8f5-4311-bddc-c1b916111f36	Guláš	gulas		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.728899+00	2026-11-26 00:42:05.7289+00
ea71fefb-82b8-4368-bc66-ffae38ccd74a	032177ce-16d1-454c-8f6c-2342838fdec4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Smažený sýr	smazeny syr		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.787189+00	2026-11-26 00:42:05.787191+00
87a81b73-e069-4c21-bb33-4b8669296ef9	032177ce-16d1-454c-8f6c-2342838fdec4	607561c2-394a-4d18-90ae-fe7c774a5822	Knedlíky	knedliky		11	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.871606+00	2026-11-26 00:42:05.871608+00
0c5bfa7f-3631-4380-902e-3ffba359803e	032177ce-16d1-454c-8f6c-2342838fdec4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Trdelník	trdelnik		14	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:05.920325+00	2026-11-26 00:42:05.920327+00
8a70fcff-a4f9-4666-8d65-a8117807351e	979bc862-2a39-412b-a510-f2673b0d72dc	5833ac82-c8f5-4311-bddc-c1b916111f36	Margherita	margherita		23	5	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:06.049728+00	f	2026-11-26 00:42:05.977813+00	2026-11-26 00:42:06.04973+00
b3c45e5f-132a-45c0-a78d-6acc26d2d29c	979bc862-2a39-412b-a510-f2673b0d72dc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Diavola	diavola		14	3	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.053487+00	2026-11-26 00:42:06.053489+00
a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	979bc862-2a39-412b-a510-f2673b0d72dc	607561c2-394a-4d18-90ae-fe7c774a5822	Quattro formaggi	quattro formaggi		21	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.102901+00	2026-11-26 00:42:06.102903+00
f4bcffcf-cbc0-4c75-9bf5-6a22f5433bba	979bc862-2a39-412b-a510-f2673b0d72dc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Marinara	marinara		15	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.203891+00	2026-11-26 00:42:06.203893+00
d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	979bc862-2a39-412b-a510-f2673b0d72dc	7e12f0f3-4478-4f39-a402-bc57e953db34	Tiramisu	tiramisu		16	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.241077+00	2026-11-26 00:42:06.241079+00
0bd5610c-cc68-4d70-9c0f-03faf470616c	f89a0c32-1d55-4de5-bd7f-e356fd3c33d4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho bo	pho bo		20	4	650	28	24	78	7e12f0f3-4478-4f39-a402-bc57e953db34	2026-11-26 00:42:06.397838+00	f	2026-11-26 00:42:06.342576+00	2026-11-26 00:42:06.39784+00
d105d011-4faf-48fd-9a08-db2f963f9b1b	f89a0c32-1d55-4de5-bd7f-e356fd3c33d4	607561c2-394a-4d18-90ae-fe7c774a5822	Banh mi	banh mi		20	5	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.40155+00	2026-11-26 00:42:06.401552+00
7f5eec95-fca4-4ae7-84a3-d68be6446b0b	f89a0c32-1d55-4de5-bd7f-e356fd3c33d4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bun cha	bun cha		16	4	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.478205+00	2026-11-26 00:42:06.478207+00
24f52ee7-ea34-4c03-ab2b-e3f96eb40768	f89a0c32-1d55-4de5-bd7f-e356fd3c33d4	7e12f0f3-4478-4f39-a402-bc57e953db34	Summer rolls	summer rolls		4	1	\N	\N	\N	\N	\N	\N	f	2026-11-26 00:42:06.533568+00	2026-11-26 00:42:06.533571+00
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
04bd881b-785a-468c-8267-309165e6f12f	a2ef97e0-4792-40e1-abc6-a4a2b66ae273	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:51.571561+00	2026-11-26 00:41:51.571564+00
f5b0affc-daed-43a8-a9c2-d8b2cbc58dc5	a2ef97e0-4792-40e1-abc6-a4a2b66ae273	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:51.583447+00	2026-11-26 00:41:51.58345+00
101bafb7-2c82-4ecb-a2de-73f94f8c8f99	a2ef97e0-4792-40e1-abc6-a4a2b66ae273	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:51.594628+00	2026-11-26 00:41:51.594631+00
aebb0911-3a76-4783-868a-688f99dc6ac6	a2ef97e0-4792-40e1-abc6-a4a2b66ae273	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:51.644567+00	2026-11-26 00:41:51.644569+00
229f6ec7-b159-4a2e-95b8-cb6ccf346173	99979618-fa48-474c-a628-66ada3de4797	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:51.660559+00	2026-11-26 00:41:51.660561+00
8b743933-18bc-42ad-a9da-38bbf7bfbc5d	99979618-fa48-474c-a628-66ada3de4797	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:51.674727+00	2026-11-26 00:41:51.674728+00
daef219a-451d-4b55-8287-db548b75d35d	99979618-fa48-474c-a628-66ada3de4797	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:51.70555+00	2026-11-26 00:41:51.705553+00
cc6cd1e5-3f12-434d-a5f1-c311d235533e	99979618-fa48-474c-a628-66ada3de4797	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:51.713482+00	2026-11-26 00:41:51.713484+00
77d086b7-00c3-48c5-ac2e-eed48cd4dab8	254971c5-f72f-400a-b9e1-cd7de2584129	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:51.727245+00	2026-11-26 00:41:51.727247+00
ba66b370-dca4-4ba6-939a-e4b6c7b0ead2	254971c5-f72f-400a-b9e1-cd7de2584129	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:51.73544+00	2026-11-26 00:41:51.735441+00
b1ab1611-96c2-433f-8ae0-8648db07b242	254971c5-f72f-400a-b9e1-cd7de2584129	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:51.764453+00	2026-11-26 00:41:51.764456+00
71d09020-df21-4629-9c2e-33b4e94c867a	254971c5-f72f-400a-b9e1-cd7de2584129	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:51.772487+00	2026-11-26 00:41:51.77249+00
97ff3f53-8e92-4739-8407-3021be755380	09776608-ee65-40fb-840e-6ff226a792d7	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:51.807076+00	2026-11-26 00:41:51.807078+00
e92eb19f-cfc2-4c6e-b83c-c336905ea2b1	09776608-ee65-40fb-840e-6ff226a792d7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:51.855292+00	2026-11-26 00:41:51.855295+00
1f126614-08a1-41aa-8a3b-9e0ca5ed4ba2	09776608-ee65-40fb-840e-6ff226a792d7	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:51.863915+00	2026-11-26 00:41:51.863918+00
a8e42e09-4d40-4206-baa2-418bb359be6a	13ff9d1c-720f-47f3-909e-fc48a31d1f22	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:51.882405+00	2026-11-26 00:41:51.882407+00
04e9efb8-9f09-47ee-93d0-2bb80fc7e039	13ff9d1c-720f-47f3-909e-fc48a31d1f22	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:51.89112+00	2026-11-26 00:41:51.891124+00
d31138dc-8bef-4aa4-b438-454d706a79ac	13ff9d1c-720f-47f3-909e-fc48a31d1f22	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:51.929903+00	2026-11-26 00:41:51.929907+00
129c1191-bcc8-460c-8219-1cda2714ab5f	62a8d429-296e-4aa0-a77e-88c450c1a1e2	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:51.945031+00	2026-11-26 00:41:51.945034+00
62d6ad1b-a801-4640-973d-2690303d46f2	62a8d429-296e-4aa0-a77e-88c450c1a1e2	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:51.953041+00	2026-11-26 00:41:51.953043+00
b5019c6a-c9bf-419d-8842-b4facd38882c	62a8d429-296e-4aa0-a77e-88c450c1a1e2	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:51.961307+00	2026-11-26 00:41:51.961309+00
28bbd6f7-0299-4c8d-8e82-52c49e108b3b	34e3611c-df2b-466f-afc9-ba4015ee1f5a	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:51.985141+00	2026-11-26 00:41:51.985144+00
c4b92e21-e4ee-40de-a48b-b560c8953ff0	34e3611c-df2b-466f-afc9-ba4015ee1f5a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:52.031087+00	2026-11-26 00:41:52.031088+00
d0468d4d-1b8c-420f-9972-6fb4034c2022	34e3611c-df2b-466f-afc9-ba4015ee1f5a	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:52.039378+00	2026-11-26 00:41:52.03938+00
90cbbded-054c-47f1-a0ad-a002fb149ca9	34e3611c-df2b-466f-afc9-ba4015ee1f5a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:52.047569+00	2026-11-26 00:41:52.047571+00
c4f20e76-ffa2-4fea-ac31-4fbb13b33324	438b3e68-15ea-42f5-b49a-3be40cc5808c	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:52.07441+00	2026-11-26 00:41:52.074412+00
10d29c3a-8416-40c9-b74d-1bae8084a5ef	438b3e68-15ea-42f5-b49a-3be40cc5808c	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:52.096332+00	2026-11-26 00:41:52.096334+00
f6867a51-e13e-477c-ac59-24caa03afab8	438b3e68-15ea-42f5-b49a-3be40cc5808c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.104422+00	2026-11-26 00:41:52.104424+00
50b3af52-bb0f-42bd-8205-91fe896c43ef	438b3e68-15ea-42f5-b49a-3be40cc5808c	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:52.112434+00	2026-11-26 00:41:52.112436+00
a1ae0a6e-9d0a-47bc-a66e-ff07b1995632	67dd2e95-d090-4e49-be76-5093ddee9f81	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:52.138205+00	2026-11-26 00:41:52.138207+00
b4cc0978-03d2-441b-b74f-c07ba5893589	67dd2e95-d090-4e49-be76-5093ddee9f81	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:52.146292+00	2026-11-26 00:41:52.146296+00
908bb916-3171-4414-90a6-f09a9c346b2d	67dd2e95-d090-4e49-be76-5093ddee9f81	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.156196+00	2026-11-26 00:41:52.156198+00
50044941-0dbd-4edc-8a7b-fc8b34a1d776	67dd2e95-d090-4e49-be76-5093ddee9f81	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:52.194868+00	2026-11-26 00:41:52.19487+00
4122c31c-371b-4f0e-b0c4-9ccf67d4b528	67dd2e95-d090-4e49-be76-5093ddee9f81	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:52.204534+00	2026-11-26 00:41:52.204537+00
616ca6ee-5f7e-47fd-b5b5-18e43e04808b	63cd638b-a7b3-45e6-857f-3210cd7a9780	7e12f0f3-4478-4f39-a402-bc57e953db34	2	2026-11-26 00:41:52.219457+00	2026-11-26 00:41:52.21946+00
a2851fe6-99d9-4cb0-a3f3-e36c770c7e22	63cd638b-a7b3-45e6-857f-3210cd7a9780	5833ac82-c8f5-4311-bddc-c1b916111f36	2	2026-11-26 00:41:52.228946+00	2026-11-26 00:41:52.228948+00
aaa620d2-ce26-45db-a6f8-16a40a4584cd	63cd638b-a7b3-45e6-857f-3210cd7a9780	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.24523+00	2026-11-26 00:41:52.245232+00
a9020316-7429-4b13-a22c-315fc26866f7	63cd638b-a7b3-45e6-857f-3210cd7a9780	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:52.254975+00	2026-11-26 00:41:52.254979+00
0cd86ebc-4bb0-4200-aad0-5530656223f8	f0bb7434-4138-41c3-9a92-532f532e9a50	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:52.293746+00	2026-11-26 00:41:52.293749+00
b836776d-05cc-4d27-bf23-e897b5ce03cc	f0bb7434-4138-41c3-9a92-532f532e9a50	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:52.303536+00	2026-11-26 00:41:52.303538+00
f7d7da32-e9af-482a-a157-6a0facd6f311	f0bb7434-4138-41c3-9a92-532f532e9a50	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:52.313328+00	2026-11-26 00:41:52.313332+00
c0db1a09-aa98-4e75-84d8-5423dca80ec2	48d8f8f2-d8dd-40be-bad6-1a989674e8b4	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:52.367739+00	2026-11-26 00:41:52.367741+00
3f9f9863-e8f1-4e82-b5e9-49a2f3b7ca2a	48d8f8f2-d8dd-40be-bad6-1a989674e8b4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:52.406148+00	2026-11-26 00:41:52.406151+00
96a744f7-0e13-4018-8896-921965d30eb2	48d8f8f2-d8dd-40be-bad6-1a989674e8b4	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:52.417026+00	2026-11-26 00:41:52.417029+00
1c57c751-bf5b-4e95-92b1-8cb61d6379e7	dd9b10f6-22ed-4b75-95e0-21d7b775fadb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.472538+00	2026-11-26 00:41:52.472541+00
cbfdfcd3-b035-464f-91f5-e62095bcd968	dd9b10f6-22ed-4b75-95e0-21d7b775fadb	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:52.500658+00	2026-11-26 00:41:52.50066+00
143e2546-6929-44b9-974f-42d5e4bce893	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:52.513874+00	2026-11-26 00:41:52.513875+00
e010e579-d543-43fa-86e2-8799327cfe1e	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:52.521709+00	2026-11-26 00:41:52.52171+00
086fb8cb-1c6b-4f90-a6a5-6244c22e1a4e	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:52.5517+00	2026-11-26 00:41:52.551703+00
392d9e0d-cbfa-40be-9c2d-5a087c77df0f	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:52.559853+00	2026-11-26 00:41:52.559856+00
c6eb1d42-6d30-4daa-9e01-64b0641cd27a	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:52.567985+00	2026-11-26 00:41:52.567987+00
62acd302-998a-457e-bf7c-a32056cb72df	c64cc731-1afa-4326-8b2f-4e19b18a549c	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:52.61059+00	2026-11-26 00:41:52.610592+00
f0a076e2-090c-4d45-99e3-cf953d5583ac	c64cc731-1afa-4326-8b2f-4e19b18a549c	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:52.63231+00	2026-11-26 00:41:52.632312+00
a6c09f93-81d1-43d8-a652-0b01b745b873	c64cc731-1afa-4326-8b2f-4e19b18a549c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:52.640031+00	2026-11-26 00:41:52.640033+00
71d5a58e-b9c0-4b98-b950-9404c870cef0	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:52.674777+00	2026-11-26 00:41:52.674779+00
80fe7895-11ce-4c02-8fc0-d1c98507f0a7	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:52.703293+00	2026-11-26 00:41:52.703296+00
0a302129-e3b1-4b0b-8c50-3a1f60456419	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.711171+00	2026-11-26 00:41:52.711173+00
b19ade05-6ed2-4d38-b32e-7f8b83acf50c	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:52.718972+00	2026-11-26 00:41:52.718974+00
3041d8fd-4580-475c-90ef-6c593ba26820	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:52.763169+00	2026-11-26 00:41:52.76317+00
ada1993b-9779-455d-a2db-3edfba835874	8af93696-400e-4aeb-b62a-da6e8a5b71df	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:52.779804+00	2026-11-26 00:41:52.779805+00
9a5cdd33-6e59-489c-97b8-c7dc483ffa58	8af93696-400e-4aeb-b62a-da6e8a5b71df	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:52.787454+00	2026-11-26 00:41:52.787455+00
4a62242a-65db-4fd8-8faf-c7ba59a2c8c3	8af93696-400e-4aeb-b62a-da6e8a5b71df	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.795105+00	2026-11-26 00:41:52.795106+00
d5ad10ae-7529-41e2-9695-2037cb32dbde	8af93696-400e-4aeb-b62a-da6e8a5b71df	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:52.824412+00	2026-11-26 00:41:52.824415+00
a6407846-6d0c-4f1c-9648-0186ddadc7f5	8af93696-400e-4aeb-b62a-da6e8a5b71df	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:52.832174+00	2026-11-26 00:41:52.832176+00
333a554b-f98a-43e3-a183-09516a968b2b	5e0de226-b1a4-4d99-a02f-47c314e6c505	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:52.844006+00	2026-11-26 00:41:52.844009+00
59302201-55b7-4f80-9dbc-27e8b5369383	5e0de226-b1a4-4d99-a02f-47c314e6c505	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:52.851644+00	2026-11-26 00:41:52.851646+00
5ea53507-c269-44bc-8b29-a9b6cce184b4	5e0de226-b1a4-4d99-a02f-47c314e6c505	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:52.880089+00	2026-11-26 00:41:52.880091+00
4dcd1905-2e2f-4ce8-bcf0-04dcc12b52d4	5e0de226-b1a4-4d99-a02f-47c314e6c505	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:52.887819+00	2026-11-26 00:41:52.887821+00
a3418b0b-5988-4017-9f0e-a542a4b2348b	5e0de226-b1a4-4d99-a02f-47c314e6c505	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:52.895584+00	2026-11-26 00:41:52.895586+00
fba47e2c-d5ac-4a40-90f8-391a9f6242e0	6560409a-ae34-4596-8c3b-f3aae61058a4	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:52.934354+00	2026-11-26 00:41:52.934356+00
5d3406d4-d1d5-4617-ac2c-1253e113e5c7	6560409a-ae34-4596-8c3b-f3aae61058a4	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:52.97645+00	2026-11-26 00:41:52.976451+00
d836d230-886c-4f2a-ad62-7c2b0cab698b	6560409a-ae34-4596-8c3b-f3aae61058a4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.005777+00	2026-11-26 00:41:53.005778+00
6c541d14-b321-49fb-89d8-e106376341f6	7f2995d4-8b1f-4b80-ae0f-ec2f5b70c618	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:53.019852+00	2026-11-26 00:41:53.019853+00
161e6c92-5604-4b7f-acf6-3607ea3461a2	7f2995d4-8b1f-4b80-ae0f-ec2f5b70c618	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:53.027966+00	2026-11-26 00:41:53.027967+00
01fecbb1-4ebe-420c-b67f-267b671e53be	7f2995d4-8b1f-4b80-ae0f-ec2f5b70c618	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:53.064835+00	2026-11-26 00:41:53.064837+00
4a1ef046-a34b-4ccc-b0fd-b9d8063e6dac	7f2995d4-8b1f-4b80-ae0f-ec2f5b70c618	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:53.072805+00	2026-11-26 00:41:53.072807+00
8883d607-98ad-43db-9209-bfcfd5513d91	b77f0dbd-9e0d-4af7-b7b8-cb994cf1025f	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:53.088659+00	2026-11-26 00:41:53.088661+00
0e281bd9-1ed3-459e-9e27-ebb584f7ae41	b77f0dbd-9e0d-4af7-b7b8-cb994cf1025f	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:53.096783+00	2026-11-26 00:41:53.096785+00
319df234-7fec-4eb5-945a-72d97b61c1b3	b77f0dbd-9e0d-4af7-b7b8-cb994cf1025f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:53.118085+00	2026-11-26 00:41:53.118087+00
18c29185-9581-4328-9abe-0ec0bdf89406	789473de-6754-4513-96f9-aaedd833fa19	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:53.130257+00	2026-11-26 00:41:53.130258+00
c0662968-d0ef-46f8-afa9-8802afd89efc	789473de-6754-4513-96f9-aaedd833fa19	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.138311+00	2026-11-26 00:41:53.138313+00
dd7e763d-95f6-42d3-8121-259e72b5feb8	789473de-6754-4513-96f9-aaedd833fa19	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:53.146296+00	2026-11-26 00:41:53.146298+00
9b048fd6-1a9c-48c2-a020-41d2f288f11e	789473de-6754-4513-96f9-aaedd833fa19	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.167568+00	2026-11-26 00:41:53.16757+00
a671ee72-2255-409d-8b8b-03f554caa237	4fc3b294-0f78-4988-8775-9a77d6c84510	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:53.179626+00	2026-11-26 00:41:53.179628+00
33c3b611-fb61-4751-afa8-200a7184a964	4fc3b294-0f78-4988-8775-9a77d6c84510	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.18732+00	2026-11-26 00:41:53.187322+00
458057d0-b450-4305-89b9-8ca7f1aee07e	4fc3b294-0f78-4988-8775-9a77d6c84510	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:53.215706+00	2026-11-26 00:41:53.215709+00
c91727e5-bcd4-4106-adf2-0cacedeed612	4fc3b294-0f78-4988-8775-9a77d6c84510	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.233644+00	2026-11-26 00:41:53.233647+00
907c40d8-5c14-4b07-9a0a-69b10d6c0f7c	241fc12d-4855-4809-a318-2a1fa973cc50	7e12f0f3-4478-4f39-a402-bc57e953db34	2	2026-11-26 00:41:53.246792+00	2026-11-26 00:41:53.246794+00
91c19fc6-531f-4303-8d66-6b32a5c12a30	241fc12d-4855-4809-a318-2a1fa973cc50	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:53.254723+00	2026-11-26 00:41:53.254724+00
cc092a60-0ef6-411f-b301-ed2893461c94	241fc12d-4855-4809-a318-2a1fa973cc50	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.282953+00	2026-11-26 00:41:53.282955+00
c63421e0-c7df-45b0-bddd-455155e8e20b	241fc12d-4855-4809-a318-2a1fa973cc50	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:53.290325+00	2026-11-26 00:41:53.290326+00
f0c86eb0-e610-42e4-87fa-63ed6d4ad7dc	241fc12d-4855-4809-a318-2a1fa973cc50	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.297783+00	2026-11-26 00:41:53.297785+00
291686ba-5bc8-4911-9ccf-1ad95a1f6510	dc5e0c8a-35b4-4229-9d4c-fb2e5c79a9c6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.341699+00	2026-11-26 00:41:53.341701+00
9c3683e3-47fa-4f73-8ef1-fa026033f1f1	dc5e0c8a-35b4-4229-9d4c-fb2e5c79a9c6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:53.348695+00	2026-11-26 00:41:53.348696+00
cccf799c-0a79-447c-a0de-ff566b1a5baf	70b66824-e990-4482-b4db-86e95fe96de8	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:53.374677+00	2026-11-26 00:41:53.374679+00
3c310576-9759-4c8a-bbb7-b9000e9abaf9	70b66824-e990-4482-b4db-86e95fe96de8	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:53.415446+00	2026-11-26 00:41:53.415448+00
0233965e-4384-4230-b195-2c63cb345423	58258024-e0f5-4d25-9207-1850d9886e52	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:53.438854+00	2026-11-26 00:41:53.438855+00
5bed4560-4f46-4221-8c47-21a6fb421ff0	58258024-e0f5-4d25-9207-1850d9886e52	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:53.446095+00	2026-11-26 00:41:53.446097+00
66d08961-e362-42d2-98dd-b81e00831b60	58258024-e0f5-4d25-9207-1850d9886e52	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:53.45516+00	2026-11-26 00:41:53.455162+00
fd0ef0ef-fd2b-43a4-a7b0-412e9f2ab65d	58258024-e0f5-4d25-9207-1850d9886e52	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:53.469018+00	2026-11-26 00:41:53.469019+00
7de60bac-ea70-41d9-9a52-97d371a037b4	cce8d7df-0e2f-4920-999b-ee4200c70f3d	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:53.481216+00	2026-11-26 00:41:53.481218+00
bc47f4a4-446e-491c-9412-c32a34ad3a2f	cce8d7df-0e2f-4920-999b-ee4200c70f3d	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:53.489132+00	2026-11-26 00:41:53.489134+00
fdba8889-2c6e-4f61-9545-9a2cea26c3d8	cce8d7df-0e2f-4920-999b-ee4200c70f3d	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:53.519234+00	2026-11-26 00:41:53.519236+00
a894d6db-a074-4b72-bd95-ebb719ec6346	cce8d7df-0e2f-4920-999b-ee4200c70f3d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:53.527032+00	2026-11-26 00:41:53.527034+00
c72f3f6e-ebe8-4851-b888-eaba323fe1fd	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:53.561514+00	2026-11-26 00:41:53.561516+00
ac4b84e9-5017-471c-85d0-fef3ccf065e3	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:53.574016+00	2026-11-26 00:41:53.574017+00
502ffda5-358c-4ed3-a928-4df33024f25d	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.581431+00	2026-11-26 00:41:53.581432+00
e74c993e-992a-4805-a9f6-e6449a6e7a36	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:53.588969+00	2026-11-26 00:41:53.58897+00
8fa2bb9f-db0c-4394-b871-a3d43ba5ba48	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:53.62376+00	2026-11-26 00:41:53.623761+00
a4bea527-4a77-4795-8be3-65aa3717d1ac	d8d3b3ed-0958-469e-b5b3-0d09cb56200d	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:53.638312+00	2026-11-26 00:41:53.638313+00
7e0add5c-7df9-4a72-89dd-dd0b30edc9ec	d8d3b3ed-0958-469e-b5b3-0d09cb56200d	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:53.646216+00	2026-11-26 00:41:53.646217+00
3bc6175d-7a6d-4b28-b21c-9f89d95b39e8	d8d3b3ed-0958-469e-b5b3-0d09cb56200d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:53.654352+00	2026-11-26 00:41:53.654354+00
922eebb8-20a6-4ec5-97aa-7f86cd37af8f	d8d3b3ed-0958-469e-b5b3-0d09cb56200d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.689283+00	2026-11-26 00:41:53.689285+00
7550cc4f-5927-4750-9ef9-cfcd52ee4e53	abc3bda2-e62b-499d-8f90-6f8aefeeec73	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:53.700963+00	2026-11-26 00:41:53.700965+00
f175fcd8-c8c6-426a-9898-08e7c27ba79b	abc3bda2-e62b-499d-8f90-6f8aefeeec73	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:53.708164+00	2026-11-26 00:41:53.708165+00
bab9bb83-2b3d-4f60-9f2a-9a468651f3a7	abc3bda2-e62b-499d-8f90-6f8aefeeec73	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:53.715357+00	2026-11-26 00:41:53.715358+00
49a3766e-d791-4381-b927-f3aa81548960	e6637b36-11b0-4094-b696-d36ad477f5b0	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:53.745434+00	2026-11-26 00:41:53.745435+00
7c2b31c6-097e-482a-96ad-150ba3f45207	e6637b36-11b0-4094-b696-d36ad477f5b0	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:53.764084+00	2026-11-26 00:41:53.764085+00
1923d20b-ea64-4bca-aaf3-84204ea34251	e6637b36-11b0-4094-b696-d36ad477f5b0	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:53.770998+00	2026-11-26 00:41:53.770999+00
c8ebb7a6-cf89-4c63-a342-e89cd7a6ec03	e6637b36-11b0-4094-b696-d36ad477f5b0	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:53.777938+00	2026-11-26 00:41:53.777939+00
36458d9b-c121-4dae-abac-802ee4b9bf06	e6637b36-11b0-4094-b696-d36ad477f5b0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.79671+00	2026-11-26 00:41:53.796712+00
f421bb5e-6a84-4b3a-bf9e-1edc81b1990f	2969fe43-2847-438c-8349-782137b9d4dd	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:53.809344+00	2026-11-26 00:41:53.809345+00
3d0ee9c1-5c11-409d-9782-d32b8eb641d6	2969fe43-2847-438c-8349-782137b9d4dd	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:53.816505+00	2026-11-26 00:41:53.816506+00
bc9d5a3a-b64f-4def-aa7f-accdee8e68d7	2969fe43-2847-438c-8349-782137b9d4dd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:53.823547+00	2026-11-26 00:41:53.823548+00
fcb84900-9dc6-406b-9631-3c5d77ea913e	2969fe43-2847-438c-8349-782137b9d4dd	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:53.856546+00	2026-11-26 00:41:53.856549+00
529ac576-266c-4b8e-af24-329cf8d64b46	2969fe43-2847-438c-8349-782137b9d4dd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.863296+00	2026-11-26 00:41:53.863298+00
9d36db7b-64a7-4270-a547-56a8140c41b1	be425542-f8cd-4eee-b78c-2d49efe29df4	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:53.876866+00	2026-11-26 00:41:53.876867+00
30c3d2f6-b7b9-49c3-811c-da13cf87f8d5	be425542-f8cd-4eee-b78c-2d49efe29df4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.895022+00	2026-11-26 00:41:53.895023+00
825cf117-4df5-49d1-aeae-440840a8f1c3	efc35965-346d-47e3-9e54-9f052af1bd64	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:53.905578+00	2026-11-26 00:41:53.905579+00
3347d72d-9ade-4509-b68e-89b9666a44c9	efc35965-346d-47e3-9e54-9f052af1bd64	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:53.931557+00	2026-11-26 00:41:53.931559+00
4db877cd-fd77-4915-aaf7-f63e34477603	efc35965-346d-47e3-9e54-9f052af1bd64	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:53.938775+00	2026-11-26 00:41:53.938776+00
5d6fc7cc-3509-4009-923e-78624f35ad87	efc35965-346d-47e3-9e54-9f052af1bd64	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:53.957694+00	2026-11-26 00:41:53.957696+00
852d89f8-e682-4479-a76a-cb8594845395	dd1ede14-4380-4eb3-a69f-2afe9b239cbd	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:53.972008+00	2026-11-26 00:41:53.97201+00
2a34c0f3-7266-4b57-9907-3d011dae7a67	dd1ede14-4380-4eb3-a69f-2afe9b239cbd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:53.979289+00	2026-11-26 00:41:53.979291+00
d038a444-e67f-4ce4-9f2b-75d53fa64f99	dd1ede14-4380-4eb3-a69f-2afe9b239cbd	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:54.019411+00	2026-11-26 00:41:54.019413+00
04b91921-3881-4979-ba81-143ea32160b0	dd1ede14-4380-4eb3-a69f-2afe9b239cbd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:54.026724+00	2026-11-26 00:41:54.026726+00
d1e35895-8f08-494e-9385-1c915e118ed8	273ce359-077e-4301-aa49-08b88c2b5506	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:54.038313+00	2026-11-26 00:41:54.038314+00
755bd63d-3ede-4aa9-bbbf-f7073cdcb2e4	273ce359-077e-4301-aa49-08b88c2b5506	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:54.045777+00	2026-11-26 00:41:54.045779+00
a432309d-70bd-4b03-9e44-336579f1be8a	273ce359-077e-4301-aa49-08b88c2b5506	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.072733+00	2026-11-26 00:41:54.072735+00
768ff89e-aefa-4613-a752-b3f2532371d4	14bd5c14-1392-4c74-882b-7ed5e9e00289	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.110877+00	2026-11-26 00:41:54.110879+00
be5baa72-37d4-4ab3-ba0b-2d800acd5595	14bd5c14-1392-4c74-882b-7ed5e9e00289	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:54.118099+00	2026-11-26 00:41:54.118101+00
87d2e267-27d9-4483-87f7-c06cb7c812e2	14bd5c14-1392-4c74-882b-7ed5e9e00289	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:54.12548+00	2026-11-26 00:41:54.125481+00
3d025861-b992-4fb7-ba20-457a6d96afdd	944c7c66-8151-4c80-b077-8320040ac803	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:54.159481+00	2026-11-26 00:41:54.159483+00
0c99aa9b-14b2-41f0-9ef2-227fb3d4ed50	944c7c66-8151-4c80-b077-8320040ac803	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.178716+00	2026-11-26 00:41:54.178717+00
579c2f7b-f3a4-48d1-9fb6-b0dee293ed11	944c7c66-8151-4c80-b077-8320040ac803	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:54.185643+00	2026-11-26 00:41:54.185644+00
aa7da36f-c704-4772-8615-d48ef944c62b	944c7c66-8151-4c80-b077-8320040ac803	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.22532+00	2026-11-26 00:41:54.225321+00
22f36919-c1be-4766-819f-799e93b800d2	7892967c-1a96-421a-a7d6-7e99a79974c8	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:54.236235+00	2026-11-26 00:41:54.236236+00
12e69473-60b6-4709-9833-160b187ceacc	7892967c-1a96-421a-a7d6-7e99a79974c8	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:54.243282+00	2026-11-26 00:41:54.243284+00
b6fe3d3a-25df-416c-82b2-ea4b60078fe6	7892967c-1a96-421a-a7d6-7e99a79974c8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.250444+00	2026-11-26 00:41:54.250445+00
a9ecf14b-ac44-447e-a2c8-01e7072e1ae9	7892967c-1a96-421a-a7d6-7e99a79974c8	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:54.283148+00	2026-11-26 00:41:54.28315+00
36112124-77d7-43c8-89ff-426b149b2453	7892967c-1a96-421a-a7d6-7e99a79974c8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.290535+00	2026-11-26 00:41:54.290537+00
11d61189-9f79-44ff-bf8c-d7a2b8b64cd5	013a060c-94fd-4b19-ba1b-1a13707a40ee	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:54.301551+00	2026-11-26 00:41:54.301552+00
7ce01fba-c79c-4b62-8c08-95d7290424f1	013a060c-94fd-4b19-ba1b-1a13707a40ee	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:54.308556+00	2026-11-26 00:41:54.308557+00
fe0a7e51-dad4-4923-b825-31ac03c240ac	013a060c-94fd-4b19-ba1b-1a13707a40ee	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:54.327465+00	2026-11-26 00:41:54.327466+00
11f977bb-d400-4545-823b-98005e8739ec	013a060c-94fd-4b19-ba1b-1a13707a40ee	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.337699+00	2026-11-26 00:41:54.3377+00
832911ae-1189-4dc8-8397-39c57a478ad1	bea615de-a35a-4beb-aff6-18259fc3f1db	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:54.36006+00	2026-11-26 00:41:54.360061+00
e1c31fe1-e960-4692-8c29-54f8a19c9467	bea615de-a35a-4beb-aff6-18259fc3f1db	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:54.385844+00	2026-11-26 00:41:54.385846+00
01fcec60-4a72-4ebd-8f8b-19680eada1e7	bea615de-a35a-4beb-aff6-18259fc3f1db	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:54.393071+00	2026-11-26 00:41:54.393072+00
b588b7a3-44d2-40d4-a4c9-905ffc517239	b045aaaa-bd12-41d3-8e65-59651d264427	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:54.432026+00	2026-11-26 00:41:54.432027+00
e95c6186-03c7-41fe-a4db-3f33e2fce114	b045aaaa-bd12-41d3-8e65-59651d264427	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.43906+00	2026-11-26 00:41:54.439062+00
069238a6-30a8-416d-b3f6-102e22ef7415	b045aaaa-bd12-41d3-8e65-59651d264427	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:54.446137+00	2026-11-26 00:41:54.446139+00
3e924353-e13c-4a9e-8af0-5614bb47b61f	b045aaaa-bd12-41d3-8e65-59651d264427	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:54.471694+00	2026-11-26 00:41:54.471696+00
6c0c3482-d343-4a52-b8df-ea79b7678bec	791d4f19-db7a-418b-b90c-c3e2d689f586	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:54.485651+00	2026-11-26 00:41:54.485652+00
6b668070-9cf6-422d-964e-a13caed0f6f5	791d4f19-db7a-418b-b90c-c3e2d689f586	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:54.492486+00	2026-11-26 00:41:54.492487+00
2b8ff2e3-ba69-456a-b974-e8417834243f	791d4f19-db7a-418b-b90c-c3e2d689f586	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.517336+00	2026-11-26 00:41:54.517337+00
df04efbd-52a4-4c57-ba3c-de3f6d6b5cd6	562ce7c0-4a35-45e2-8699-91233915bfe0	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:54.52791+00	2026-11-26 00:41:54.527911+00
c259286b-21d9-4529-8f9f-0ce69287d808	562ce7c0-4a35-45e2-8699-91233915bfe0	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.546668+00	2026-11-26 00:41:54.54667+00
71d7b010-69d5-4e63-87bd-40f93f48d3f0	562ce7c0-4a35-45e2-8699-91233915bfe0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.553621+00	2026-11-26 00:41:54.553622+00
697d226d-e37c-4cb0-b5e8-81cd76534d63	771578d5-ae3c-46ec-a417-ea07c2d8656c	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:54.589899+00	2026-11-26 00:41:54.5899+00
626ed3e3-18a0-48b9-b87e-9ad5ef758428	771578d5-ae3c-46ec-a417-ea07c2d8656c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.630045+00	2026-11-26 00:41:54.630047+00
ad457a00-eaa2-4e72-8525-b1617f883ae1	a848efa7-8200-4914-a426-9902fcddb504	7e12f0f3-4478-4f39-a402-bc57e953db34	2	2026-11-26 00:41:54.641026+00	2026-11-26 00:41:54.641027+00
c7e68ff8-c080-4233-aedd-23431c15eac1	a848efa7-8200-4914-a426-9902fcddb504	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:54.648271+00	2026-11-26 00:41:54.648272+00
67b376e2-4688-4b8c-8071-3e62f2c20d1f	a848efa7-8200-4914-a426-9902fcddb504	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.655561+00	2026-11-26 00:41:54.655562+00
bfc94929-21a8-4f20-895b-182c7ea62428	a848efa7-8200-4914-a426-9902fcddb504	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:54.681078+00	2026-11-26 00:41:54.681079+00
47c3e64f-0229-42b4-8ad5-3a951022cb25	a848efa7-8200-4914-a426-9902fcddb504	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:54.687933+00	2026-11-26 00:41:54.687934+00
2300b1f7-179a-4367-92ab-05b1eb464ae4	94adb229-8777-4406-bc7d-5e9d088a2970	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:54.700309+00	2026-11-26 00:41:54.700309+00
5d17bd08-bae8-4f0e-8506-19bf85c73862	94adb229-8777-4406-bc7d-5e9d088a2970	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:54.707191+00	2026-11-26 00:41:54.707193+00
f4f279a7-a715-497a-96c0-5f9246947ae7	94adb229-8777-4406-bc7d-5e9d088a2970	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:54.714039+00	2026-11-26 00:41:54.71404+00
638c238c-2d43-40cf-9b68-0709e47974ba	ffb58294-5c0f-420a-a8b0-e6fcb59fb2df	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:54.727728+00	2026-11-26 00:41:54.727729+00
b86c4065-c6f1-43f8-847b-c770c317993a	ffb58294-5c0f-420a-a8b0-e6fcb59fb2df	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:54.759699+00	2026-11-26 00:41:54.7597+00
9a35daea-d300-44ef-af1b-aa7c49aba0cb	5fddefab-c5df-44df-b65b-c7f9c56d15cf	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:54.777019+00	2026-11-26 00:41:54.77702+00
d9a01065-718e-4873-ab57-fb5cdf7cb5b4	5fddefab-c5df-44df-b65b-c7f9c56d15cf	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:54.795297+00	2026-11-26 00:41:54.795298+00
a883ea8f-9d35-4560-9683-c77b1325e45a	5fddefab-c5df-44df-b65b-c7f9c56d15cf	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:54.802192+00	2026-11-26 00:41:54.802193+00
73fa1537-aeb3-4dc2-8a9b-3fb81d13b2c6	e568548f-3018-4d74-b4e5-25de4e67f9c9	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:54.824169+00	2026-11-26 00:41:54.82417+00
ddd5e2cf-6624-4e20-8029-d78e26f77142	e568548f-3018-4d74-b4e5-25de4e67f9c9	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:54.831038+00	2026-11-26 00:41:54.831039+00
3e2ace84-6fae-498b-aead-5871b4b5b921	e568548f-3018-4d74-b4e5-25de4e67f9c9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:54.837979+00	2026-11-26 00:41:54.83798+00
2a3c3834-3f25-451b-bb15-6e7b73f67e7c	e568548f-3018-4d74-b4e5-25de4e67f9c9	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:54.86381+00	2026-11-26 00:41:54.863812+00
ba067ba5-5a4d-4ea0-b447-7e93b50c1fab	e568548f-3018-4d74-b4e5-25de4e67f9c9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:54.870936+00	2026-11-26 00:41:54.870938+00
b2251c1a-e906-4b26-b727-59bbd38e8631	95ac6899-c17d-4318-b5fa-e07b2231fc9a	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:54.883415+00	2026-11-26 00:41:54.883416+00
f8fad96c-6b48-4387-98f5-5bb0943da52c	95ac6899-c17d-4318-b5fa-e07b2231fc9a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.890431+00	2026-11-26 00:41:54.890432+00
64b4d60e-aa29-4465-b1dd-a05f16a495be	95ac6899-c17d-4318-b5fa-e07b2231fc9a	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:54.897461+00	2026-11-26 00:41:54.897462+00
59cba433-576f-4e4a-9c0f-c714e3fc2d4d	95ac6899-c17d-4318-b5fa-e07b2231fc9a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:54.904612+00	2026-11-26 00:41:54.904613+00
a8fa2a28-9e6d-4489-99cb-ba2a895524ab	94f699ac-58a5-4986-9c56-32830b0c9d79	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:54.951317+00	2026-11-26 00:41:54.951319+00
df2cf07f-b225-491e-ba84-1c0e5882c4ba	94f699ac-58a5-4986-9c56-32830b0c9d79	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:54.958329+00	2026-11-26 00:41:54.95833+00
5028cd9d-f834-430d-a1a9-5441c80acee1	94f699ac-58a5-4986-9c56-32830b0c9d79	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:54.965361+00	2026-11-26 00:41:54.965362+00
d84d9117-1a48-4a42-8c9f-b9e55476d9eb	8d290716-fa01-4415-80a8-5d0614248c97	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:54.975853+00	2026-11-26 00:41:54.975854+00
d5f1af5f-01a8-43e0-b940-75119f966ebe	8d290716-fa01-4415-80a8-5d0614248c97	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:54.982881+00	2026-11-26 00:41:54.982883+00
2ef0b9b5-6195-4345-90d8-26919abd10c0	27e0a362-8800-4910-b81b-e32f8f498ac4	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:54.994816+00	2026-11-26 00:41:54.994817+00
46a04e29-be87-478e-b891-5183c84d5f6c	27e0a362-8800-4910-b81b-e32f8f498ac4	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:55.001721+00	2026-11-26 00:41:55.001723+00
400b9ca8-76c1-4686-a5be-149c6623088c	27e0a362-8800-4910-b81b-e32f8f498ac4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.027268+00	2026-11-26 00:41:55.027269+00
13ef0b48-3cf3-459a-91e5-fc8204e88609	27e0a362-8800-4910-b81b-e32f8f498ac4	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:55.034156+00	2026-11-26 00:41:55.034157+00
441aeacd-fce3-4c28-993a-3b0498b83b3b	27e0a362-8800-4910-b81b-e32f8f498ac4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:55.041005+00	2026-11-26 00:41:55.041005+00
119790bd-d9f2-477d-a5cb-4e277a1044f9	8a3af8c5-d35b-4663-9ec7-a5c7c1656199	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:55.063937+00	2026-11-26 00:41:55.063938+00
a06f6c5a-10d6-4940-bb19-94de25c3dfd2	8a3af8c5-d35b-4663-9ec7-a5c7c1656199	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.101785+00	2026-11-26 00:41:55.101787+00
c54c2629-eae2-4c96-aa19-5d8a5d319f99	cba4f871-b095-4e5c-b7f6-15b63f3d2e04	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.113793+00	2026-11-26 00:41:55.113794+00
829810f7-9dee-40ea-8e0c-a838c129f576	cba4f871-b095-4e5c-b7f6-15b63f3d2e04	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:55.138576+00	2026-11-26 00:41:55.138577+00
ecb04efa-b139-4ad4-a49b-3477022a3cd8	cba4f871-b095-4e5c-b7f6-15b63f3d2e04	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:55.145503+00	2026-11-26 00:41:55.145504+00
e2e93b3b-7be7-421b-b07e-460d1043da94	cba4f871-b095-4e5c-b7f6-15b63f3d2e04	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:55.171038+00	2026-11-26 00:41:55.171039+00
15dd85ce-fc2f-40e9-97c6-c88158039b76	9092569e-0093-46c5-9a4c-ae1c5e4d4101	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.184769+00	2026-11-26 00:41:55.18477+00
5530ed9a-44f7-4eaa-8d89-426cd7bca545	9092569e-0093-46c5-9a4c-ae1c5e4d4101	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.210043+00	2026-11-26 00:41:55.210044+00
6d9eac63-93b6-4165-b19a-85da5c96d748	fb245a87-3ce4-4bb0-a9f0-08b64d4336de	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.220647+00	2026-11-26 00:41:55.220649+00
1e5cd1ef-caf4-4fcb-8921-d859d2a179ab	fb245a87-3ce4-4bb0-a9f0-08b64d4336de	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:55.227443+00	2026-11-26 00:41:55.227444+00
55251a81-91c0-49d5-95a2-0020693f4f64	fb245a87-3ce4-4bb0-a9f0-08b64d4336de	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:55.252632+00	2026-11-26 00:41:55.252633+00
7deaf2a5-5838-4b08-b63c-43fa278c861f	c7707e35-81b4-4624-92fa-fd085224dd14	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.263153+00	2026-11-26 00:41:55.263154+00
62c59681-9c64-43ee-9557-28271f92c4a5	c7707e35-81b4-4624-92fa-fd085224dd14	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:55.295201+00	2026-11-26 00:41:55.295202+00
9234860d-d934-4995-a005-f87a75730626	c7707e35-81b4-4624-92fa-fd085224dd14	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.302145+00	2026-11-26 00:41:55.302146+00
eec54553-aa55-4bd0-ad21-74a2d5ae8b8a	c7707e35-81b4-4624-92fa-fd085224dd14	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.308945+00	2026-11-26 00:41:55.308946+00
b1cdb6f6-a404-430d-99e1-89221d835ed6	81145f32-81c7-4cab-8959-da14af22892d	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.321209+00	2026-11-26 00:41:55.32121+00
e9a50d6a-e3c0-4d59-97e5-4370cdc438b6	81145f32-81c7-4cab-8959-da14af22892d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:55.328186+00	2026-11-26 00:41:55.328187+00
ebbe843e-e5fa-4cd2-966b-cb494d53f309	81145f32-81c7-4cab-8959-da14af22892d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:55.353652+00	2026-11-26 00:41:55.353653+00
1f41b95a-5bcd-43a5-8c3c-e604c127816a	dd48a515-e205-4e6c-9603-a715f1cb9f0f	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:55.367555+00	2026-11-26 00:41:55.367556+00
65ddc8bb-21cc-4876-a36e-288b4a200339	dd48a515-e205-4e6c-9603-a715f1cb9f0f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:55.397291+00	2026-11-26 00:41:55.397292+00
f78bb250-fad9-4106-80e8-74373a6c9bec	dd48a515-e205-4e6c-9603-a715f1cb9f0f	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:55.404023+00	2026-11-26 00:41:55.404024+00
6f13d30d-3363-4d08-a65c-cc9dfb9685c2	dd48a515-e205-4e6c-9603-a715f1cb9f0f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.410815+00	2026-11-26 00:41:55.410816+00
759e5121-bc85-41fd-ae52-b3dfc5bda4bc	3a6df784-72b3-4276-9f2e-971ce0d845d4	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.451422+00	2026-11-26 00:41:55.451423+00
30c96a44-18df-43a6-84b5-7c8d09b987ab	3a6df784-72b3-4276-9f2e-971ce0d845d4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.476872+00	2026-11-26 00:41:55.476873+00
f2e1a9de-98ca-43b9-8be6-4793c4b892ea	3a6df784-72b3-4276-9f2e-971ce0d845d4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.483924+00	2026-11-26 00:41:55.483926+00
35d91a6e-15b2-42b5-8d28-8cae7d581abd	5eaeaeaa-e648-4b4f-bb4b-6575b8b5921f	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:55.494681+00	2026-11-26 00:41:55.494682+00
7836e80e-d88c-4aa0-bfa2-0e25aaec70fd	5eaeaeaa-e648-4b4f-bb4b-6575b8b5921f	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:55.502873+00	2026-11-26 00:41:55.502875+00
37295908-752f-4fb3-bfb1-1ffa8e6b3b98	5eaeaeaa-e648-4b4f-bb4b-6575b8b5921f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.509918+00	2026-11-26 00:41:55.509919+00
25e0122e-0714-4184-97e9-0bc2de5d95de	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:55.534229+00	2026-11-26 00:41:55.53423+00
17db31d5-ef18-471d-9486-10301629cee7	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:55.541274+00	2026-11-26 00:41:55.541275+00
4fa068fd-5f92-4fcc-b2b3-a45fe490dd54	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.581227+00	2026-11-26 00:41:55.581228+00
68183d9e-e4aa-4b25-823c-c1760ac44cbe	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:55.588387+00	2026-11-26 00:41:55.588388+00
24aae092-8b48-4ed6-822d-272617422aa9	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:55.595257+00	2026-11-26 00:41:55.595258+00
4f86cf0d-eea6-401e-bbb0-c9d3da47c2be	e942444b-c596-4b41-a262-7042f9b1c673	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:55.627728+00	2026-11-26 00:41:55.627729+00
8892d0b1-be51-4a22-89c1-0b8e34df150b	e942444b-c596-4b41-a262-7042f9b1c673	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:55.634715+00	2026-11-26 00:41:55.634716+00
2f904e62-70b8-4c4b-ab33-eccb35ac17d1	e942444b-c596-4b41-a262-7042f9b1c673	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:55.660037+00	2026-11-26 00:41:55.660038+00
bebf760f-e530-42fc-9c8a-6c4907e0a150	2fb2519a-b92f-4e6e-91e7-80c1fa1dbed5	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:55.670992+00	2026-11-26 00:41:55.670994+00
566b6bfb-b50d-4e52-88bf-0c2b1be851c8	2fb2519a-b92f-4e6e-91e7-80c1fa1dbed5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:55.677928+00	2026-11-26 00:41:55.677929+00
27c4dd88-d58b-405f-9732-a69c21731fa2	2fb2519a-b92f-4e6e-91e7-80c1fa1dbed5	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:55.703741+00	2026-11-26 00:41:55.703743+00
e488536c-a062-49f9-af66-3f225f48fc45	2fb2519a-b92f-4e6e-91e7-80c1fa1dbed5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.710521+00	2026-11-26 00:41:55.710522+00
17c63214-115f-47c7-bea9-6ccb17ffc564	271d7b07-47de-4ee5-a0ea-cc26e991d47c	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:55.720511+00	2026-11-26 00:41:55.720512+00
7c02a562-d60d-4c7d-84bc-ca4c10be3dae	271d7b07-47de-4ee5-a0ea-cc26e991d47c	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:55.727142+00	2026-11-26 00:41:55.727143+00
35cbb1bd-8bc3-45ed-91da-a22a0cd798e8	271d7b07-47de-4ee5-a0ea-cc26e991d47c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:55.758778+00	2026-11-26 00:41:55.758779+00
2871375a-2a98-44da-a72a-2320654315d8	271d7b07-47de-4ee5-a0ea-cc26e991d47c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.765943+00	2026-11-26 00:41:55.765944+00
94592cdc-c45e-4d30-a109-abf933545ec6	0f64024a-ccfa-464f-a503-5288e97395c3	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:55.78166+00	2026-11-26 00:41:55.781662+00
3c206131-e9c0-4f48-b3e9-5882eaaba417	0f64024a-ccfa-464f-a503-5288e97395c3	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:55.800401+00	2026-11-26 00:41:55.800402+00
f0f96263-69d3-48f2-a511-ec93ff31b39a	0f64024a-ccfa-464f-a503-5288e97395c3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	2	2026-11-26 00:41:55.807547+00	2026-11-26 00:41:55.807548+00
66229d3f-6793-45de-82b4-b3ddb377ab08	0f64024a-ccfa-464f-a503-5288e97395c3	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:55.814778+00	2026-11-26 00:41:55.814779+00
57aec39a-9cd3-4d59-b658-2854a6cdb292	0f64024a-ccfa-464f-a503-5288e97395c3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:55.847367+00	2026-11-26 00:41:55.847368+00
0e5a2773-dd44-4c96-a065-07f53102a2c3	39f5f1eb-ce11-40e1-bb53-793f2481cef3	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.859689+00	2026-11-26 00:41:55.85969+00
00a1d46a-f5f3-49bb-82e7-b8b99f9bd44d	39f5f1eb-ce11-40e1-bb53-793f2481cef3	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:55.878642+00	2026-11-26 00:41:55.878643+00
fc94f86e-a1c2-4c70-996d-277513ce8a06	47ad71d9-971f-4d27-8cf6-a09a763257cf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:55.892333+00	2026-11-26 00:41:55.892334+00
e55a518d-88ab-4a01-bf67-0377f78adfb4	47ad71d9-971f-4d27-8cf6-a09a763257cf	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:55.91824+00	2026-11-26 00:41:55.918242+00
477f9649-0a2e-490f-ac92-8d6f4cee0aab	47ad71d9-971f-4d27-8cf6-a09a763257cf	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:55.925229+00	2026-11-26 00:41:55.92523+00
3df4e2d3-fbdb-421a-bd69-3b9820de5218	6c354c7f-47b3-449b-bb56-40235d056801	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:55.935852+00	2026-11-26 00:41:55.935853+00
4b7d7d6e-57ad-4dd6-ae4f-660255813655	6c354c7f-47b3-449b-bb56-40235d056801	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:55.942767+00	2026-11-26 00:41:55.942768+00
cfb503a4-cd03-420a-a822-ec42d881ac50	6c354c7f-47b3-449b-bb56-40235d056801	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:55.975039+00	2026-11-26 00:41:55.97504+00
da941d31-3c6f-4cc6-9448-04c19a44c3b6	6c354c7f-47b3-449b-bb56-40235d056801	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:55.982132+00	2026-11-26 00:41:55.982133+00
3419d210-6606-46b3-89aa-482c329613b6	0f15fd9a-e7f1-4e94-a7a9-f45195bda846	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:55.992985+00	2026-11-26 00:41:55.992986+00
879ae3e9-192e-46c4-a926-2193a902eb09	0f15fd9a-e7f1-4e94-a7a9-f45195bda846	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:56.000073+00	2026-11-26 00:41:56.000074+00
fc1692ea-8fd8-42e6-aa3f-b835cc5ccc31	0f15fd9a-e7f1-4e94-a7a9-f45195bda846	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.014437+00	2026-11-26 00:41:56.014439+00
8e16ffd8-985f-4624-a239-98628553a043	5f7d203f-0c60-4d5a-8401-76e02844b649	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:56.025259+00	2026-11-26 00:41:56.02526+00
ff325f27-2e7d-490e-a516-eb938451fec1	5f7d203f-0c60-4d5a-8401-76e02844b649	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:56.03227+00	2026-11-26 00:41:56.032271+00
01050aa9-a5ea-4451-b9ef-f21f1eb28207	8c5d05b4-6d0f-4cc4-8d9d-714f74202f6d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:56.044482+00	2026-11-26 00:41:56.044484+00
5bdd77e1-3996-4d61-957f-b0cf1358cb68	8c5d05b4-6d0f-4cc4-8d9d-714f74202f6d	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:56.069321+00	2026-11-26 00:41:56.069322+00
72b7d17e-f3c7-42fa-8315-022ed4987ed4	bfa3db11-3f51-45cf-965a-8c770af8aa70	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:56.082937+00	2026-11-26 00:41:56.082938+00
bb4d7f62-0e85-42e3-9a8b-1d9b08494afe	bfa3db11-3f51-45cf-965a-8c770af8aa70	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:56.089943+00	2026-11-26 00:41:56.089945+00
b4e2f7c7-9f05-4a00-86bc-c62b4c969ae4	bfa3db11-3f51-45cf-965a-8c770af8aa70	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:56.096797+00	2026-11-26 00:41:56.096798+00
6e97b1b5-0f14-4a66-bb8e-ddfe862394d3	bfa3db11-3f51-45cf-965a-8c770af8aa70	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.103861+00	2026-11-26 00:41:56.103862+00
da3c8815-3ca2-4e40-825d-d85d55a049ca	cc8a9f80-8e03-4c69-86cb-930a162184dc	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:56.133563+00	2026-11-26 00:41:56.133564+00
2f55eba4-5859-4aa3-8cd5-b0c6fb948d0d	cc8a9f80-8e03-4c69-86cb-930a162184dc	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:56.152575+00	2026-11-26 00:41:56.152576+00
7061dda9-9d81-46da-80d8-9c0b9d54850e	cc8a9f80-8e03-4c69-86cb-930a162184dc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:56.159664+00	2026-11-26 00:41:56.159665+00
33e5f130-c839-4687-ae40-fde243b73fa7	cc8a9f80-8e03-4c69-86cb-930a162184dc	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:56.16684+00	2026-11-26 00:41:56.166841+00
16db6c6d-7707-4fc9-94b6-80fa455682ed	cc8a9f80-8e03-4c69-86cb-930a162184dc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:56.199431+00	2026-11-26 00:41:56.199432+00
74f2b1cf-cb42-4d88-a798-f1a052536937	7aad46b0-bad3-4f41-86d5-82a62b25be87	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:56.210262+00	2026-11-26 00:41:56.210262+00
c5c72951-3be9-4c4f-b187-32f84c65d1ca	7aad46b0-bad3-4f41-86d5-82a62b25be87	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:56.217397+00	2026-11-26 00:41:56.217398+00
304309b1-a4a8-4540-9f3b-c3e90deb7587	7aad46b0-bad3-4f41-86d5-82a62b25be87	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:56.224288+00	2026-11-26 00:41:56.224289+00
ddcb340c-44cd-4999-adeb-346b1dbc3b75	7aad46b0-bad3-4f41-86d5-82a62b25be87	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.256801+00	2026-11-26 00:41:56.256802+00
c697065a-96fc-43f9-8c48-1a06fe720b93	7aad46b0-bad3-4f41-86d5-82a62b25be87	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:56.263696+00	2026-11-26 00:41:56.263697+00
3c3cf580-63d2-4848-84b6-dab0769b8780	5191c790-1530-4c1c-8f18-e163d0e269d5	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:56.274242+00	2026-11-26 00:41:56.274243+00
0014a4ac-d5c8-41cb-831e-7a149144f469	5191c790-1530-4c1c-8f18-e163d0e269d5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:56.28116+00	2026-11-26 00:41:56.281161+00
3af905e2-ccd1-4001-be51-1cf7d092e20e	5191c790-1530-4c1c-8f18-e163d0e269d5	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:56.288086+00	2026-11-26 00:41:56.288087+00
bc4aef22-1e4d-40e3-adad-ba6f694bc4b2	0c7bfb3d-9949-46e4-b895-fe028697b95f	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:56.299971+00	2026-11-26 00:41:56.299972+00
e045b19b-c89e-4998-8816-117d88fdb32a	0c7bfb3d-9949-46e4-b895-fe028697b95f	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:56.307014+00	2026-11-26 00:41:56.307015+00
7ef23dfb-4750-4f2b-89be-64e16479c5ca	0c7bfb3d-9949-46e4-b895-fe028697b95f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:56.34426+00	2026-11-26 00:41:56.344262+00
22583128-67cd-47c5-a777-6ca6f56e3fa9	0c7bfb3d-9949-46e4-b895-fe028697b95f	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.35093+00	2026-11-26 00:41:56.350931+00
04e85875-1d51-43fe-82d5-b9a4ea509261	0c7bfb3d-9949-46e4-b895-fe028697b95f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:56.35775+00	2026-11-26 00:41:56.357751+00
fa6368f4-b517-411f-ba08-37285466792b	6285ba60-0d7f-4c57-937d-9f2d679565cf	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:56.389723+00	2026-11-26 00:41:56.389724+00
3d839e3f-0c07-46a7-a1ff-0fb3ca482e46	6285ba60-0d7f-4c57-937d-9f2d679565cf	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:56.408346+00	2026-11-26 00:41:56.408347+00
07245626-6146-40ee-873b-759b24aaadd2	6285ba60-0d7f-4c57-937d-9f2d679565cf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:56.415382+00	2026-11-26 00:41:56.415383+00
74418429-9f87-434e-bc34-1f649ebcb592	6285ba60-0d7f-4c57-937d-9f2d679565cf	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.422611+00	2026-11-26 00:41:56.422612+00
ecfd1f87-9ee3-4a45-beba-05f9b9d0b53e	6285ba60-0d7f-4c57-937d-9f2d679565cf	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.455261+00	2026-11-26 00:41:56.455262+00
e936f2d3-92f3-47e0-b0d5-a41f49f4d72c	abd6b3c4-e6d8-4a15-b500-af6a1af29a79	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:56.466213+00	2026-11-26 00:41:56.466214+00
4944cba4-f9d4-4ed0-824a-88b78e33f4b3	abd6b3c4-e6d8-4a15-b500-af6a1af29a79	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:56.473309+00	2026-11-26 00:41:56.47331+00
4e6c04fe-0c93-4346-8903-825094b1c25d	abd6b3c4-e6d8-4a15-b500-af6a1af29a79	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:56.480434+00	2026-11-26 00:41:56.480435+00
d0bf04b4-a131-430c-b6ab-870a1328ecfd	abd6b3c4-e6d8-4a15-b500-af6a1af29a79	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.518043+00	2026-11-26 00:41:56.518045+00
5869100a-5bd8-4392-997d-3351575093e0	abd6b3c4-e6d8-4a15-b500-af6a1af29a79	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.526214+00	2026-11-26 00:41:56.526216+00
4cbbc732-6654-4bfc-b978-4964945d5140	6e4a1a92-4c6b-46f1-9814-1449718dc1b3	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:56.537135+00	2026-11-26 00:41:56.537136+00
58f6981e-6cbe-4db3-9253-7c31e12ca42b	6e4a1a92-4c6b-46f1-9814-1449718dc1b3	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:56.544322+00	2026-11-26 00:41:56.544323+00
aee1a7b5-6e08-48fc-b2d0-4be876e9ddbd	6e4a1a92-4c6b-46f1-9814-1449718dc1b3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:56.551381+00	2026-11-26 00:41:56.551382+00
1b7c2801-d780-45ad-a3a7-e8ebb97f8845	bb2ddec0-9792-40cc-bd78-9697cc655a98	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:56.575717+00	2026-11-26 00:41:56.575718+00
965e4d0a-94d4-4b23-9bf3-4130d562a966	bb2ddec0-9792-40cc-bd78-9697cc655a98	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.60129+00	2026-11-26 00:41:56.601292+00
a2368a14-1121-46af-b4f9-efb8dcb10b55	bb2ddec0-9792-40cc-bd78-9697cc655a98	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.627245+00	2026-11-26 00:41:56.627247+00
9f20d203-a4c9-479e-a845-eabf8492db77	1d9fe292-5cc3-4b99-9dfc-2f9a7cf247a1	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:56.641383+00	2026-11-26 00:41:56.641384+00
1fd689b1-ce97-4ad3-bc76-a83fcee87c0a	1d9fe292-5cc3-4b99-9dfc-2f9a7cf247a1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:56.648287+00	2026-11-26 00:41:56.648288+00
b20b8fa4-3b26-44b8-9513-865ce79d5ace	1d9fe292-5cc3-4b99-9dfc-2f9a7cf247a1	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.673214+00	2026-11-26 00:41:56.673215+00
4f874ba2-9318-46ef-bc70-4bf6a24ad7d0	1d9fe292-5cc3-4b99-9dfc-2f9a7cf247a1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.680071+00	2026-11-26 00:41:56.680072+00
eed377f3-e504-4af7-a99d-82b5a1d4313f	13cb4ef9-ac4b-4df5-a07d-ef3252aa91fc	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:56.690777+00	2026-11-26 00:41:56.690779+00
fab2a148-6a72-4537-93b1-a4c6326b30fa	13cb4ef9-ac4b-4df5-a07d-ef3252aa91fc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:56.697956+00	2026-11-26 00:41:56.697957+00
96dba564-483b-4992-8e63-1b618f481cdc	13cb4ef9-ac4b-4df5-a07d-ef3252aa91fc	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:56.705224+00	2026-11-26 00:41:56.705225+00
8a38cdc9-de40-40f9-aa45-280b17f4f315	13cb4ef9-ac4b-4df5-a07d-ef3252aa91fc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:56.712212+00	2026-11-26 00:41:56.712213+00
4084da82-1f96-4e06-9336-be2d493f2892	2a6eb968-eb8c-494c-8978-33b0492e4ae3	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:56.749771+00	2026-11-26 00:41:56.749773+00
74c0d356-31fa-40e4-b8a5-6930ec45e3d7	2a6eb968-eb8c-494c-8978-33b0492e4ae3	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:56.77599+00	2026-11-26 00:41:56.775991+00
400b049b-f1a3-4e3b-a615-04f6ce866857	2a6eb968-eb8c-494c-8978-33b0492e4ae3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:56.783164+00	2026-11-26 00:41:56.783166+00
74d20819-d5f4-40aa-827b-a0eff029778f	820ad2e2-51e3-4efa-819f-2f2c5869bf00	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:56.79495+00	2026-11-26 00:41:56.794951+00
ba020cf1-23b1-453a-bcaf-dfb9aedada98	820ad2e2-51e3-4efa-819f-2f2c5869bf00	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.802442+00	2026-11-26 00:41:56.802444+00
62166a07-e880-4c95-9a8c-01b432f06056	17a7d115-7478-4352-a637-61d684b0b61d	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:56.815061+00	2026-11-26 00:41:56.815063+00
935f8781-3706-448e-8327-3d7de5d9553d	17a7d115-7478-4352-a637-61d684b0b61d	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:56.822375+00	2026-11-26 00:41:56.822376+00
769a1ead-c3f7-4cbf-a673-fb47742e6616	17a7d115-7478-4352-a637-61d684b0b61d	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.829815+00	2026-11-26 00:41:56.829816+00
ae061b75-d37c-4366-abe1-59681a1112d2	17a7d115-7478-4352-a637-61d684b0b61d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:56.837115+00	2026-11-26 00:41:56.837117+00
89d4e32f-bafc-4045-a662-8ac3922f81f8	39f37560-3537-4749-9e1b-950f6966e3cd	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:56.85132+00	2026-11-26 00:41:56.851321+00
e6b4075e-a808-4dbd-912b-849b81fa225f	39f37560-3537-4749-9e1b-950f6966e3cd	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:56.858609+00	2026-11-26 00:41:56.85861+00
8b824b05-070c-4921-ac04-9550806d54cb	39f37560-3537-4749-9e1b-950f6966e3cd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.87793+00	2026-11-26 00:41:56.877931+00
e235b13f-d513-471f-8448-e1408b3254d3	a1537ab6-9530-4025-90f0-89ae97ee3418	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:56.901058+00	2026-11-26 00:41:56.901059+00
1d37841a-ec36-4c01-be74-4da92aee78bd	a1537ab6-9530-4025-90f0-89ae97ee3418	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:56.927075+00	2026-11-26 00:41:56.927077+00
da816295-3e29-48f2-b950-b64989d45fc2	a1537ab6-9530-4025-90f0-89ae97ee3418	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:56.934103+00	2026-11-26 00:41:56.934104+00
ae14b178-79e9-444c-aef8-36f17f891c63	a1537ab6-9530-4025-90f0-89ae97ee3418	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.945646+00	2026-11-26 00:41:56.945648+00
33150da3-9907-430d-b039-615e64e2b260	a1537ab6-9530-4025-90f0-89ae97ee3418	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:56.970792+00	2026-11-26 00:41:56.970794+00
0eb57135-a7bb-4062-8678-3e2bc30628f8	0623b5cd-9ee1-459c-a49b-9df33e5ff37f	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:56.981133+00	2026-11-26 00:41:56.981134+00
52c13bf5-1bc6-4f12-bc48-3ff3815f622f	0623b5cd-9ee1-459c-a49b-9df33e5ff37f	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:56.987811+00	2026-11-26 00:41:56.987812+00
1c64520a-2011-4fdf-873d-de77854514fe	0623b5cd-9ee1-459c-a49b-9df33e5ff37f	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:56.994619+00	2026-11-26 00:41:56.994621+00
99b4b18c-5cbc-467a-87eb-2a13b29a40f0	0623b5cd-9ee1-459c-a49b-9df33e5ff37f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:57.001941+00	2026-11-26 00:41:57.001942+00
4155aae7-3965-469d-841a-3bd824f156e4	ba9acbed-42fb-4d54-b5e6-abb12f308bf5	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:57.014718+00	2026-11-26 00:41:57.014719+00
ebf21b0a-7b90-4a93-b92f-ffe972471fa1	ba9acbed-42fb-4d54-b5e6-abb12f308bf5	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:57.021907+00	2026-11-26 00:41:57.021908+00
3e2fd7a7-08f1-4af6-ae5a-4ba11aa7a296	ba9acbed-42fb-4d54-b5e6-abb12f308bf5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.049743+00	2026-11-26 00:41:57.049744+00
f2d7129c-ec42-4107-83ce-d94f5afdd4ea	ba9acbed-42fb-4d54-b5e6-abb12f308bf5	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:57.057178+00	2026-11-26 00:41:57.05718+00
909275cc-84a1-499d-86d7-17302d5b6171	fd46d33a-5c53-4a39-88f7-6cb24baae628	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.071563+00	2026-11-26 00:41:57.071564+00
349902af-a5d2-4296-81e0-2dba5ed1383e	fd46d33a-5c53-4a39-88f7-6cb24baae628	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:57.078818+00	2026-11-26 00:41:57.07882+00
0c2e3bea-4996-4ff5-9eb0-39dd905ccf87	fd46d33a-5c53-4a39-88f7-6cb24baae628	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.105484+00	2026-11-26 00:41:57.105486+00
3601d3b6-a762-475b-bdc1-1190e00a65f9	05052d82-8aa3-4f2a-9e8c-2f04ed629f45	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:57.116573+00	2026-11-26 00:41:57.116575+00
673a9ade-71c0-479d-96f9-fff2f2418312	05052d82-8aa3-4f2a-9e8c-2f04ed629f45	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.123615+00	2026-11-26 00:41:57.123616+00
02557427-128a-4293-a0fa-6c59a5dfd12f	05052d82-8aa3-4f2a-9e8c-2f04ed629f45	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:57.142756+00	2026-11-26 00:41:57.142758+00
be65ee70-b4e9-4597-82bd-c6533f94a989	05052d82-8aa3-4f2a-9e8c-2f04ed629f45	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.14995+00	2026-11-26 00:41:57.149951+00
f5006c92-60ee-4765-9dae-5ba4d8da18b7	b64ad47f-eeb2-4b48-a45f-13902065e052	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:57.160757+00	2026-11-26 00:41:57.160758+00
3771803e-ab47-4cb1-806b-89a357d88ee5	b64ad47f-eeb2-4b48-a45f-13902065e052	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.16784+00	2026-11-26 00:41:57.167841+00
b0b55f82-03d8-48b6-a6e5-5fbd7514d170	b64ad47f-eeb2-4b48-a45f-13902065e052	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:57.201654+00	2026-11-26 00:41:57.201656+00
69cb8e9d-b455-4d8a-abd6-ae9e418f8a93	b64ad47f-eeb2-4b48-a45f-13902065e052	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:57.208952+00	2026-11-26 00:41:57.208954+00
7779027e-26b0-4519-9529-1d4b3e02accd	b64ad47f-eeb2-4b48-a45f-13902065e052	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:57.216207+00	2026-11-26 00:41:57.216209+00
60542114-0c8b-44b2-a4c0-f57565ac9b31	5980a622-dfc4-46b1-9cb1-809eada3c542	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:57.255835+00	2026-11-26 00:41:57.255836+00
a93b07ca-f524-4ed7-a6cf-1ce8e50b53bf	5980a622-dfc4-46b1-9cb1-809eada3c542	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:57.274945+00	2026-11-26 00:41:57.274947+00
8fe620ff-f694-41db-9914-781efd03c6b4	5980a622-dfc4-46b1-9cb1-809eada3c542	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.282085+00	2026-11-26 00:41:57.282086+00
cd9a5772-e7ff-423c-8d4e-5429d74049c9	5980a622-dfc4-46b1-9cb1-809eada3c542	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:57.2892+00	2026-11-26 00:41:57.289202+00
fbd21370-a8d1-4433-8b75-f2b6acf211bd	5980a622-dfc4-46b1-9cb1-809eada3c542	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:57.314907+00	2026-11-26 00:41:57.314909+00
32f9da24-7a96-4532-8fe5-439d3d8f925c	e81a17e0-d1cd-4eaa-9871-c7ae00d74663	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:57.328727+00	2026-11-26 00:41:57.328728+00
a7e803cc-7971-4167-b8f6-4bcf3f73b2a4	e81a17e0-d1cd-4eaa-9871-c7ae00d74663	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:57.335887+00	2026-11-26 00:41:57.335889+00
6c85464e-c7b4-4de8-8206-e84d751f0991	e81a17e0-d1cd-4eaa-9871-c7ae00d74663	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:57.362487+00	2026-11-26 00:41:57.362488+00
ca969c90-b703-47b3-bb0a-47603f21e5e0	e81a17e0-d1cd-4eaa-9871-c7ae00d74663	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.369886+00	2026-11-26 00:41:57.369888+00
8daadb71-bb0a-4af2-956a-4453e8556121	04f2faf4-3af8-4e31-80c8-53a5371a9429	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:57.381034+00	2026-11-26 00:41:57.381036+00
3c07e78e-2f71-4e79-bf3a-e9a94bd0432c	04f2faf4-3af8-4e31-80c8-53a5371a9429	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.388103+00	2026-11-26 00:41:57.388104+00
c9c84a0a-2298-4140-9f43-9c9f1d503634	04f2faf4-3af8-4e31-80c8-53a5371a9429	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.421769+00	2026-11-26 00:41:57.421771+00
1689c609-bf2d-4e35-85f0-95a17347bb1f	04f2faf4-3af8-4e31-80c8-53a5371a9429	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:57.429084+00	2026-11-26 00:41:57.429085+00
5ce8a7a0-defa-4e3f-ab68-1951142a1f99	71b91df9-9b4b-4854-a638-3c62e3406d91	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:57.459848+00	2026-11-26 00:41:57.45985+00
80c2cee5-9def-4b37-8215-3cea765c0496	71b91df9-9b4b-4854-a638-3c62e3406d91	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.479622+00	2026-11-26 00:41:57.479623+00
522903c8-9d5e-4d26-8fcb-506945603e14	71b91df9-9b4b-4854-a638-3c62e3406d91	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:57.487018+00	2026-11-26 00:41:57.48702+00
08818715-9413-4299-acbf-61e17ceac8b3	71b91df9-9b4b-4854-a638-3c62e3406d91	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.513271+00	2026-11-26 00:41:57.513272+00
18ee052a-a092-40c0-82a7-356a269355e6	3784861f-f6c3-4095-956f-7220610397e7	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:57.524607+00	2026-11-26 00:41:57.524609+00
a29f88b1-fb53-4f04-a85f-b00fc1184c58	3784861f-f6c3-4095-956f-7220610397e7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:57.531721+00	2026-11-26 00:41:57.531722+00
c15ac5e6-6a88-4095-9199-a33b6f39ced5	3784861f-f6c3-4095-956f-7220610397e7	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:57.556522+00	2026-11-26 00:41:57.556525+00
c3fa14e9-9af1-4ee9-bb0a-2701a2a14221	3784861f-f6c3-4095-956f-7220610397e7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:57.566509+00	2026-11-26 00:41:57.56651+00
e7406fbd-11b3-40b2-8cc2-96f09e74d50d	d671d714-d556-495d-ac6c-b8652985558b	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.579217+00	2026-11-26 00:41:57.579219+00
660a26bd-7d86-4d4f-b050-f3392faa5e74	d671d714-d556-495d-ac6c-b8652985558b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.586389+00	2026-11-26 00:41:57.58639+00
955f95c0-83c4-45f9-9d54-121274bf1206	d671d714-d556-495d-ac6c-b8652985558b	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:57.612375+00	2026-11-26 00:41:57.612376+00
557a7927-3ec0-4ae6-8911-ce87d2d67904	d671d714-d556-495d-ac6c-b8652985558b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:57.619635+00	2026-11-26 00:41:57.619636+00
de5568da-5132-4b53-91d2-06f21c28eac5	8de6190c-1259-435e-8b55-731e1cf2f95b	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:57.633961+00	2026-11-26 00:41:57.633962+00
004e005a-2dfd-400d-a6e6-d7b4046bd478	8de6190c-1259-435e-8b55-731e1cf2f95b	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.641127+00	2026-11-26 00:41:57.641128+00
deedb5d5-ecad-4f70-9690-b5149c2a0c5b	8de6190c-1259-435e-8b55-731e1cf2f95b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.66075+00	2026-11-26 00:41:57.660751+00
46d3a7b2-ff56-4d9d-b304-848035fa1229	8de6190c-1259-435e-8b55-731e1cf2f95b	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:57.667977+00	2026-11-26 00:41:57.667979+00
44676a47-f6b6-4117-a4fa-652f2ad64d66	ae1c6216-9524-40b6-aab3-77667c4d96b6	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:57.679141+00	2026-11-26 00:41:57.679142+00
28c3825a-7f81-49b8-92f0-8c4dcb9a7644	ae1c6216-9524-40b6-aab3-77667c4d96b6	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:57.68624+00	2026-11-26 00:41:57.686241+00
d70a540d-098a-4f82-9d36-fc11a1470939	ae1c6216-9524-40b6-aab3-77667c4d96b6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.705782+00	2026-11-26 00:41:57.705783+00
41a50994-2248-457f-8f6f-fa3fde1c2c73	af0a09d3-17b1-4e2d-a74b-212e061f041e	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:57.71675+00	2026-11-26 00:41:57.716751+00
4814e6c3-114a-4df4-bad5-3413bdbec6c3	af0a09d3-17b1-4e2d-a74b-212e061f041e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:57.72393+00	2026-11-26 00:41:57.723931+00
c4a62cd7-08b1-4504-b15a-576ce93b7762	af0a09d3-17b1-4e2d-a74b-212e061f041e	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:57.743104+00	2026-11-26 00:41:57.743106+00
42391a54-7047-40f9-9910-cfa65b592a36	af0a09d3-17b1-4e2d-a74b-212e061f041e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.750408+00	2026-11-26 00:41:57.750409+00
4c2c9dc3-e77e-4875-b01a-b535245dd88e	f080ac12-a702-4d9d-8f31-4380672c2a6c	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.761456+00	2026-11-26 00:41:57.761457+00
9eb5d88b-8a2e-4e9b-ba25-6be086768e0a	f080ac12-a702-4d9d-8f31-4380672c2a6c	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:57.787337+00	2026-11-26 00:41:57.787338+00
54b92c83-b6cd-42bc-93df-0ce42770c8b1	f080ac12-a702-4d9d-8f31-4380672c2a6c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:57.79449+00	2026-11-26 00:41:57.794491+00
af5074a7-9efa-4385-9eb1-c55a964ff844	1f7fc624-35df-4fd7-892d-c4bcbc636f90	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:57.812669+00	2026-11-26 00:41:57.81267+00
5c4a391b-6506-4e5b-b04b-cac499bdf64a	1f7fc624-35df-4fd7-892d-c4bcbc636f90	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.820014+00	2026-11-26 00:41:57.820015+00
c86412f4-a165-4c02-bda5-6d1fa23642dd	1f7fc624-35df-4fd7-892d-c4bcbc636f90	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.855283+00	2026-11-26 00:41:57.855284+00
2456ab5a-1538-4c50-980e-80639aefff1f	1f7fc624-35df-4fd7-892d-c4bcbc636f90	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.862605+00	2026-11-26 00:41:57.862606+00
1d86c0d2-cc6e-4b85-9400-da0e881de703	3635733e-2ed5-449d-882c-186ced32b56c	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:57.899409+00	2026-11-26 00:41:57.89941+00
8ea3d850-d4b5-4df9-8f80-f4aa1e4f4aa1	3635733e-2ed5-449d-882c-186ced32b56c	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:57.918685+00	2026-11-26 00:41:57.918686+00
713fbfa8-c6f7-4133-a841-7c01e3770a10	3635733e-2ed5-449d-882c-186ced32b56c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:57.925734+00	2026-11-26 00:41:57.925736+00
12f68684-6025-46e3-98f9-ebb228454383	3635733e-2ed5-449d-882c-186ced32b56c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:57.932556+00	2026-11-26 00:41:57.932557+00
3fa35727-0a2b-4547-a469-af280cf3a2db	aa7b62ea-bb36-46a1-86b3-a6c5c9547750	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:57.943192+00	2026-11-26 00:41:57.943193+00
4084d460-7ca0-4fa7-a221-3a3bfabe96de	aa7b62ea-bb36-46a1-86b3-a6c5c9547750	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:57.950398+00	2026-11-26 00:41:57.950399+00
0c828f4e-5097-4b96-876f-069bc3fcc883	aa7b62ea-bb36-46a1-86b3-a6c5c9547750	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:57.958019+00	2026-11-26 00:41:57.958021+00
24344058-3904-4c43-9d95-87ee674afcdc	aa7b62ea-bb36-46a1-86b3-a6c5c9547750	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:57.985121+00	2026-11-26 00:41:57.985122+00
ec6d3fd2-1eb4-4cd2-b77d-32709b68d45c	aa7b62ea-bb36-46a1-86b3-a6c5c9547750	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:57.992602+00	2026-11-26 00:41:57.992603+00
a62479b0-b55a-4aed-a26a-62a65d998201	c2a6eb5d-5071-4707-9828-b65f36b561dd	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:58.003797+00	2026-11-26 00:41:58.003799+00
10dcab02-a969-4fb6-90db-2e640966e130	c2a6eb5d-5071-4707-9828-b65f36b561dd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:58.037991+00	2026-11-26 00:41:58.037993+00
8462ee19-7fc6-4307-bef5-605b07ce7546	c2a6eb5d-5071-4707-9828-b65f36b561dd	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:58.045393+00	2026-11-26 00:41:58.045395+00
18e51084-ca86-41ca-a611-74e2b60531bf	9c0048cf-0499-4388-b6ef-9a27c89665d8	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:58.056872+00	2026-11-26 00:41:58.056874+00
33bef5ad-2acd-419d-a262-85654ddf3e3b	9c0048cf-0499-4388-b6ef-9a27c89665d8	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:58.078285+00	2026-11-26 00:41:58.078286+00
183fd991-029f-4659-88f7-414619374bd5	9c0048cf-0499-4388-b6ef-9a27c89665d8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:58.085721+00	2026-11-26 00:41:58.085722+00
f95ae45e-621e-40c1-867c-18faa5b88956	9c0048cf-0499-4388-b6ef-9a27c89665d8	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:58.093204+00	2026-11-26 00:41:58.093206+00
58e4e731-66b9-4c3d-8f59-0df4935d4df8	192b58ce-16ff-4b7c-8f2e-f5a65986f71a	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:58.119072+00	2026-11-26 00:41:58.119074+00
3d2e1c82-a084-49f9-9c60-573333c284a8	192b58ce-16ff-4b7c-8f2e-f5a65986f71a	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:58.139017+00	2026-11-26 00:41:58.139018+00
58872042-30e1-41a8-8c24-1c637eb0a4f7	192b58ce-16ff-4b7c-8f2e-f5a65986f71a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:58.146577+00	2026-11-26 00:41:58.146579+00
d8a69d32-8f52-4ab3-808c-bc4fed9d9756	192b58ce-16ff-4b7c-8f2e-f5a65986f71a	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:58.154036+00	2026-11-26 00:41:58.154037+00
0eca5dd2-32a9-44ce-b99d-f5fadd408040	0be22acb-8f71-4b2f-bb88-a8aec7e767f7	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:58.202708+00	2026-11-26 00:41:58.202709+00
65e26aa8-b69b-42f2-9abf-66b60202e0ef	0be22acb-8f71-4b2f-bb88-a8aec7e767f7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:58.21008+00	2026-11-26 00:41:58.210082+00
91218fc1-0b0e-4eff-a573-bb2d6ec4ceca	0be22acb-8f71-4b2f-bb88-a8aec7e767f7	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:58.244323+00	2026-11-26 00:41:58.244324+00
44982e4f-fc44-42b2-a9af-47529f8632d7	0be22acb-8f71-4b2f-bb88-a8aec7e767f7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:58.251746+00	2026-11-26 00:41:58.251748+00
47e0a5ba-8cfe-4429-a798-2f88298522af	838a46de-bdd7-4714-aa39-328a76b0acf5	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:58.263421+00	2026-11-26 00:41:58.263422+00
227f6795-c7b4-4f81-b6a7-981a38ea082a	838a46de-bdd7-4714-aa39-328a76b0acf5	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:58.307943+00	2026-11-26 00:41:58.307945+00
6b9ee3f2-e264-46a8-9706-74b530d83988	838a46de-bdd7-4714-aa39-328a76b0acf5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:58.315884+00	2026-11-26 00:41:58.315885+00
5f5ca0ea-1840-45a2-844e-0586b773f7d3	0244a366-4fcb-4708-9b6e-04b3063abfd4	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:58.357495+00	2026-11-26 00:41:58.357497+00
7555d513-2630-4f35-8977-4e4e3230fb2a	0244a366-4fcb-4708-9b6e-04b3063abfd4	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:58.40128+00	2026-11-26 00:41:58.401282+00
4f17766e-72bb-4286-92ee-dcea5a295f6a	0244a366-4fcb-4708-9b6e-04b3063abfd4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:58.408998+00	2026-11-26 00:41:58.409+00
d0c90af1-d3e5-4f28-8be3-2d54eb969d90	0244a366-4fcb-4708-9b6e-04b3063abfd4	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:58.416591+00	2026-11-26 00:41:58.416592+00
eb18c70a-ab5e-4f59-9838-5f85ceb4c800	0244a366-4fcb-4708-9b6e-04b3063abfd4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:58.436486+00	2026-11-26 00:41:58.436488+00
e8857f77-902d-457f-b2ec-60ede4747cad	1ae48075-fb72-45c9-9fef-a69b881e6954	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:58.449812+00	2026-11-26 00:41:58.449813+00
f702e8bf-2170-4828-b37e-200120b0f0db	1ae48075-fb72-45c9-9fef-a69b881e6954	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:58.457157+00	2026-11-26 00:41:58.457159+00
5ff1c88d-dbb9-49ca-924e-ce2e41913255	1ae48075-fb72-45c9-9fef-a69b881e6954	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:58.464717+00	2026-11-26 00:41:58.464718+00
f275165d-49ee-4818-953f-f2c8425820cb	1ae48075-fb72-45c9-9fef-a69b881e6954	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:58.505518+00	2026-11-26 00:41:58.50552+00
d5952e80-e943-4b8a-bfd6-c43d344bd256	1ae48075-fb72-45c9-9fef-a69b881e6954	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:58.512828+00	2026-11-26 00:41:58.51283+00
64ee0609-a5cd-4e9c-b267-4d34116a95b4	a4ad1d65-7e2c-49cc-ba53-acd3e12562b4	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:58.527536+00	2026-11-26 00:41:58.527537+00
4c622c45-c990-4f75-a54c-d5fb1f4b6597	a4ad1d65-7e2c-49cc-ba53-acd3e12562b4	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:58.534962+00	2026-11-26 00:41:58.534964+00
fc595d0b-fa28-43eb-9371-990af78f12e4	a4ad1d65-7e2c-49cc-ba53-acd3e12562b4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:58.54801+00	2026-11-26 00:41:58.548011+00
de584154-509b-4aec-b55e-379f6aac0cd6	2356d587-26db-47e9-bbb9-c1881556518b	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:58.559674+00	2026-11-26 00:41:58.559675+00
98295d7d-93d5-494e-a6bf-3af09eb32a58	2356d587-26db-47e9-bbb9-c1881556518b	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:58.590955+00	2026-11-26 00:41:58.590956+00
6d6865ab-f689-48d9-9efd-72a93866329f	2356d587-26db-47e9-bbb9-c1881556518b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:58.626035+00	2026-11-26 00:41:58.626037+00
afd07825-a996-49c2-8556-28ddb7d68722	c762f8dd-9dbf-4827-a7ef-9120b766bf48	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:58.637312+00	2026-11-26 00:41:58.637313+00
226c65bd-4cb1-484b-9d20-2efb04838554	c762f8dd-9dbf-4827-a7ef-9120b766bf48	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:58.64507+00	2026-11-26 00:41:58.645071+00
b7aaa67d-5352-44ce-a4eb-3efac8f8f41e	c762f8dd-9dbf-4827-a7ef-9120b766bf48	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:58.671742+00	2026-11-26 00:41:58.671744+00
931e5c42-95a2-4005-b087-df1cb4d9cc10	c762f8dd-9dbf-4827-a7ef-9120b766bf48	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:58.680117+00	2026-11-26 00:41:58.680119+00
67fe89b1-10b9-4ea5-a356-72a56a3e9f4b	b7751c42-de0b-4eea-94fb-70ac2382f525	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:58.69305+00	2026-11-26 00:41:58.693052+00
da4aaa1c-4c4a-4c39-9c61-49da4687d685	b7751c42-de0b-4eea-94fb-70ac2382f525	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:58.701256+00	2026-11-26 00:41:58.701258+00
26ca963e-0630-4025-bd92-010622e7f0e4	b7751c42-de0b-4eea-94fb-70ac2382f525	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:58.729279+00	2026-11-26 00:41:58.72928+00
2de13fcc-430c-4c84-953c-aa244ff2eef9	b7751c42-de0b-4eea-94fb-70ac2382f525	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:58.736452+00	2026-11-26 00:41:58.736453+00
727afe07-14c2-45a9-9930-a872804428ac	b7751c42-de0b-4eea-94fb-70ac2382f525	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:58.743757+00	2026-11-26 00:41:58.743759+00
d7840c9c-a0e9-4a1c-8ee2-f2c70ef2aab6	5bf828d8-b90a-43da-b5d4-3d1674ef729e	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:58.790337+00	2026-11-26 00:41:58.790338+00
e9763cad-5815-4478-8267-38ae76d97049	5bf828d8-b90a-43da-b5d4-3d1674ef729e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:58.822692+00	2026-11-26 00:41:58.822694+00
325b273a-cc1a-48e8-90b7-97d1855a25cb	5bf828d8-b90a-43da-b5d4-3d1674ef729e	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:58.829716+00	2026-11-26 00:41:58.829717+00
763712bd-2b55-4790-a682-d6c5ee10ba7f	5bf828d8-b90a-43da-b5d4-3d1674ef729e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:58.836785+00	2026-11-26 00:41:58.836787+00
5dc0d495-6bfd-4bd4-ac5a-6e8483f1f3cc	aca69ad3-4862-4298-9e3a-e1b51ecb6d15	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:58.876836+00	2026-11-26 00:41:58.876837+00
dfd63d31-999c-4b7c-ab21-7073242cb12a	aca69ad3-4862-4298-9e3a-e1b51ecb6d15	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:58.909802+00	2026-11-26 00:41:58.909804+00
930c4126-f192-4622-8137-a19c3eeda619	aca69ad3-4862-4298-9e3a-e1b51ecb6d15	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:58.91843+00	2026-11-26 00:41:58.918432+00
c1ac9863-7fea-4a25-b9e3-55b1b405475b	aca69ad3-4862-4298-9e3a-e1b51ecb6d15	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:58.949256+00	2026-11-26 00:41:58.949258+00
a8bea419-d2b7-42c0-85d7-246246c718b8	6a0fb9b3-31cb-4619-bdef-eec7aa1228ae	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:58.962568+00	2026-11-26 00:41:58.96257+00
00251337-dac5-43a2-8862-aaa4c11e28d0	6a0fb9b3-31cb-4619-bdef-eec7aa1228ae	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:58.970284+00	2026-11-26 00:41:58.970285+00
d4ad7705-2dcd-421f-a18f-6acc835619f4	6a0fb9b3-31cb-4619-bdef-eec7aa1228ae	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:58.978382+00	2026-11-26 00:41:58.978383+00
49deb124-891b-4816-ab08-714d13fb8368	6a0fb9b3-31cb-4619-bdef-eec7aa1228ae	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:58.998187+00	2026-11-26 00:41:58.998189+00
22c9de55-374d-4ba7-80e2-72e1c1750b87	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:59.009467+00	2026-11-26 00:41:59.009468+00
6f2cb811-03e1-4b8e-a59d-b4f548861a3d	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:59.017539+00	2026-11-26 00:41:59.01754+00
b99640ec-c2e8-49ef-934c-ac9b2caf377c	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.045776+00	2026-11-26 00:41:59.045778+00
1a55a5c0-879a-4c78-ac52-767d89c4688b	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:59.053843+00	2026-11-26 00:41:59.053845+00
ab6c5cdd-3143-478e-9a11-fb32aaa7a385	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:59.061788+00	2026-11-26 00:41:59.06179+00
e8aefc5b-eb6e-4963-b50b-f83f07bf54c0	208929a9-218a-4be4-96c9-209ee8ed4e2b	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:59.106262+00	2026-11-26 00:41:59.106263+00
bc1c3d53-9482-4676-9082-3df864f4a80d	208929a9-218a-4be4-96c9-209ee8ed4e2b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.116211+00	2026-11-26 00:41:59.116213+00
88f9049a-f9a3-4baf-80af-d779738037fd	208929a9-218a-4be4-96c9-209ee8ed4e2b	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:59.123592+00	2026-11-26 00:41:59.123594+00
e7101843-3e77-496d-828f-10c0c90c362e	208929a9-218a-4be4-96c9-209ee8ed4e2b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:59.155898+00	2026-11-26 00:41:59.155899+00
dbf490d7-1ccd-42d4-8395-b6b544852f30	bd190788-ae44-482a-a692-d7236081c8d2	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:59.169914+00	2026-11-26 00:41:59.169915+00
cb3fcb2c-b8cb-4bba-bc96-e75683cdb544	55e73ddb-c982-47bd-804e-2413e8014346	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:59.180802+00	2026-11-26 00:41:59.180803+00
cb50c718-a79e-478f-adec-595ba9b05485	55e73ddb-c982-47bd-804e-2413e8014346	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:59.187945+00	2026-11-26 00:41:59.187946+00
ddd71ef9-6cf9-4449-8e1e-2fa3e962ce2a	55e73ddb-c982-47bd-804e-2413e8014346	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.195241+00	2026-11-26 00:41:59.195242+00
22f364c9-3e32-44ce-afe3-3b5830b85898	55e73ddb-c982-47bd-804e-2413e8014346	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:59.202409+00	2026-11-26 00:41:59.20241+00
5abb0fb3-ad8d-48ad-9988-e6b0173ba30b	966d134c-5436-43e8-ac1b-89cc49b6c3ed	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:59.225589+00	2026-11-26 00:41:59.225591+00
d79e4b45-7174-439d-ab90-6cae18559843	966d134c-5436-43e8-ac1b-89cc49b6c3ed	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:59.258976+00	2026-11-26 00:41:59.258977+00
d893b717-55a6-4ce2-9f7b-26dd7bcacfdc	966d134c-5436-43e8-ac1b-89cc49b6c3ed	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:59.266606+00	2026-11-26 00:41:59.266608+00
5f2735cc-b1fd-4662-9eba-977038d731a1	966d134c-5436-43e8-ac1b-89cc49b6c3ed	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.273946+00	2026-11-26 00:41:59.273947+00
3112ce23-7894-41b3-9c0f-f7af3f83aa83	5cbcc693-e7b5-40b1-a594-e0a03c068d00	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:59.30638+00	2026-11-26 00:41:59.306381+00
d2355f46-c2ef-4c0c-b5a0-c1d76720c6b0	5cbcc693-e7b5-40b1-a594-e0a03c068d00	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:59.340952+00	2026-11-26 00:41:59.340953+00
84b67acf-31e1-4051-8233-e5aab937b370	43d3d448-1bde-4eba-85fb-69efd37c0bd6	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:59.355435+00	2026-11-26 00:41:59.355436+00
accfea5c-0815-47de-a760-bae93ea4bc00	43d3d448-1bde-4eba-85fb-69efd37c0bd6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.362571+00	2026-11-26 00:41:59.362572+00
fe08dd7e-06fe-40cb-9498-8e3f2fef128e	43d3d448-1bde-4eba-85fb-69efd37c0bd6	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.369709+00	2026-11-26 00:41:59.369711+00
0baf177a-48f3-4752-bb4f-cb8ba89af43b	dbfddde5-282f-49c6-9603-cfcdb5e1d03a	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:59.380566+00	2026-11-26 00:41:59.380567+00
5340f9dc-1fe0-4129-98e1-478123f0f18c	dbfddde5-282f-49c6-9603-cfcdb5e1d03a	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:59.399712+00	2026-11-26 00:41:59.399713+00
8bf052d4-189b-4dd2-a041-1b9fed66468e	3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:59.42328+00	2026-11-26 00:41:59.423281+00
c1ace6cf-52f2-4514-b78f-277f7ffd2df8	3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:59.430601+00	2026-11-26 00:41:59.430603+00
0881d3da-9689-48b9-a9cb-da4aa71c65a8	3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.437787+00	2026-11-26 00:41:59.437789+00
8a301cc1-20a8-47b8-97d0-8a8af2babe65	3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:41:59.470688+00	2026-11-26 00:41:59.47069+00
d5eb86b8-7dc5-44d0-ae5f-e560ae5be970	3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:59.478125+00	2026-11-26 00:41:59.478127+00
21d90336-0bad-4e21-b2c2-b486109273cb	856d669a-693b-4997-94eb-87718c1f58a4	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:59.489785+00	2026-11-26 00:41:59.489787+00
28a6ae41-7335-4874-a136-333f307e7acf	856d669a-693b-4997-94eb-87718c1f58a4	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:59.497117+00	2026-11-26 00:41:59.497119+00
f6d892da-229e-40b3-82f5-0486ef8bd437	856d669a-693b-4997-94eb-87718c1f58a4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:41:59.52364+00	2026-11-26 00:41:59.523642+00
5c9a8086-ac13-453d-8f5c-f4f27388b20b	856d669a-693b-4997-94eb-87718c1f58a4	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.530845+00	2026-11-26 00:41:59.530846+00
fe7d4f2e-6d6c-43c4-9fe3-2006f2b4ede7	856d669a-693b-4997-94eb-87718c1f58a4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:59.538163+00	2026-11-26 00:41:59.538164+00
52b7b0b8-49fa-4184-bdee-ed30754da7c7	1732b95a-f31f-4a60-a6c5-82348a6aeec9	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:59.578896+00	2026-11-26 00:41:59.578898+00
cb51fa1b-5f9e-4ed3-80be-1ffa0d499531	1732b95a-f31f-4a60-a6c5-82348a6aeec9	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:59.586271+00	2026-11-26 00:41:59.586272+00
8479f92d-4641-430c-9235-76f3e3ad0a81	1732b95a-f31f-4a60-a6c5-82348a6aeec9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.617476+00	2026-11-26 00:41:59.617477+00
04beca1c-f4ab-4132-bfe5-b7546c73d656	1732b95a-f31f-4a60-a6c5-82348a6aeec9	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:59.624997+00	2026-11-26 00:41:59.624999+00
3cf16d10-b1f1-47d2-9484-7a2055c878d3	1732b95a-f31f-4a60-a6c5-82348a6aeec9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:41:59.63256+00	2026-11-26 00:41:59.632561+00
58d1d099-0269-4ea0-b70e-387ea9bcea29	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:59.668264+00	2026-11-26 00:41:59.668266+00
2e989d1a-d523-4385-ac0b-a88920e1198c	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:59.688417+00	2026-11-26 00:41:59.688418+00
197e2959-6cfd-42ae-8c1c-9def4d758c14	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.696005+00	2026-11-26 00:41:59.696007+00
1bb7f478-616b-4f3b-867a-189ba97db5cf	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.703512+00	2026-11-26 00:41:59.703515+00
5ef0cc00-2b5d-4fe4-afa4-ff32e73d3d28	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:59.724777+00	2026-11-26 00:41:59.724778+00
3938cdac-66a8-4fb3-a505-fb1cbe0e8cb6	abf7b1c2-249c-4954-b5c0-6be7549a7db1	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:41:59.74002+00	2026-11-26 00:41:59.740022+00
a8dbe941-6996-467f-b52c-79ad83c41d7b	abf7b1c2-249c-4954-b5c0-6be7549a7db1	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:59.747107+00	2026-11-26 00:41:59.747108+00
bba4c72a-1ece-4a66-9911-751eb9891e06	abf7b1c2-249c-4954-b5c0-6be7549a7db1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.754043+00	2026-11-26 00:41:59.754044+00
75a1aae9-7970-4fab-a6f3-805db4836d93	abf7b1c2-249c-4954-b5c0-6be7549a7db1	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.77261+00	2026-11-26 00:41:59.772611+00
6104975e-4a71-4b6a-8c43-badacf27a53f	abf7b1c2-249c-4954-b5c0-6be7549a7db1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:59.779621+00	2026-11-26 00:41:59.779622+00
be2ea905-e6eb-4282-9dd1-0dfda4d2ca93	d02e47a4-831d-4f27-81d1-d4c3c7932bd9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:59.79032+00	2026-11-26 00:41:59.790321+00
9477deb2-8cff-438b-84d8-636eace85650	4bebe6ce-a89f-4c4f-8e46-4a74bbd4389d	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:59.801147+00	2026-11-26 00:41:59.801149+00
4a241458-a084-4d6c-8770-2aa5cefa457d	4bebe6ce-a89f-4c4f-8e46-4a74bbd4389d	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:41:59.82778+00	2026-11-26 00:41:59.827782+00
d93eb521-278a-4f93-adcc-c3a233abbec9	8c043f28-6d5f-4d64-8346-af1baa3303ef	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:59.840615+00	2026-11-26 00:41:59.840616+00
41896e73-8f2d-4217-9092-3560a17324c8	8c043f28-6d5f-4d64-8346-af1baa3303ef	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:41:59.874086+00	2026-11-26 00:41:59.874087+00
55ebe0ab-4842-491b-8f2d-7e41d2a39861	8c043f28-6d5f-4d64-8346-af1baa3303ef	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:41:59.881434+00	2026-11-26 00:41:59.881435+00
3d46c6a3-8c0d-4c0a-a4da-1e0c06db63ac	8c043f28-6d5f-4d64-8346-af1baa3303ef	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:59.888473+00	2026-11-26 00:41:59.888474+00
0837f8c7-4567-4654-9bba-45a9250b5358	c18cc482-048d-49f8-a59e-d2f8a8652c03	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:41:59.908167+00	2026-11-26 00:41:59.908169+00
78e4623f-6c08-41af-9cef-8b34fdb58c0c	c18cc482-048d-49f8-a59e-d2f8a8652c03	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:41:59.915377+00	2026-11-26 00:41:59.915378+00
4e1856ed-b6e3-4413-a48a-a195ee5853dc	c18cc482-048d-49f8-a59e-d2f8a8652c03	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:41:59.922491+00	2026-11-26 00:41:59.922492+00
760c444c-3d99-42fe-a149-3c7b2348b890	c18cc482-048d-49f8-a59e-d2f8a8652c03	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:41:59.929624+00	2026-11-26 00:41:59.929625+00
ab735ecd-3397-4f13-9dd7-db054f5c85e0	9ded1448-061c-4697-a5fa-788cf90ff5d8	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:59.940583+00	2026-11-26 00:41:59.940584+00
ecf344b1-7928-436c-9491-4596a3827c79	9ded1448-061c-4697-a5fa-788cf90ff5d8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:41:59.947567+00	2026-11-26 00:41:59.947568+00
a6f00480-a01d-4d03-819a-1dcb699005e7	9ded1448-061c-4697-a5fa-788cf90ff5d8	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:41:59.954733+00	2026-11-26 00:41:59.954734+00
73323d0e-ca3c-44c3-ad9c-fcdb39ac004d	9ded1448-061c-4697-a5fa-788cf90ff5d8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:41:59.961736+00	2026-11-26 00:41:59.961737+00
f7b9438f-fe40-4de2-8aff-15734498a5fc	7270cd84-e163-4fab-9174-96012a8f68de	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:41:59.991612+00	2026-11-26 00:41:59.991613+00
ac8d6508-c413-4fed-ae12-6a81e55becfd	7270cd84-e163-4fab-9174-96012a8f68de	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.024783+00	2026-11-26 00:42:00.024785+00
c40e15ae-7391-4794-a417-6d83e92a8166	7270cd84-e163-4fab-9174-96012a8f68de	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:00.032024+00	2026-11-26 00:42:00.032025+00
99cb9c35-5c08-47e6-94bb-1a908276266c	26a9ef90-d0c9-4342-9b0b-a0769b50853b	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:00.069377+00	2026-11-26 00:42:00.069379+00
f6eb4b1c-4f8e-4280-9cc0-fe0ba87af0ae	26a9ef90-d0c9-4342-9b0b-a0769b50853b	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.076745+00	2026-11-26 00:42:00.076746+00
4c072b13-ea3e-4b20-82dd-4095029a32ce	26a9ef90-d0c9-4342-9b0b-a0769b50853b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:00.084295+00	2026-11-26 00:42:00.084296+00
68ae9e43-4ba0-42e7-a799-367d3f04cca6	26a9ef90-d0c9-4342-9b0b-a0769b50853b	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.112782+00	2026-11-26 00:42:00.112783+00
e7210445-09e0-482e-81ac-66e17b360943	26a9ef90-d0c9-4342-9b0b-a0769b50853b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:00.120158+00	2026-11-26 00:42:00.12016+00
2cd90d6f-b506-4e0f-b310-d10a97cf8bc8	6d5e3aad-28f4-4f4a-8e13-9acf1a7d4b37	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:00.13273+00	2026-11-26 00:42:00.132732+00
a7046b7f-f614-45a6-a0b9-8f28488cee1a	6d5e3aad-28f4-4f4a-8e13-9acf1a7d4b37	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:00.139895+00	2026-11-26 00:42:00.139896+00
ed0e07d4-8305-4e97-abb7-4c4300b4a962	6d5e3aad-28f4-4f4a-8e13-9acf1a7d4b37	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.166823+00	2026-11-26 00:42:00.166825+00
8eeab022-1d46-42cb-9edd-32ad32d479f2	9fef767d-472b-4fdb-869a-492e5c606037	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.181644+00	2026-11-26 00:42:00.181645+00
b2fdd648-a1be-450d-b947-fe4bc7ba8b52	9fef767d-472b-4fdb-869a-492e5c606037	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.208838+00	2026-11-26 00:42:00.208839+00
40d5d712-f2db-47b4-bde2-d74fb52bc70a	9fef767d-472b-4fdb-869a-492e5c606037	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.216279+00	2026-11-26 00:42:00.21628+00
c7b27579-c65b-433e-ac9f-206203b66dd1	87c729fb-d47e-43fb-8c7e-7803eccf4220	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:00.26081+00	2026-11-26 00:42:00.260812+00
d4fd0a6b-7a3f-411d-9fe2-d829619b69dd	87c729fb-d47e-43fb-8c7e-7803eccf4220	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.301697+00	2026-11-26 00:42:00.301699+00
b355b9bb-cba2-4c1e-9306-9a849214537b	87c729fb-d47e-43fb-8c7e-7803eccf4220	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:00.309103+00	2026-11-26 00:42:00.309105+00
df0a6c93-aee0-46d7-867e-66e53ed08364	87c729fb-d47e-43fb-8c7e-7803eccf4220	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:00.316502+00	2026-11-26 00:42:00.316504+00
2af66648-d606-47ba-97df-b69a09e767f8	87c729fb-d47e-43fb-8c7e-7803eccf4220	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.353366+00	2026-11-26 00:42:00.353368+00
4aad26e5-6f53-40d6-9855-b3ed08ae18ff	3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:00.365068+00	2026-11-26 00:42:00.365069+00
21767c51-fa82-4ed4-b01e-f73ab62eea91	3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:00.3719+00	2026-11-26 00:42:00.371901+00
fda095e3-20d5-4518-a1e5-cba2e6c3c82b	3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:00.378755+00	2026-11-26 00:42:00.378756+00
dced704d-af46-4c7a-bf41-07349d912224	3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:00.397221+00	2026-11-26 00:42:00.397222+00
78cd3fe4-8672-447a-9b44-537f290da1f3	3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:00.404171+00	2026-11-26 00:42:00.404172+00
5b9fb426-43cc-4ab1-8d69-01118caf08be	3cd112b2-ecef-4261-a5c5-c06bf1e982b1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:00.416289+00	2026-11-26 00:42:00.41629+00
8d9dec8f-8981-4f42-96d7-2169179a3951	3cd112b2-ecef-4261-a5c5-c06bf1e982b1	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.423516+00	2026-11-26 00:42:00.423518+00
5269805f-2782-4b0c-b3c1-071ff93726cf	3cd112b2-ecef-4261-a5c5-c06bf1e982b1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:00.430562+00	2026-11-26 00:42:00.430563+00
2eb7ff4a-edf9-4dd3-842c-d278423aa888	c8a66cf8-2126-4eea-b98c-80825243e968	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:00.480063+00	2026-11-26 00:42:00.480065+00
776bb651-e078-4b66-b2c1-3a7b892d3aad	c8a66cf8-2126-4eea-b98c-80825243e968	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:00.514132+00	2026-11-26 00:42:00.514133+00
fb42412a-e56e-41a6-9e22-649fe7d72451	c8a66cf8-2126-4eea-b98c-80825243e968	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:00.521316+00	2026-11-26 00:42:00.521317+00
23f2b117-7797-4ad3-875b-4bd59dd5e438	c8a66cf8-2126-4eea-b98c-80825243e968	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:00.528643+00	2026-11-26 00:42:00.528645+00
112b24c6-fe95-4a8a-ae7d-76ec01ef67a8	c8a66cf8-2126-4eea-b98c-80825243e968	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.569567+00	2026-11-26 00:42:00.569569+00
6fb4e6ab-8c83-4ce8-b236-c961a4132a01	a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:00.580599+00	2026-11-26 00:42:00.5806+00
f5055ffa-a4a1-4cc7-bdce-1f13c6add518	a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.587821+00	2026-11-26 00:42:00.587823+00
be258210-82d0-40a7-bb0a-12a13658d28c	a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:00.594994+00	2026-11-26 00:42:00.594995+00
129b80cc-fc4c-4366-9c11-ecd91819198d	a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.617613+00	2026-11-26 00:42:00.617614+00
aa203d61-0bb3-48b6-92be-c88ae6e8b7d0	a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:00.626072+00	2026-11-26 00:42:00.626073+00
2347ba82-6b5b-4eb2-9b99-cc5c38098072	d5587604-b5dc-48b3-8516-80fdfde7bedb	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:00.637026+00	2026-11-26 00:42:00.637027+00
254057e1-0e3e-4220-8377-5a3d25960b4a	d5587604-b5dc-48b3-8516-80fdfde7bedb	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.644085+00	2026-11-26 00:42:00.644087+00
44616bdf-fdc0-4f6e-a935-a2c84894802e	d5587604-b5dc-48b3-8516-80fdfde7bedb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:00.656209+00	2026-11-26 00:42:00.656211+00
4970621b-2eba-4701-a186-b80ae8367df4	d5587604-b5dc-48b3-8516-80fdfde7bedb	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.663806+00	2026-11-26 00:42:00.663807+00
e2c51e66-26f3-4792-ad74-333e65aebe2d	c6422623-2dc7-4a8d-a677-411f205d1b09	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:00.675773+00	2026-11-26 00:42:00.675775+00
7e522f2e-e94a-47ea-8a32-0e16d630b8a5	c6422623-2dc7-4a8d-a677-411f205d1b09	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:00.701279+00	2026-11-26 00:42:00.70128+00
f4e43f9e-4e8c-4ed2-9b7f-122ca44f83e2	c6422623-2dc7-4a8d-a677-411f205d1b09	607561c2-394a-4d18-90ae-fe7c774a5822	2	2026-11-26 00:42:00.708205+00	2026-11-26 00:42:00.708206+00
5f573fc1-4d86-4116-a6bf-523556fec499	c6422623-2dc7-4a8d-a677-411f205d1b09	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:00.733909+00	2026-11-26 00:42:00.73391+00
74dcd752-e8f5-4801-8e00-1c4b54386cd5	3d70e6a9-5f6b-4489-b201-46c897018de4	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.746475+00	2026-11-26 00:42:00.746476+00
a098525e-1850-4d7d-b3c6-5b50ec18ecf7	3d70e6a9-5f6b-4489-b201-46c897018de4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:00.753725+00	2026-11-26 00:42:00.753726+00
2632e50d-e88d-433e-acfb-e65ef0de3e10	3d70e6a9-5f6b-4489-b201-46c897018de4	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.760837+00	2026-11-26 00:42:00.760838+00
aa576cb8-6f2d-41fd-a4a4-149a1a9335b7	3d70e6a9-5f6b-4489-b201-46c897018de4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.786995+00	2026-11-26 00:42:00.786996+00
b38256f7-b222-4688-b182-79677c8d40a5	321cfc30-35a3-4d01-93c2-245a0e11cc84	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:00.801122+00	2026-11-26 00:42:00.801123+00
b5ee58a4-ba31-411e-9f8f-bdc80071fc31	321cfc30-35a3-4d01-93c2-245a0e11cc84	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.808101+00	2026-11-26 00:42:00.808102+00
21ee2405-dd39-4410-8ca1-eedf4b26ac52	321cfc30-35a3-4d01-93c2-245a0e11cc84	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:00.815283+00	2026-11-26 00:42:00.815284+00
613d9944-87c4-4c09-854a-e1bbcd9a6c72	321cfc30-35a3-4d01-93c2-245a0e11cc84	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:00.834072+00	2026-11-26 00:42:00.834073+00
b4c08333-9f20-460f-a60d-86a41b42c124	321cfc30-35a3-4d01-93c2-245a0e11cc84	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.841186+00	2026-11-26 00:42:00.841188+00
ebdbf3ef-ca9d-460d-9010-f02ecd9eabe3	572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:00.851953+00	2026-11-26 00:42:00.851955+00
59458fbe-191e-4727-b1fb-20e01721dc90	572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:00.859066+00	2026-11-26 00:42:00.859068+00
e3cf30ec-3abc-476e-b29c-0c6bc5e9c564	572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:00.885311+00	2026-11-26 00:42:00.885312+00
d43c8cf3-de14-4ef7-b6ac-b4c38abb32c5	572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:00.892463+00	2026-11-26 00:42:00.892464+00
88369b5a-f135-4dac-ae83-2beb9e56d67a	4acceb7d-8a1b-4d83-8a92-ae968f747b8c	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:00.922786+00	2026-11-26 00:42:00.922787+00
8e39a307-9af7-4db4-a61a-ad029668e269	4acceb7d-8a1b-4d83-8a92-ae968f747b8c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:00.930131+00	2026-11-26 00:42:00.930132+00
04dd002d-62ff-4b4d-9161-ffb7fa56af7f	4acceb7d-8a1b-4d83-8a92-ae968f747b8c	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:00.937452+00	2026-11-26 00:42:00.937453+00
595451fd-c1c8-47cd-b988-eece2c03f9f9	4acceb7d-8a1b-4d83-8a92-ae968f747b8c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:00.956911+00	2026-11-26 00:42:00.956912+00
089f674f-d7e6-4295-a7a2-86ed2339cd87	6c3c1781-47d3-4223-ba75-a73b7170822b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:00.969768+00	2026-11-26 00:42:00.969769+00
0115e8af-a128-452b-8c8f-13b1fe0f42e0	6c3c1781-47d3-4223-ba75-a73b7170822b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:00.995735+00	2026-11-26 00:42:00.995737+00
157ae340-6a1f-4367-bf7b-40b81a906af1	2ffedeaa-9265-4266-aba6-4b4352473eb2	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.009676+00	2026-11-26 00:42:01.009677+00
608bab9b-f3c4-4d6d-855b-4170486be44f	2ffedeaa-9265-4266-aba6-4b4352473eb2	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.016696+00	2026-11-26 00:42:01.016697+00
bd9a5bb6-66c3-484b-bc74-245a99cc7d33	2ffedeaa-9265-4266-aba6-4b4352473eb2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:01.04989+00	2026-11-26 00:42:01.049891+00
a77eff8f-1e56-464f-a03a-72dc37bb8d56	2ffedeaa-9265-4266-aba6-4b4352473eb2	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:01.05706+00	2026-11-26 00:42:01.057062+00
9c0f3497-7aa3-4775-8464-07324663f8ab	2ffedeaa-9265-4266-aba6-4b4352473eb2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:01.064258+00	2026-11-26 00:42:01.064259+00
5d73e4a9-0237-4063-a9fb-0ebb1cd6fb63	7556a249-3124-45b6-9c5b-090805c75cbf	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.095631+00	2026-11-26 00:42:01.095632+00
3a1b7802-c63a-4098-bafb-8300a2ccd39a	7556a249-3124-45b6-9c5b-090805c75cbf	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:01.122173+00	2026-11-26 00:42:01.122175+00
b3f5cdd8-8a50-497e-9f00-3825d5bb4fa2	7556a249-3124-45b6-9c5b-090805c75cbf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:01.129411+00	2026-11-26 00:42:01.129412+00
dfa79524-951d-4d3f-8d3f-e0c87819e1ac	7556a249-3124-45b6-9c5b-090805c75cbf	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:01.137883+00	2026-11-26 00:42:01.137885+00
d98d9bf0-f3f9-4fb8-9cc0-918722009a5c	7556a249-3124-45b6-9c5b-090805c75cbf	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.171065+00	2026-11-26 00:42:01.171066+00
808bc969-9346-45dd-bc54-87a03e4e4df9	a40c5e78-2ea4-4c5f-956f-a4e2a0089e37	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.182528+00	2026-11-26 00:42:01.182529+00
008ad7b6-7a5d-4e4c-8565-f7971206dbf6	a40c5e78-2ea4-4c5f-956f-a4e2a0089e37	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.189848+00	2026-11-26 00:42:01.189849+00
d0bcdcee-c93c-41db-999b-0ef4d99e1e6d	a40c5e78-2ea4-4c5f-956f-a4e2a0089e37	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:01.197079+00	2026-11-26 00:42:01.19708+00
a2ac27aa-e348-4ffe-9491-382cd2914518	a40c5e78-2ea4-4c5f-956f-a4e2a0089e37	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.216355+00	2026-11-26 00:42:01.216357+00
cabb4ca1-b563-4de7-983e-cf3989f3a93d	039b2972-1a2f-49a7-9347-eecbd380b1e7	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:01.229095+00	2026-11-26 00:42:01.229096+00
66893ddd-12b0-4d44-ac54-e09b74434617	039b2972-1a2f-49a7-9347-eecbd380b1e7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:01.236425+00	2026-11-26 00:42:01.236426+00
e90fd2f2-3c82-4e13-832a-a43d3bb202c8	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:01.277394+00	2026-11-26 00:42:01.277395+00
6f9577d9-d975-4e44-82a8-c9b9701cfd31	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:01.302231+00	2026-11-26 00:42:01.302232+00
d405c9e7-9e0e-4857-a29d-7bb3046c47f9	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:01.309663+00	2026-11-26 00:42:01.309665+00
c89334d2-d44c-460f-89d8-7eab23789731	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:01.316944+00	2026-11-26 00:42:01.316945+00
25164e3c-81b0-492f-85d0-3ee839aae433	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.343052+00	2026-11-26 00:42:01.343054+00
067d98e2-72aa-46d2-9093-8dc6a7327141	eb1d6895-87ee-4f97-8060-c4468ecae381	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.354024+00	2026-11-26 00:42:01.354025+00
6f278dba-0774-48b3-bc4b-c56064407d98	eb1d6895-87ee-4f97-8060-c4468ecae381	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.361097+00	2026-11-26 00:42:01.361098+00
a525bb08-3972-4cc2-9d30-cfa22132792d	eb1d6895-87ee-4f97-8060-c4468ecae381	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:01.368217+00	2026-11-26 00:42:01.368218+00
2ec31a44-71e5-4ccd-9055-cb6feb83dd61	eb1d6895-87ee-4f97-8060-c4468ecae381	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:01.396367+00	2026-11-26 00:42:01.396369+00
bea3bc22-8bae-4372-b675-395d1e47eaed	eb1d6895-87ee-4f97-8060-c4468ecae381	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.404181+00	2026-11-26 00:42:01.404182+00
9113a8d9-f9e6-441b-ae28-5fd03811fd18	446ada6d-68e5-4c35-ac4b-8b03690d1276	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:01.416108+00	2026-11-26 00:42:01.416109+00
716f3dac-2d61-4d49-a06f-e388e4019953	446ada6d-68e5-4c35-ac4b-8b03690d1276	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:01.435348+00	2026-11-26 00:42:01.435349+00
e4615de7-13a8-4e5e-8130-81de7edf0704	446ada6d-68e5-4c35-ac4b-8b03690d1276	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:01.442644+00	2026-11-26 00:42:01.442645+00
f15e2bda-fe72-4983-bd67-3194f00cda10	446ada6d-68e5-4c35-ac4b-8b03690d1276	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.449735+00	2026-11-26 00:42:01.449737+00
43e4518b-1518-439f-9ca1-7d6fddc34f04	0253cb37-a60a-4288-8566-93107b799b0a	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:01.473293+00	2026-11-26 00:42:01.473295+00
996ea5d2-4b3e-4461-985b-e05a373ff278	0253cb37-a60a-4288-8566-93107b799b0a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:01.480657+00	2026-11-26 00:42:01.480659+00
c7ddda52-cb05-40af-9a9a-0ba138426c34	0253cb37-a60a-4288-8566-93107b799b0a	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:01.488075+00	2026-11-26 00:42:01.488077+00
9e16f7c1-b62c-4115-b1f3-782aced2606f	0253cb37-a60a-4288-8566-93107b799b0a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:01.500856+00	2026-11-26 00:42:01.500858+00
e6fe80a2-9ec0-427e-97ab-38532b2158e6	4d61d322-8dbd-47e2-9d52-546b2d57fa7b	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:01.514773+00	2026-11-26 00:42:01.514774+00
88ff706c-fd72-47be-a26b-41104617102d	4d61d322-8dbd-47e2-9d52-546b2d57fa7b	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.549318+00	2026-11-26 00:42:01.549319+00
bdd15883-2d9f-415b-9690-558ea9fa41a3	4d61d322-8dbd-47e2-9d52-546b2d57fa7b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.556547+00	2026-11-26 00:42:01.556548+00
1583d1a3-d41b-4f9b-ad25-766c29001c23	2f2e5258-78fd-4fed-937d-5ab41890a4c8	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.571138+00	2026-11-26 00:42:01.571139+00
d63b86cd-fd68-4771-9251-19c0559a5a6e	2f2e5258-78fd-4fed-937d-5ab41890a4c8	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.57839+00	2026-11-26 00:42:01.578392+00
ef50796f-c010-4802-add2-80284bd3b23a	2f2e5258-78fd-4fed-937d-5ab41890a4c8	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:01.585535+00	2026-11-26 00:42:01.585536+00
a3b338a3-8ed5-4921-97d7-7ab12544ca91	2f2e5258-78fd-4fed-937d-5ab41890a4c8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.592971+00	2026-11-26 00:42:01.592973+00
f5d33481-c7c3-4a41-9f25-6b773fb8664a	bb33cb42-08fb-4545-b531-e8ba8f7538ec	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:01.604304+00	2026-11-26 00:42:01.604305+00
dc7098d8-a59f-4d81-ade4-a056120f5fce	bb33cb42-08fb-4545-b531-e8ba8f7538ec	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:01.611267+00	2026-11-26 00:42:01.611269+00
948b0f7e-40a4-4775-b511-d6eab7668eff	bb33cb42-08fb-4545-b531-e8ba8f7538ec	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:01.618272+00	2026-11-26 00:42:01.618273+00
b5d0c5f4-4a50-4a07-b94a-19400e447ac8	bb33cb42-08fb-4545-b531-e8ba8f7538ec	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:01.625116+00	2026-11-26 00:42:01.625117+00
515e9aac-487d-4644-88a9-b5e8eccd0566	10b74462-f385-4fa4-8118-b29487058082	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.659283+00	2026-11-26 00:42:01.659284+00
0dfc7f60-623e-4021-9990-2f691ddbb6bb	10b74462-f385-4fa4-8118-b29487058082	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:01.678527+00	2026-11-26 00:42:01.678529+00
be8358a0-37e4-43ff-bebb-fffb341ef2f3	585e75d5-0b56-41b5-a8f3-666ac1f6137b	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:01.689813+00	2026-11-26 00:42:01.689814+00
99737bfe-3d39-4f28-94af-13b5f638dfe2	585e75d5-0b56-41b5-a8f3-666ac1f6137b	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:01.697154+00	2026-11-26 00:42:01.697156+00
085b304e-f10f-4828-8877-98a36048df20	585e75d5-0b56-41b5-a8f3-666ac1f6137b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:01.704367+00	2026-11-26 00:42:01.704368+00
5d59b679-634f-45d1-9c0e-da5550494712	e87ec96e-b232-445c-92f9-9acea2969c44	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.717814+00	2026-11-26 00:42:01.717815+00
053a490c-7817-45fc-8cd4-e92f0e9a393f	e87ec96e-b232-445c-92f9-9acea2969c44	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.725106+00	2026-11-26 00:42:01.725108+00
0bff3dad-c3f3-4497-9fa3-305b54975609	e87ec96e-b232-445c-92f9-9acea2969c44	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:01.732477+00	2026-11-26 00:42:01.732478+00
ede12bb6-1193-4bdd-b85f-9db22d6745d0	e87ec96e-b232-445c-92f9-9acea2969c44	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:01.752302+00	2026-11-26 00:42:01.752304+00
57fcda45-963f-41a0-8b69-9e009725ddb4	e87ec96e-b232-445c-92f9-9acea2969c44	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.75972+00	2026-11-26 00:42:01.759721+00
2055e125-f1d0-4169-bb3f-df1aa25f9c84	7dbef222-bf4a-4dc3-aa21-64303eaeb7fd	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.773723+00	2026-11-26 00:42:01.773726+00
2517e3e6-6bc4-4648-a51d-f7ca7d87ce60	7dbef222-bf4a-4dc3-aa21-64303eaeb7fd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.800169+00	2026-11-26 00:42:01.80017+00
ae3f8cba-947b-4ccf-be39-9faff9a76761	549200b6-cdb6-4010-9ebb-b767f7360fd4	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.823467+00	2026-11-26 00:42:01.823468+00
9773526f-ffab-4177-96cd-96e668916ca9	549200b6-cdb6-4010-9ebb-b767f7360fd4	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.84991+00	2026-11-26 00:42:01.849912+00
9bb2c876-1d89-4d87-8a90-8d9168d3f326	549200b6-cdb6-4010-9ebb-b767f7360fd4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:01.85721+00	2026-11-26 00:42:01.857211+00
e2850f8b-4c05-4043-8f0d-e90297e30cb6	549200b6-cdb6-4010-9ebb-b767f7360fd4	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:01.864196+00	2026-11-26 00:42:01.864197+00
94de5eaa-4108-4d0b-80c0-fe0e0a092552	549200b6-cdb6-4010-9ebb-b767f7360fd4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:01.890314+00	2026-11-26 00:42:01.890315+00
b9bd575c-29c4-4dbe-8eb5-d907c69c4ca1	7b29806d-42a5-45e0-afef-34fe55724035	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:01.904328+00	2026-11-26 00:42:01.90433+00
2c19b06a-a3af-4402-b7bf-0d0cb21ae24e	7b29806d-42a5-45e0-afef-34fe55724035	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:01.913708+00	2026-11-26 00:42:01.913711+00
e5e2d17b-d4cc-4bbb-ac10-56d43adb2b7b	7b29806d-42a5-45e0-afef-34fe55724035	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:01.941733+00	2026-11-26 00:42:01.941735+00
c1b4cc68-b33d-4a1a-b208-15435e4228f1	7b29806d-42a5-45e0-afef-34fe55724035	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:01.949487+00	2026-11-26 00:42:01.949489+00
79053cf8-a814-4b57-b02d-7d6d33744e34	10672e52-aa1e-41ce-ace2-e9b41b7d5bd5	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:01.961978+00	2026-11-26 00:42:01.96198+00
c5e11a5c-e872-466b-9ac0-1f6d755aa04c	10672e52-aa1e-41ce-ace2-e9b41b7d5bd5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:01.96995+00	2026-11-26 00:42:01.969952+00
1aefd20c-447e-4474-8dfe-d1d89fc3bbd0	95a485d0-49cb-46c1-939e-96470fb6eedc	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:01.998086+00	2026-11-26 00:42:01.998088+00
ffce86a8-91c4-4618-9533-ffb28988f13b	95a485d0-49cb-46c1-939e-96470fb6eedc	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.00657+00	2026-11-26 00:42:02.006572+00
eeb0e6cd-f3c9-45a6-ad08-b66f94989e81	95a485d0-49cb-46c1-939e-96470fb6eedc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:02.035419+00	2026-11-26 00:42:02.03542+00
7f3104bd-eac7-4823-90cd-9d8cacc5cd6e	a5d16971-98c1-49cb-84f1-411a202e8c82	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:02.072446+00	2026-11-26 00:42:02.072448+00
58a8b791-7e27-46ae-876c-795ed96d65ce	a5d16971-98c1-49cb-84f1-411a202e8c82	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:02.110696+00	2026-11-26 00:42:02.110698+00
7457d1a9-2cf3-4bd9-a8a2-66ecf9d59765	64ffd4f5-bfa0-453e-ae0d-3e3ee022743e	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:02.123557+00	2026-11-26 00:42:02.12356+00
5bb41533-d8bd-4887-863e-2b1f4a33ec36	64ffd4f5-bfa0-453e-ae0d-3e3ee022743e	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.131768+00	2026-11-26 00:42:02.13177+00
618aaa82-8020-4519-8025-58eb9e009c91	2a7bf225-45c2-443e-8c91-404583e667c2	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:02.144183+00	2026-11-26 00:42:02.144186+00
8f1aae3e-535d-48a2-bcc9-4d0c63c9ecaa	2a7bf225-45c2-443e-8c91-404583e667c2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:02.152108+00	2026-11-26 00:42:02.15211+00
bf4904ba-776c-46d2-9058-936c1c8cab68	2a7bf225-45c2-443e-8c91-404583e667c2	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:02.160632+00	2026-11-26 00:42:02.160633+00
c0dc4972-4f70-471f-a44b-42993e50bf6c	2a7bf225-45c2-443e-8c91-404583e667c2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:02.168504+00	2026-11-26 00:42:02.168506+00
663d6fa6-529c-416f-a180-c139b9aa5371	b999d721-c6a0-4368-85e2-d1f40e5f0937	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:02.204956+00	2026-11-26 00:42:02.204958+00
e3056c6e-57ab-43f9-8941-96e25eeeef91	b999d721-c6a0-4368-85e2-d1f40e5f0937	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.246259+00	2026-11-26 00:42:02.246262+00
e0fb03e9-80b7-46cf-9f3c-d9ed6b581f15	b999d721-c6a0-4368-85e2-d1f40e5f0937	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:02.254405+00	2026-11-26 00:42:02.254408+00
344aa94b-e920-4101-ac75-b8422f2152ae	b999d721-c6a0-4368-85e2-d1f40e5f0937	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:02.262825+00	2026-11-26 00:42:02.262827+00
ee8e0119-6f92-4d04-86f0-cc61b9c41bf1	4dd3a251-d9a8-47ce-bad9-74e28de05dff	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:02.279239+00	2026-11-26 00:42:02.279242+00
a2a7ad5c-7c66-4fdb-b4d1-fdefe7dc443d	4dd3a251-d9a8-47ce-bad9-74e28de05dff	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:02.287596+00	2026-11-26 00:42:02.287598+00
affa911b-0a77-40aa-bd03-1f9da609db7c	4dd3a251-d9a8-47ce-bad9-74e28de05dff	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:02.334737+00	2026-11-26 00:42:02.33474+00
ad6fcc77-455e-48dd-94df-5f721564ceaf	4dd3a251-d9a8-47ce-bad9-74e28de05dff	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:02.34308+00	2026-11-26 00:42:02.343082+00
ee8381f2-6bd4-4913-8817-d61f1e438c0f	204d6fc1-b888-482d-875d-b0900fe60263	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.355911+00	2026-11-26 00:42:02.355913+00
517a44f8-6680-43a6-95fd-4b91dd41367d	204d6fc1-b888-482d-875d-b0900fe60263	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:02.386414+00	2026-11-26 00:42:02.386417+00
dcfd95f9-5946-43d6-9382-0fb998c77676	204d6fc1-b888-482d-875d-b0900fe60263	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:02.394686+00	2026-11-26 00:42:02.394687+00
fd05391c-95a7-4e67-ad8f-c70fa0fcb2a4	204d6fc1-b888-482d-875d-b0900fe60263	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:02.402764+00	2026-11-26 00:42:02.402767+00
f40f245b-2efd-405b-846c-391cb0ea87b1	5d96ee76-901d-449f-837d-3c304c078ab3	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:02.444947+00	2026-11-26 00:42:02.444949+00
52f6df87-3d55-4bc6-9606-aa931e8027c1	5d96ee76-901d-449f-837d-3c304c078ab3	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:02.466647+00	2026-11-26 00:42:02.466649+00
193f5cab-dda5-4119-8973-3e13b62a0572	5d96ee76-901d-449f-837d-3c304c078ab3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:02.474761+00	2026-11-26 00:42:02.474764+00
0e2d90ab-6bd8-4923-a60d-fc47ec91509a	5d96ee76-901d-449f-837d-3c304c078ab3	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:02.482952+00	2026-11-26 00:42:02.482954+00
078badc2-2f86-4d37-81cc-913383202d64	5d96ee76-901d-449f-837d-3c304c078ab3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:02.507094+00	2026-11-26 00:42:02.507096+00
dfd11064-8990-40e0-bc63-3935cd34acb5	e1aa155d-bfd8-40b9-a531-c0433c8ff9b6	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:02.530964+00	2026-11-26 00:42:02.530966+00
984d656a-7be9-490d-87cf-8cdd1d40b536	e1aa155d-bfd8-40b9-a531-c0433c8ff9b6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:02.539438+00	2026-11-26 00:42:02.539439+00
41a5848c-fc3c-48a9-8fe4-6d173d6281e9	e1aa155d-bfd8-40b9-a531-c0433c8ff9b6	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:02.576934+00	2026-11-26 00:42:02.576938+00
79bdd5e8-5662-4566-b05c-6e9e5e23a1d3	e1aa155d-bfd8-40b9-a531-c0433c8ff9b6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:02.586751+00	2026-11-26 00:42:02.586753+00
104050a0-f3e4-40c0-acc9-638ecdb1f544	04735dfd-0df8-4d94-911f-e32e7d8c02c6	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:02.604469+00	2026-11-26 00:42:02.604473+00
b4c88ee2-e099-4b96-a592-e5d7967512b5	04735dfd-0df8-4d94-911f-e32e7d8c02c6	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.612646+00	2026-11-26 00:42:02.612648+00
a0e390a8-1546-49c1-ad2b-74a06b9fe0b8	04735dfd-0df8-4d94-911f-e32e7d8c02c6	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:02.642158+00	2026-11-26 00:42:02.64216+00
9b6a75bb-3f5a-4c8a-9743-c36de30bab42	04735dfd-0df8-4d94-911f-e32e7d8c02c6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:02.650312+00	2026-11-26 00:42:02.650315+00
d1a50823-50b5-4972-af97-5f488e216381	d56ac97e-f44e-4693-8a3d-556e1434a423	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:02.692236+00	2026-11-26 00:42:02.692238+00
f8ebb0dd-56e8-4f4b-9b1a-d16280d7c200	d56ac97e-f44e-4693-8a3d-556e1434a423	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.718251+00	2026-11-26 00:42:02.718254+00
59b0a26a-5210-4802-8bcb-ff2faf766914	d56ac97e-f44e-4693-8a3d-556e1434a423	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:02.726778+00	2026-11-26 00:42:02.726781+00
dbe035f8-c89b-4afb-b56f-92dfbb8872a3	ba939d97-ad44-4936-b465-c03811281457	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:02.740984+00	2026-11-26 00:42:02.740986+00
a918f211-1d1e-4eab-8d96-084b758ae6d6	ba939d97-ad44-4936-b465-c03811281457	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:02.749722+00	2026-11-26 00:42:02.749724+00
e017b2ab-522e-40f5-a419-3ac9c124ee87	ba939d97-ad44-4936-b465-c03811281457	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:02.75808+00	2026-11-26 00:42:02.758082+00
8e1cb067-fb17-46d3-857e-b64088cde178	ba939d97-ad44-4936-b465-c03811281457	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:02.787549+00	2026-11-26 00:42:02.78755+00
5daa3491-cb7d-4636-967c-3346dbcb1aff	818a138a-82fc-4119-866c-9acf25b665d0	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:02.80232+00	2026-11-26 00:42:02.802321+00
87535102-c804-42ac-bd5f-a984932ef7bc	818a138a-82fc-4119-866c-9acf25b665d0	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:02.810425+00	2026-11-26 00:42:02.810426+00
dc853564-5c08-4dd9-af5d-b15db55044c8	818a138a-82fc-4119-866c-9acf25b665d0	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:02.841207+00	2026-11-26 00:42:02.841209+00
21ca4fb0-3cfe-4ce5-bafa-0e0aef4993d0	818a138a-82fc-4119-866c-9acf25b665d0	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:02.850322+00	2026-11-26 00:42:02.850324+00
3687f7c6-7319-42f2-ab87-c1f84cb3fc73	51242c15-516d-4615-b05d-dd283238cb1a	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:02.865551+00	2026-11-26 00:42:02.865553+00
a45c5689-a403-448a-84fb-e490fe8b7ecb	51242c15-516d-4615-b05d-dd283238cb1a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:02.87319+00	2026-11-26 00:42:02.873191+00
edad2a22-b75e-4c18-bdaf-557b68c9f2fb	51242c15-516d-4615-b05d-dd283238cb1a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:02.880749+00	2026-11-26 00:42:02.880751+00
e006ed7b-b8ea-4518-98cd-8e03200ceef1	36554b4b-c7d6-4105-897c-d4f24afaa1fa	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:02.892755+00	2026-11-26 00:42:02.892757+00
c99aa95a-cb2e-4c3f-b594-cd1455814f50	36554b4b-c7d6-4105-897c-d4f24afaa1fa	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:02.900533+00	2026-11-26 00:42:02.900535+00
d43273a5-55b3-4412-9316-def98490eaec	36554b4b-c7d6-4105-897c-d4f24afaa1fa	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:02.929084+00	2026-11-26 00:42:02.929086+00
17420026-18e6-4401-8096-1c60bc9f1cbc	36554b4b-c7d6-4105-897c-d4f24afaa1fa	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:02.93684+00	2026-11-26 00:42:02.936843+00
71213bb4-1ceb-49f3-b4a3-e0c709d6b073	3f07e9a5-03ef-4a52-93f5-2f44fc5608af	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:02.948934+00	2026-11-26 00:42:02.948936+00
6b33f522-aa76-4c92-8ffd-713179de4d66	3f07e9a5-03ef-4a52-93f5-2f44fc5608af	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:02.956695+00	2026-11-26 00:42:02.956697+00
34eba3c3-3a30-4a25-a084-4c5baa5aef77	3f07e9a5-03ef-4a52-93f5-2f44fc5608af	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:02.964619+00	2026-11-26 00:42:02.964621+00
a1f7e689-6cf5-41f2-aaec-33b7fbedf0ab	3f07e9a5-03ef-4a52-93f5-2f44fc5608af	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:02.972305+00	2026-11-26 00:42:02.972307+00
2b09bc5f-c633-4c1d-8661-4545eccdc3a4	10e2982b-7ed0-4317-a60b-e1af4730ff07	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:02.997647+00	2026-11-26 00:42:02.997649+00
7912d1a7-8805-4356-9f76-79bc1fd74b84	10e2982b-7ed0-4317-a60b-e1af4730ff07	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.00556+00	2026-11-26 00:42:03.005562+00
7f073b61-bce6-486b-a9fa-66bb5dcf390d	10e2982b-7ed0-4317-a60b-e1af4730ff07	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:03.014162+00	2026-11-26 00:42:03.014165+00
069a49f2-ecce-4ff5-b6d6-04b587eb0c04	d4cde1fc-0447-4277-aea8-9314b9f6c137	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:03.050365+00	2026-11-26 00:42:03.050368+00
4c0d314b-8883-4f42-a1a5-aede41271fc9	d4cde1fc-0447-4277-aea8-9314b9f6c137	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:03.066174+00	2026-11-26 00:42:03.066178+00
4ed92a98-8afe-4aa1-b3ba-bb8e462955c5	d4cde1fc-0447-4277-aea8-9314b9f6c137	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.075643+00	2026-11-26 00:42:03.075645+00
0d55a9d7-a2df-4023-9056-7db5fdfb423e	d4cde1fc-0447-4277-aea8-9314b9f6c137	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.085271+00	2026-11-26 00:42:03.085274+00
41fa1227-1725-4550-a7da-a6b879c01c5c	8cd48f12-8c85-4fbf-9c43-1c4ba5abc531	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:03.10424+00	2026-11-26 00:42:03.104242+00
671fb757-3daf-442c-b924-ccdeafc8bd2b	8cd48f12-8c85-4fbf-9c43-1c4ba5abc531	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.113966+00	2026-11-26 00:42:03.113969+00
a8335f41-7a13-4568-a760-9a9af37527ed	1337f6b0-cb8d-40bd-ab5d-019a82ed6299	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:03.128855+00	2026-11-26 00:42:03.128859+00
388aa7ee-7ce2-4df4-9ede-5fdd3f4ebfb8	1337f6b0-cb8d-40bd-ab5d-019a82ed6299	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:03.170074+00	2026-11-26 00:42:03.170077+00
ea6c5723-523f-4c93-a65c-9338a1e7a69c	aea191d0-bf53-4fa3-843e-e36e4c35278b	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:03.187784+00	2026-11-26 00:42:03.187787+00
45de413e-9132-4ed0-8180-fe3cccb55dea	aea191d0-bf53-4fa3-843e-e36e4c35278b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:03.200445+00	2026-11-26 00:42:03.200448+00
638e1ce8-c500-4fed-a526-f777429dfa64	aea191d0-bf53-4fa3-843e-e36e4c35278b	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:03.210724+00	2026-11-26 00:42:03.210726+00
6e39abe6-a8a8-4ffc-a29c-d5cf0f8a7d75	aea191d0-bf53-4fa3-843e-e36e4c35278b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.235173+00	2026-11-26 00:42:03.235175+00
a7dbd694-6669-4d1f-9b47-b77ed3acfb37	45e19025-591a-47f9-bcfb-e62271af34d2	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:03.24792+00	2026-11-26 00:42:03.247921+00
6f1290d6-8d25-4549-8f59-00d4997f822c	45e19025-591a-47f9-bcfb-e62271af34d2	5833ac82-c8f5-4311-bddc-c1b916111f36	2	2026-11-26 00:42:03.25628+00	2026-11-26 00:42:03.256281+00
8a8a420a-8517-4269-bad3-0e04f4bfef3e	45e19025-591a-47f9-bcfb-e62271af34d2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.264477+00	2026-11-26 00:42:03.264479+00
24668eab-922b-4a72-8d8b-223b46a2fdc8	45e19025-591a-47f9-bcfb-e62271af34d2	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:03.302565+00	2026-11-26 00:42:03.302568+00
717c4974-2ca5-49df-b7e9-590aa17ea7d3	45e19025-591a-47f9-bcfb-e62271af34d2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.311243+00	2026-11-26 00:42:03.311246+00
647c5871-7fce-4475-8613-83bb072b62e5	c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:03.329459+00	2026-11-26 00:42:03.329461+00
619ce61f-6447-4c65-a19b-d0378b5f6fef	c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:03.338087+00	2026-11-26 00:42:03.33809+00
87e36153-c8e5-4d2e-bf96-1690f15e0773	c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.346339+00	2026-11-26 00:42:03.34634+00
8ce15fa3-3728-4c53-8e2f-cbd10d2ff86f	c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:03.377473+00	2026-11-26 00:42:03.377474+00
a10b9301-0799-4d94-9447-6740385b0870	c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.3855+00	2026-11-26 00:42:03.385501+00
1def2b01-a12f-48f0-8321-64d89c96edf0	a1b4248d-3ec6-4fbc-8af5-ed43ed423433	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:03.40311+00	2026-11-26 00:42:03.403111+00
de9feaa6-4a20-4255-9b16-6f1d7a907493	a1b4248d-3ec6-4fbc-8af5-ed43ed423433	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:03.412041+00	2026-11-26 00:42:03.412043+00
f818253c-64f8-41bf-9e51-9f429d3bb415	a1b4248d-3ec6-4fbc-8af5-ed43ed423433	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:03.448995+00	2026-11-26 00:42:03.448996+00
3cb12206-e9d6-4f87-a003-7d23a01c18c2	a1b4248d-3ec6-4fbc-8af5-ed43ed423433	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.464207+00	2026-11-26 00:42:03.46421+00
f806846f-4582-4a15-9835-cf87645271e0	87376e01-5264-48d8-b8ab-60c0fea3b773	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:03.503345+00	2026-11-26 00:42:03.503347+00
2fcfc48a-b5e8-4846-ba47-5ab228149085	87376e01-5264-48d8-b8ab-60c0fea3b773	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:03.538927+00	2026-11-26 00:42:03.53893+00
3e936455-72ab-4731-860b-28a05e7003c6	87376e01-5264-48d8-b8ab-60c0fea3b773	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:03.548962+00	2026-11-26 00:42:03.548964+00
2e84dd82-e437-4821-a0a8-0940ca84a157	87376e01-5264-48d8-b8ab-60c0fea3b773	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:03.587299+00	2026-11-26 00:42:03.587301+00
7de90234-b611-43c4-952b-0b58505bfc90	25ae5bee-4ede-4da1-8fc1-47ad647f19d7	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:03.601723+00	2026-11-26 00:42:03.601726+00
e262679d-bc5a-44b4-8ac6-8d4bf540e0ea	25ae5bee-4ede-4da1-8fc1-47ad647f19d7	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:03.61074+00	2026-11-26 00:42:03.610742+00
ceff5916-6a75-41ed-a6f5-3fb52ae3c016	25ae5bee-4ede-4da1-8fc1-47ad647f19d7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.619854+00	2026-11-26 00:42:03.619855+00
e0874280-811b-4c77-be02-089da21992b4	25ae5bee-4ede-4da1-8fc1-47ad647f19d7	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:03.653471+00	2026-11-26 00:42:03.653474+00
6e5f920b-da9f-4f1b-a60c-fe10c7ad11a8	40fe9e21-ed20-4703-aec4-b2227489e351	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:03.669969+00	2026-11-26 00:42:03.669973+00
fedbeddf-7ac6-46ec-a8d0-397f957125d7	40fe9e21-ed20-4703-aec4-b2227489e351	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:03.678944+00	2026-11-26 00:42:03.678947+00
eaac4007-16b2-40ca-8780-25cdcb77c394	40fe9e21-ed20-4703-aec4-b2227489e351	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.711917+00	2026-11-26 00:42:03.71192+00
9f514d1c-d52a-44ba-a3fe-40fb429e78fd	40fe9e21-ed20-4703-aec4-b2227489e351	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:03.719918+00	2026-11-26 00:42:03.719921+00
60c80289-95f3-4654-8a30-3fa547baf8a4	40fe9e21-ed20-4703-aec4-b2227489e351	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:03.727875+00	2026-11-26 00:42:03.727877+00
f79fc83f-7bcf-4d8e-a1fa-b7bbbc894d8c	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:03.768018+00	2026-11-26 00:42:03.76802+00
eaef839f-f254-493e-89cd-61a385cb1788	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:03.801599+00	2026-11-26 00:42:03.801602+00
08eb6a81-40fd-4d4a-b964-7aee3d517d89	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:03.809452+00	2026-11-26 00:42:03.809455+00
59cebaa7-dbaa-4bd9-abfd-7f198ad8b6f6	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:03.81821+00	2026-11-26 00:42:03.818211+00
44a6d3da-dd4b-4e00-8392-8883c3f598f0	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:03.849016+00	2026-11-26 00:42:03.849017+00
5f5a4066-5133-4e5b-a8fb-caef0f6ecafc	f62855cf-39ca-423f-afa3-c1f632c570d2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:03.862075+00	2026-11-26 00:42:03.862076+00
c56befc3-1b17-4de9-8618-321d78835992	f62855cf-39ca-423f-afa3-c1f632c570d2	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:03.884549+00	2026-11-26 00:42:03.88455+00
9c1b5a0d-bade-4a5f-8805-dff8c988987a	089e1652-7d66-4ad0-b1a2-e16c80e3227c	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:03.897688+00	2026-11-26 00:42:03.89769+00
3fa7134c-8c24-4abe-a538-54ac42e8d7bc	089e1652-7d66-4ad0-b1a2-e16c80e3227c	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:03.906361+00	2026-11-26 00:42:03.906364+00
b9d0906c-3566-4eb1-a0bb-103c65b3a238	089e1652-7d66-4ad0-b1a2-e16c80e3227c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:03.936551+00	2026-11-26 00:42:03.936553+00
88820958-6431-4fc3-8a95-18f842b141a2	089e1652-7d66-4ad0-b1a2-e16c80e3227c	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:03.944414+00	2026-11-26 00:42:03.944416+00
5e995687-75c6-4a99-9fdc-df6cce9327f3	d503d63d-a66f-4314-959a-b5dceb4b0b34	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:03.958755+00	2026-11-26 00:42:03.958757+00
89d5940b-55ad-4840-9b76-3e46659c72f1	d503d63d-a66f-4314-959a-b5dceb4b0b34	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:03.990408+00	2026-11-26 00:42:03.99041+00
99700b07-a1ed-4f41-9601-e77592cbbd39	d503d63d-a66f-4314-959a-b5dceb4b0b34	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:04.000647+00	2026-11-26 00:42:04.000648+00
2148dae3-ee49-44dd-82d7-e9c19f039d88	b18ac333-c9fe-48f0-977c-e2671e52238d	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:04.018447+00	2026-11-26 00:42:04.018449+00
4b39f990-1294-4df5-8b71-420e35b0c5a3	b18ac333-c9fe-48f0-977c-e2671e52238d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:04.026832+00	2026-11-26 00:42:04.026833+00
4e794b9e-33b9-48be-815a-d6f4ea676b1f	b18ac333-c9fe-48f0-977c-e2671e52238d	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:04.064425+00	2026-11-26 00:42:04.064427+00
5f0a4ec3-1aae-4ed7-ac63-fa91524d5a9b	b18ac333-c9fe-48f0-977c-e2671e52238d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:04.072258+00	2026-11-26 00:42:04.07226+00
95e003b6-bbb9-43dc-b205-54c606e9cf3f	fab9a9b2-720c-4ba6-8bc4-29e7291385f3	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:04.091331+00	2026-11-26 00:42:04.091333+00
65b10cdf-fa50-46a4-9162-783ccd6761ae	fab9a9b2-720c-4ba6-8bc4-29e7291385f3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:04.09929+00	2026-11-26 00:42:04.099291+00
63b65611-f5c3-4022-a3ba-03117653e4b2	fab9a9b2-720c-4ba6-8bc4-29e7291385f3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:04.106993+00	2026-11-26 00:42:04.106994+00
9d6b1461-2197-4e3e-90e0-94cf71995c90	ff74b71a-88a1-4392-81e4-e7300862b945	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:04.139849+00	2026-11-26 00:42:04.13985+00
ed413961-3c5c-496d-a15a-9401d08c161b	ff74b71a-88a1-4392-81e4-e7300862b945	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:04.169449+00	2026-11-26 00:42:04.16945+00
d6778ae8-ff60-4214-86df-b5684427fe3d	ff74b71a-88a1-4392-81e4-e7300862b945	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:04.177499+00	2026-11-26 00:42:04.1775+00
891579c5-7373-49f2-afc5-d5884daa4ec7	ff74b71a-88a1-4392-81e4-e7300862b945	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:04.185588+00	2026-11-26 00:42:04.185589+00
cf00e0c4-97be-4258-9d45-42d4aa96c9a4	79512ddf-8f62-4559-b28c-0e13df50f5fd	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:04.230295+00	2026-11-26 00:42:04.230296+00
10803d04-40aa-4b2f-985c-f948cf099ad8	79512ddf-8f62-4559-b28c-0e13df50f5fd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:04.238561+00	2026-11-26 00:42:04.238562+00
e99d6a0d-dc3e-4a58-a865-aa5d574f0a1d	79512ddf-8f62-4559-b28c-0e13df50f5fd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:04.260853+00	2026-11-26 00:42:04.260855+00
f69b467f-8bc5-49fe-8b01-af2704db120a	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:04.276979+00	2026-11-26 00:42:04.276982+00
08c01206-9ab2-4fbe-9e72-9f05a21a47b1	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:04.285082+00	2026-11-26 00:42:04.285084+00
845fc440-e730-49be-aec7-4a62db35b858	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:04.322358+00	2026-11-26 00:42:04.322359+00
3324eca9-0954-4a6e-bebf-eff2d5dad51f	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:04.33081+00	2026-11-26 00:42:04.330812+00
f0c4143c-ac47-460e-b049-aa33f9c45625	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:04.338683+00	2026-11-26 00:42:04.338685+00
0249bc69-bd7e-4749-97eb-57e12004ebf7	10d4a33c-936c-4af9-a814-ef11a13a8ab8	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:04.387316+00	2026-11-26 00:42:04.387318+00
231b30cf-3926-43b5-a5f9-aaf16fd2e9ae	10d4a33c-936c-4af9-a814-ef11a13a8ab8	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:04.430747+00	2026-11-26 00:42:04.430749+00
df534411-9cf9-4b95-9532-b48e23c34e19	10d4a33c-936c-4af9-a814-ef11a13a8ab8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:04.438806+00	2026-11-26 00:42:04.438807+00
1dbb8c47-980e-47cb-9817-fa8cf0a1ca47	10d4a33c-936c-4af9-a814-ef11a13a8ab8	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:04.446708+00	2026-11-26 00:42:04.446709+00
2706699b-c08b-490f-b459-29e0871010bb	10d4a33c-936c-4af9-a814-ef11a13a8ab8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:04.475688+00	2026-11-26 00:42:04.475689+00
3c4ce4a7-b64f-404b-83c5-1a51298eafbb	b172b451-f11a-4afe-a579-3a0cab818cc9	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:04.488107+00	2026-11-26 00:42:04.488109+00
a1de4c98-e8a7-4e8e-afec-07372784cd54	b172b451-f11a-4afe-a579-3a0cab818cc9	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:04.496337+00	2026-11-26 00:42:04.496338+00
6cb7bbb1-9612-4b55-9483-6f84262061f8	b172b451-f11a-4afe-a579-3a0cab818cc9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:04.504302+00	2026-11-26 00:42:04.504305+00
14c09f7d-f827-4a8a-b96d-d6470b047a17	b172b451-f11a-4afe-a579-3a0cab818cc9	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:04.525707+00	2026-11-26 00:42:04.525709+00
6e974754-def2-4aa2-870a-8b83aff75585	b172b451-f11a-4afe-a579-3a0cab818cc9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:04.533743+00	2026-11-26 00:42:04.533744+00
3038c6f5-11a2-410e-bd99-f4de8841f384	5149f4e0-84cd-4f1e-8451-b0f296cb238c	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:04.545807+00	2026-11-26 00:42:04.545809+00
f41c20d9-d3bf-49b1-a62f-857bdfdaf761	5149f4e0-84cd-4f1e-8451-b0f296cb238c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:04.589671+00	2026-11-26 00:42:04.589673+00
5d67854d-05a9-45d3-9216-a39e937859c8	5149f4e0-84cd-4f1e-8451-b0f296cb238c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:04.598011+00	2026-11-26 00:42:04.598013+00
c6f9936f-9657-409e-b754-8147e4bfbc04	5149f4e0-84cd-4f1e-8451-b0f296cb238c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:04.606379+00	2026-11-26 00:42:04.606381+00
e2a1ed32-8cc4-436d-94fe-afe29a9f05a9	5528fae0-91d9-4029-83f2-059e0427e39c	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:04.635376+00	2026-11-26 00:42:04.635378+00
e013a28b-0033-4171-a792-48b8c1a3579c	5528fae0-91d9-4029-83f2-059e0427e39c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:04.643291+00	2026-11-26 00:42:04.643293+00
2495c59e-4ff3-46ea-8977-3d56d374d0ef	5528fae0-91d9-4029-83f2-059e0427e39c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:04.651033+00	2026-11-26 00:42:04.651035+00
c16fcbb8-566a-46d4-80f1-a2fd4ecb2cd3	203824f5-09ed-4493-9298-590d75d2ddb0	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:04.679436+00	2026-11-26 00:42:04.679438+00
7b2face1-dfb3-4eb6-a14a-2a90e0742d20	203824f5-09ed-4493-9298-590d75d2ddb0	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:04.692681+00	2026-11-26 00:42:04.692683+00
25210f38-9dd4-403c-bb3a-b3452c7f446b	203824f5-09ed-4493-9298-590d75d2ddb0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:04.701254+00	2026-11-26 00:42:04.701256+00
21e11c9a-1f86-4443-82b0-fe4acdc77afe	673352a1-6d74-4638-b228-6a13c33b2de4	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:04.721063+00	2026-11-26 00:42:04.721065+00
bb8f37da-a627-4330-91e9-1dc775eaf503	673352a1-6d74-4638-b228-6a13c33b2de4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:04.729876+00	2026-11-26 00:42:04.729879+00
befc1d57-7ddf-4973-b5b2-009804916138	673352a1-6d74-4638-b228-6a13c33b2de4	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:04.765665+00	2026-11-26 00:42:04.765666+00
2a52a426-07c6-4126-95d6-d1b40b3d8f92	67d6ffb0-0a61-4c9d-b4dd-7938e9fe30f3	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:04.777769+00	2026-11-26 00:42:04.77777+00
87a7ef15-6c50-4789-89ac-c9874caebeda	67d6ffb0-0a61-4c9d-b4dd-7938e9fe30f3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:04.785484+00	2026-11-26 00:42:04.785486+00
bd378a82-ee72-4518-bcd2-2637ec3d2ec8	67d6ffb0-0a61-4c9d-b4dd-7938e9fe30f3	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:04.793198+00	2026-11-26 00:42:04.793199+00
1c4dc765-e7cf-4513-bc5a-52c62baa8d01	d80de3c9-4ea9-46ee-99fc-e3d30e61438f	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:04.80512+00	2026-11-26 00:42:04.805121+00
90c7e65b-0a3a-43d4-98a0-8f11c8aee464	d80de3c9-4ea9-46ee-99fc-e3d30e61438f	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:04.848379+00	2026-11-26 00:42:04.848381+00
f83fbfaa-6034-4393-b14b-3f2634838b60	bfa43d3f-93f4-4026-aabd-41af741d4a16	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:04.863181+00	2026-11-26 00:42:04.863184+00
048241bb-fdc8-4535-8dfd-c6663767f9ae	bfa43d3f-93f4-4026-aabd-41af741d4a16	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:04.884303+00	2026-11-26 00:42:04.884305+00
2fb2b348-e236-4ac3-9408-b2482f846d16	bfa43d3f-93f4-4026-aabd-41af741d4a16	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:04.892053+00	2026-11-26 00:42:04.892055+00
02ab0c54-d823-479d-a805-c45fc080eeb3	bfa43d3f-93f4-4026-aabd-41af741d4a16	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:04.899948+00	2026-11-26 00:42:04.89995+00
bc715c62-5a88-4cd7-add3-e83c4e77b377	8cd36a2a-ae1d-4f3b-83de-017e9fe75808	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:04.935986+00	2026-11-26 00:42:04.935988+00
e327d086-ec0f-446e-9b0b-b8ee745939e5	8cd36a2a-ae1d-4f3b-83de-017e9fe75808	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:04.943935+00	2026-11-26 00:42:04.943937+00
ee4559b7-b323-4a1d-8bd9-4401d1d1b2ca	8cd36a2a-ae1d-4f3b-83de-017e9fe75808	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:04.951947+00	2026-11-26 00:42:04.951949+00
d25bb522-97b0-49ae-a390-19ff041c7044	8cd36a2a-ae1d-4f3b-83de-017e9fe75808	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:04.959843+00	2026-11-26 00:42:04.959845+00
cb9fa6ca-bc61-4f7a-a430-6c6f0438ac44	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:04.973081+00	2026-11-26 00:42:04.973083+00
f6b387af-8d6b-44ac-abe1-634b7ee14737	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:04.980724+00	2026-11-26 00:42:04.980726+00
3a85b1bf-e6fc-46ff-89f9-1137387d3edd	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.00935+00	2026-11-26 00:42:05.009353+00
a65dae94-2d64-482f-a94c-79c5b808cf6d	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:05.023635+00	2026-11-26 00:42:05.023639+00
003abe7e-5d60-445e-9a6e-b1de6d84e055	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:05.031664+00	2026-11-26 00:42:05.031666+00
c7b75225-d2be-47ce-a46b-6d001f8f4dfe	df81bc1b-8779-4f91-aafa-17efb240670a	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:05.056584+00	2026-11-26 00:42:05.056586+00
4bc9256d-0399-4a25-be36-32a50649462f	df81bc1b-8779-4f91-aafa-17efb240670a	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:05.094343+00	2026-11-26 00:42:05.094346+00
243b99db-cab6-46d8-a470-a496881e4537	df81bc1b-8779-4f91-aafa-17efb240670a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.102112+00	2026-11-26 00:42:05.102114+00
2e44f3f8-778a-4eda-a09e-d8be59eea5fd	df81bc1b-8779-4f91-aafa-17efb240670a	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:05.11015+00	2026-11-26 00:42:05.110152+00
c3c2ace1-de64-4ff3-8519-093125ad2b82	df81bc1b-8779-4f91-aafa-17efb240670a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:05.155978+00	2026-11-26 00:42:05.155981+00
fc777a33-1aab-42b6-8861-c2ce39a37618	1f2038bc-be1e-445c-a587-c4f540d8930b	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:05.170654+00	2026-11-26 00:42:05.170656+00
0f7ed460-f606-48bb-b030-1da90478ccbe	1f2038bc-be1e-445c-a587-c4f540d8930b	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:05.178585+00	2026-11-26 00:42:05.178587+00
8237dea9-4db0-4087-9208-4dc80aea928d	1f2038bc-be1e-445c-a587-c4f540d8930b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:05.186573+00	2026-11-26 00:42:05.186575+00
4bb0eb11-c4e4-4fe5-a444-564c0a556f79	c32713e1-ad58-4292-88ab-f2ae6488aeec	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:05.202375+00	2026-11-26 00:42:05.202378+00
707da130-cdb7-43dc-9685-feff31698e0b	c32713e1-ad58-4292-88ab-f2ae6488aeec	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.210468+00	2026-11-26 00:42:05.21047+00
cafafe71-747a-4021-8c7d-8efd7ff563fe	c32713e1-ad58-4292-88ab-f2ae6488aeec	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:05.218377+00	2026-11-26 00:42:05.218379+00
1be85b5b-81c8-489d-8da2-ce192c8affc6	5499a5a2-4287-47af-99d4-819014b0467f	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:05.252307+00	2026-11-26 00:42:05.252309+00
b7017cf1-e3a9-44f1-9744-782ab5719db3	5499a5a2-4287-47af-99d4-819014b0467f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:05.265551+00	2026-11-26 00:42:05.265553+00
d7f74d3d-041c-4a84-b972-42fee8b1cf0d	d201808e-11f8-4620-8eb3-690f885ed08a	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:05.277457+00	2026-11-26 00:42:05.277459+00
2467cb5b-bf42-4968-b597-d861195045df	d201808e-11f8-4620-8eb3-690f885ed08a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.285287+00	2026-11-26 00:42:05.28529+00
a061a77e-369e-460c-9a87-2c8c077b2cd2	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:05.335334+00	2026-11-26 00:42:05.335337+00
d627aea3-23df-4b5e-bc2b-5a74bdbde011	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:05.343311+00	2026-11-26 00:42:05.343313+00
853f9e36-c6e8-4d9a-acf6-59d114617c0a	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.364025+00	2026-11-26 00:42:05.364027+00
24e6cf45-a9b0-4657-8d40-1d549c205996	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:05.371524+00	2026-11-26 00:42:05.371526+00
0aaf0ac8-2d0b-4ff0-b6ec-1239362fdc70	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:05.379091+00	2026-11-26 00:42:05.379093+00
519f5122-7785-48d3-98c5-58f58fbed3f3	8a28cffd-f918-4c04-9346-3734afa8736b	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:05.407175+00	2026-11-26 00:42:05.407178+00
6ce7bf4e-652d-4938-a0a8-33687235393d	8a28cffd-f918-4c04-9346-3734afa8736b	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:05.436239+00	2026-11-26 00:42:05.436242+00
6364370e-db4a-4e4c-90e9-59779a3affc8	8a28cffd-f918-4c04-9346-3734afa8736b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:05.444321+00	2026-11-26 00:42:05.444323+00
25bb371d-862a-4764-8e00-e8c00d210477	8a28cffd-f918-4c04-9346-3734afa8736b	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:05.452328+00	2026-11-26 00:42:05.45233+00
2bf0729e-a9bd-423f-a3d0-38d93979708b	8a28cffd-f918-4c04-9346-3734afa8736b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:05.481383+00	2026-11-26 00:42:05.481385+00
97c2fa9d-7b58-4041-8e33-05f8d8f49f05	7260ce91-5309-476b-93a0-3d455aac9273	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:05.493624+00	2026-11-26 00:42:05.493626+00
b249cb03-e4f1-4a3a-ace0-89a55c43782b	7260ce91-5309-476b-93a0-3d455aac9273	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.501421+00	2026-11-26 00:42:05.501423+00
2171e7d4-7f16-48ab-95df-ceb8adf736c5	d267376b-83cc-42e8-bccf-fcd8f73462a3	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:05.54212+00	2026-11-26 00:42:05.542122+00
149553f4-d2f5-48ef-996e-bd069ba0c1b5	d267376b-83cc-42e8-bccf-fcd8f73462a3	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:05.550234+00	2026-11-26 00:42:05.550236+00
bd35d567-62d7-42b7-9a5a-aa5ea37059ee	d267376b-83cc-42e8-bccf-fcd8f73462a3	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:05.599744+00	2026-11-26 00:42:05.599746+00
9a5db2ae-2837-49b8-af93-3484f7741cda	d267376b-83cc-42e8-bccf-fcd8f73462a3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:05.610128+00	2026-11-26 00:42:05.610129+00
57934db2-541d-4550-8fc3-e5824d546b1b	2aaf5c48-855e-4c40-81df-6976e8d5860b	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:05.663749+00	2026-11-26 00:42:05.66375+00
69a2ce1c-2a41-4d1e-af4d-54288b938c47	2aaf5c48-855e-4c40-81df-6976e8d5860b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.678753+00	2026-11-26 00:42:05.678755+00
fcb2ccb3-e02d-4370-ac68-14255e907ff1	2aaf5c48-855e-4c40-81df-6976e8d5860b	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:05.688216+00	2026-11-26 00:42:05.688217+00
9f3b1a6d-46da-4dcc-9387-caf6b6da3ac8	2aaf5c48-855e-4c40-81df-6976e8d5860b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:05.718382+00	2026-11-26 00:42:05.718384+00
ce53888a-ac16-4081-8757-589bb3c51914	3b91b564-344a-4c8e-82f0-168c3c6b0dc2	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:05.734551+00	2026-11-26 00:42:05.734552+00
d8571296-8d1a-4cf1-bbe8-d8c5044ebb17	3b91b564-344a-4c8e-82f0-168c3c6b0dc2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:05.742439+00	2026-11-26 00:42:05.74244+00
98ef979c-6a44-4214-97f8-0216178dc6c4	3b91b564-344a-4c8e-82f0-168c3c6b0dc2	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:05.772541+00	2026-11-26 00:42:05.772544+00
a911c924-3be3-4890-80e3-7ada5ad4d467	3b91b564-344a-4c8e-82f0-168c3c6b0dc2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:05.780587+00	2026-11-26 00:42:05.780589+00
735d42f7-5de7-4caa-b9f1-dd69063e18e6	ea71fefb-82b8-4368-bc66-ffae38ccd74a	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:05.792551+00	2026-11-26 00:42:05.792554+00
672234a4-a6a5-40ff-afee-c5bd67168e6d	ea71fefb-82b8-4368-bc66-ffae38ccd74a	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:05.800331+00	2026-11-26 00:42:05.800333+00
0d4b1044-4fed-4779-a32f-888f1c19218d	ea71fefb-82b8-4368-bc66-ffae38ccd74a	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:05.829086+00	2026-11-26 00:42:05.829088+00
c204f0e1-0e81-4419-9056-58276b68f867	ea71fefb-82b8-4368-bc66-ffae38ccd74a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:05.836892+00	2026-11-26 00:42:05.836895+00
a439eaf1-cf97-4107-87b1-9a0f1be7a349	87a81b73-e069-4c21-bb33-4b8669296ef9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:05.877067+00	2026-11-26 00:42:05.877069+00
3f665d98-b759-4948-a45e-e9398a95ec2d	87a81b73-e069-4c21-bb33-4b8669296ef9	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:05.88491+00	2026-11-26 00:42:05.884913+00
62499234-c544-416a-8705-d7d1d9c6ba22	87a81b73-e069-4c21-bb33-4b8669296ef9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:05.913603+00	2026-11-26 00:42:05.913605+00
6200b586-b8a4-4aa9-9727-3e2132eb22bc	0c5bfa7f-3631-4380-902e-3ffba359803e	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:05.925683+00	2026-11-26 00:42:05.925686+00
9ce31fd2-028a-443d-ac26-b096972f2c4c	0c5bfa7f-3631-4380-902e-3ffba359803e	5833ac82-c8f5-4311-bddc-c1b916111f36	4	2026-11-26 00:42:05.939992+00	2026-11-26 00:42:05.939996+00
70247f31-4086-4165-9e9a-2cf4feed7c5a	0c5bfa7f-3631-4380-902e-3ffba359803e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:05.948931+00	2026-11-26 00:42:05.948935+00
2d53c20e-4229-4c84-97c8-444ba6677669	0c5bfa7f-3631-4380-902e-3ffba359803e	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:05.969269+00	2026-11-26 00:42:05.96927+00
81988bdb-5f13-4ec3-83fd-775845bb4489	8a70fcff-a4f9-4666-8d65-a8117807351e	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:05.982931+00	2026-11-26 00:42:05.982932+00
0630e442-26de-4815-a337-7e9346f4ac08	8a70fcff-a4f9-4666-8d65-a8117807351e	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:05.990434+00	2026-11-26 00:42:05.990435+00
284ce8ed-1512-41a2-bc0f-9615eb201573	8a70fcff-a4f9-4666-8d65-a8117807351e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:05.997844+00	2026-11-26 00:42:05.997846+00
f7e7c54d-6976-4d22-b50d-5dca3a816720	8a70fcff-a4f9-4666-8d65-a8117807351e	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:06.034913+00	2026-11-26 00:42:06.034915+00
a8dd601d-c958-491c-930a-729aaafff018	8a70fcff-a4f9-4666-8d65-a8117807351e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:06.043186+00	2026-11-26 00:42:06.043188+00
d20c40ff-2858-4ae5-99fc-f1a415d417ab	b3c45e5f-132a-45c0-a78d-6acc26d2d29c	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:06.059122+00	2026-11-26 00:42:06.059123+00
0430655a-854a-46c8-8787-497d2823a130	b3c45e5f-132a-45c0-a78d-6acc26d2d29c	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:06.067097+00	2026-11-26 00:42:06.067099+00
2b7ad625-a417-46c7-b144-441129ab9ef7	b3c45e5f-132a-45c0-a78d-6acc26d2d29c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:06.09632+00	2026-11-26 00:42:06.096323+00
e25cbeaf-2c40-46bb-b68c-2a5545ef15f8	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:06.108288+00	2026-11-26 00:42:06.10829+00
0a8adc5e-6b7a-4f38-b620-2ffeb0f612ee	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:06.136908+00	2026-11-26 00:42:06.13691+00
628d59fd-d97f-4a18-b10e-aee41bc1dfe3	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:06.144814+00	2026-11-26 00:42:06.144817+00
311053ed-2330-44e8-910d-5faf09206642	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:06.152701+00	2026-11-26 00:42:06.152703+00
c172271a-26e7-4af4-9cd8-cffbcd132380	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:06.197147+00	2026-11-26 00:42:06.197149+00
46ab01ff-1a6a-4f49-a1f1-4fe57432d1ed	f4bcffcf-cbc0-4c75-9bf5-6a22f5433bba	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:06.209445+00	2026-11-26 00:42:06.209447+00
096de138-da18-43d2-b698-95a61a1032a9	f4bcffcf-cbc0-4c75-9bf5-6a22f5433bba	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:06.217644+00	2026-11-26 00:42:06.217646+00
1e1869f1-8bd3-4cfb-9c6c-1afa3941fab0	f4bcffcf-cbc0-4c75-9bf5-6a22f5433bba	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:06.226044+00	2026-11-26 00:42:06.226047+00
14b56748-2490-4306-a575-5d66cde5fcda	f4bcffcf-cbc0-4c75-9bf5-6a22f5433bba	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:06.234389+00	2026-11-26 00:42:06.234392+00
bc8a0b32-9e3c-4641-9ed2-53d215669a75	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	7e12f0f3-4478-4f39-a402-bc57e953db34	3	2026-11-26 00:42:06.246746+00	2026-11-26 00:42:06.246749+00
4a7d555c-4bee-451b-8fe2-6b9bc0b21cb3	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	5833ac82-c8f5-4311-bddc-c1b916111f36	3	2026-11-26 00:42:06.257956+00	2026-11-26 00:42:06.257958+00
498fa13d-b391-4969-83ae-afa0d17a95f6	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	2	2026-11-26 00:42:06.288832+00	2026-11-26 00:42:06.288833+00
2e7cbcd0-8f4c-41df-92fe-9aa8cde6526c	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:06.296755+00	2026-11-26 00:42:06.296757+00
70e8bd16-863f-40d9-8196-0bce993c277b	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:06.304713+00	2026-11-26 00:42:06.304714+00
3ae8b3fa-a4c2-4062-9765-57f14b541aa3	0bd5610c-cc68-4d70-9c0f-03faf470616c	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:06.348175+00	2026-11-26 00:42:06.348176+00
b01ba69f-f09a-4389-87be-31fcdad305e7	0bd5610c-cc68-4d70-9c0f-03faf470616c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5	2026-11-26 00:42:06.369838+00	2026-11-26 00:42:06.36984+00
5b481f76-f5db-4a13-a0aa-e88a7ebacd4a	0bd5610c-cc68-4d70-9c0f-03faf470616c	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:06.377787+00	2026-11-26 00:42:06.37779+00
4a7e3b24-97ff-4bdc-9e97-5e9dabfece7c	0bd5610c-cc68-4d70-9c0f-03faf470616c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	5	2026-11-26 00:42:06.38588+00	2026-11-26 00:42:06.385882+00
2a7b6d40-60ab-4d43-acb1-18bb2c803433	d105d011-4faf-48fd-9a08-db2f963f9b1b	7e12f0f3-4478-4f39-a402-bc57e953db34	4	2026-11-26 00:42:06.406955+00	2026-11-26 00:42:06.406957+00
a4223c1b-52fa-421c-a5a1-05f9e59e6d10	d105d011-4faf-48fd-9a08-db2f963f9b1b	5833ac82-c8f5-4311-bddc-c1b916111f36	5	2026-11-26 00:42:06.435427+00	2026-11-26 00:42:06.43543+00
aa787b0c-35f5-411d-b259-ef9c298f40df	d105d011-4faf-48fd-9a08-db2f963f9b1b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	4	2026-11-26 00:42:06.443166+00	2026-11-26 00:42:06.443168+00
25ec2564-0b8a-42d9-ac81-5e9f5a5b917e	d105d011-4faf-48fd-9a08-db2f963f9b1b	607561c2-394a-4d18-90ae-fe7c774a5822	3	2026-11-26 00:42:06.450812+00	2026-11-26 00:42:06.450815+00
790a83ac-fcf1-44d6-8104-b289edd48e30	d105d011-4faf-48fd-9a08-db2f963f9b1b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	4	2026-11-26 00:42:06.471676+00	2026-11-26 00:42:06.471679+00
d76a0ccd-d773-4c41-bd11-fb080e164928	7f5eec95-fca4-4ae7-84a3-d68be6446b0b	7e12f0f3-4478-4f39-a402-bc57e953db34	5	2026-11-26 00:42:06.483586+00	2026-11-26 00:42:06.483588+00
692f0f08-3c82-455d-afdc-ddabbd36a045	7f5eec95-fca4-4ae7-84a3-d68be6446b0b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	3	2026-11-26 00:42:06.491121+00	2026-11-26 00:42:06.491124+00
c584fbd7-67c3-44e5-a5be-40275df43352	7f5eec95-fca4-4ae7-84a3-d68be6446b0b	607561c2-394a-4d18-90ae-fe7c774a5822	5	2026-11-26 00:42:06.519175+00	2026-11-26 00:42:06.519177+00
da5daf59-b095-4813-ae45-2ef0167db8e1	7f5eec95-fca4-4ae7-84a3-d68be6446b0b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	3	2026-11-26 00:42:06.52703+00	2026-11-26 00:42:06.527032+00
c761ebfd-b56f-44df-a014-5ce663c1c7c9	24f52ee7-ea34-4c03-ab2b-e3f96eb40768	607561c2-394a-4d18-90ae-fe7c774a5822	4	2026-11-26 00:42:06.538942+00	2026-11-26 00:42:06.538943+00
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
046c1757-253c-49cf-b023-e1dad2d62cf6	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Ramen Ya	ramen ya	restaurant	ramen		59.34008298639223	18.07641194103121	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:41:51.551996+00	2026-11-26 00:41:51.931234+00	5934	Europe/Stockholm	72	18	f
ec7a2423-37c0-46e7-981a-8c5ebeb2946f	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Forno Rosso	forno rosso	restaurant	pizza		59.341046821849034	18.063809873359787	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:51.934726+00	2026-11-26 00:41:52.2565+00	5934	Europe/Stockholm	78	20	f
27a7acdc-afef-48a4-bd5d-2fddd6608fcf	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Husmanskrogen	husmanskrogen	restaurant	swedish		59.32849464582402	18.048253046819127	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:52.276454+00	2026-11-26 00:41:52.641325+00	5932	Europe/Stockholm	68	16	f
c9d6519c-8e91-4fc9-8874-04187806b024	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Pho Saigon	pho saigon	restaurant	vietnamese		59.32149174361267	18.070379973668764	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:52.665136+00	2026-11-26 00:41:53.007041+00	5932	Europe/Stockholm	79	18	f
bc9e56d2-4f9f-44b4-ac7c-0b0737526f34	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Curry Garden	curry garden	restaurant	indian		59.332088195455064	18.05571709933554	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:41:53.010338+00	2026-11-26 00:41:53.298972+00	5933	Europe/Stockholm	80	20	f
9c53c37d-59ca-421c-9e1e-dde60a58a4e6	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Burger Joint	burger joint	restaurant	burger		59.33366091359459	18.0545726940054	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:53.333053+00	2026-11-26 00:41:53.534792+00	5933	Europe/Stockholm	48	12	f
165afcbc-6dc2-4d01-8d7d-2be88e9b6f72	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Kaffebaren	kaffebaren	cafe	coffee_shop		59.34087670137972	18.071833566266605	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:53.551993+00	2026-11-26 00:41:53.797836+00	5934	Europe/Stockholm	72	17	f
d4fab3bc-550b-4d57-95b6-4c0384aefee2	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Noodle Bar Ichi	noodle bar ichi	restaurant	ramen		59.32729801707542	18.07181332055052	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:53.800616+00	2026-11-26 00:41:54.073939+00	5932	Europe/Stockholm	72	18	f
d330d08f-89e8-4cb7-8d4f-74259ddd0470	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		59.32234734286152	18.071326965056414	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:41:54.102342+00	2026-11-26 00:41:54.394263+00	5932	Europe/Stockholm	74	19	f
7baa5844-75fe-458a-9da1-62cd647f0b94	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Kvarterskrogen	kvarterskrogen	restaurant	swedish		59.32117973068942	18.057323983550987	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:54.423379+00	2026-11-26 00:41:54.689038+00	5932	Europe/Stockholm	64	17	f
1562805e-36da-4c41-90d4-eee7ef62c552	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Banh Mi Shop	banh mi shop	restaurant	vietnamese		59.325752498220766	18.0858112309661	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:54.691753+00	2026-11-26 00:41:54.872047+00	5932	Europe/Stockholm	51	13	f
ab5c21a6-03be-4cc6-9b52-4c1918fb755a	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Tandoor Nights	tandoor nights	restaurant	indian		59.334147129870416	18.039005896017898	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:54.87487+00	2026-11-26 00:41:55.102858+00	5933	Europe/Stockholm	64	16	f
90f076ec-d356-4259-94f7-3bca26fa73ed	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Smash Brothers	smash brothers	restaurant	burger		59.331017589664945	18.06535059356895	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:41:55.10565+00	2026-11-26 00:41:55.310062+00	5933	Europe/Stockholm	50	13	f
29cfbc6f-9ae8-43be-b5b0-88eb667c1939	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Bean There	bean there	cafe	coffee_shop		59.32314908096023	18.079773035246262	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:55.312729+00	2026-11-26 00:41:55.511007+00	5932	Europe/Stockholm	49	13	f
30f6b77f-8485-4965-a709-26643f95e0e8	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Tonkotsu House	tonkotsu house	restaurant	ramen		59.33219206805871	18.08111719278463	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:55.525771+00	2026-11-26 00:41:55.848501+00	5933	Europe/Stockholm	82	21	f
c09472e3-c883-4bfd-a2eb-ffe8cd8a28a7	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Slice Club	slice club	restaurant	pizza		59.32964176720754	18.088888532425017	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:55.85121+00	2026-11-26 00:41:56.033435+00	5932	Europe/Stockholm	53	14	f
992a7ef3-f9dd-472a-833f-64864c03f947	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Pelikanen Bistro	pelikanen bistro	restaurant	swedish		59.32076338611202	18.077375228168876	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:41:56.036086+00	2026-11-26 00:41:56.289185+00	5932	Europe/Stockholm	70	19	f
7039a27a-9322-481e-95ab-41db009f0a4c	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Hanoi Kitchen	hanoi kitchen	restaurant	vietnamese		59.34338072806007	18.078664719522294	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:56.291899+00	2026-11-26 00:41:56.552521+00	5934	Europe/Stockholm	78	18	f
051333ae-856a-4509-b448-e573da7b0c03	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Masala House	masala house	restaurant	indian		59.33430060796824	18.068332926501398	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:56.567293+00	2026-11-26 00:41:56.803629+00	5933	Europe/Stockholm	60	16	f
9d970964-3839-4e17-9f0d-fe9ed625d8dc	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Grill Corner	grill corner	restaurant	burger		59.3352722427814	18.06761998137381	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:56.80646+00	2026-11-26 00:41:57.003114+00	5933	Europe/Stockholm	67	16	f
7c5b00ca-b5c4-4a69-8738-1bc0a75ed73c	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Café Lumen	cafe lumen	cafe	coffee_shop		59.34046823678605	18.04984109679549	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:41:57.005976+00	2026-11-26 00:41:57.217379+00	5934	Europe/Stockholm	74	16	f
741b837d-ee7f-421b-af0e-b916c25f4c94	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Ramen Ya	ramen ya	restaurant	ramen		59.334603307691765	18.067245581155703	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:57.246765+00	2026-11-26 00:41:57.567621+00	5933	Europe/Stockholm	84	21	f
837fcd3f-486b-45e3-8cce-87cd4b2d33f2	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Forno Rosso	forno rosso	restaurant	pizza		59.343391733088865	18.074397231548005	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:57.570653+00	2026-11-26 00:41:57.795653+00	5934	Europe/Stockholm	71	18	f
67f6b4d8-cfa4-413f-9a9e-d6953c1562c3	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Husmanskrogen	husmanskrogen	restaurant	swedish		59.33847414275752	18.086203239875545	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:57.803673+00	2026-11-26 00:41:58.094387+00	5933	Europe/Stockholm	88	20	f
fb9fe95b-ccff-4be7-8794-6e2249708c95	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Pho Saigon	pho saigon	restaurant	vietnamese		59.33014730595381	18.055403172220622	SE	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:41:58.110052+00	2026-11-26 00:41:58.437733+00	5933	Europe/Stockholm	65	16	f
594620de-1cc0-43f3-85e9-2b4f82b7f271	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Curry Garden	curry garden	restaurant	indian		59.33114839757003	18.079730268871003	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:41:58.440751+00	2026-11-26 00:41:58.744963+00	5933	Europe/Stockholm	83	20	f
60cc8cf7-2ebb-418f-bbce-35d2050a1b75	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Burger Joint	burger joint	restaurant	burger		59.3377996803691	18.07778191019986	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:58.781611+00	2026-11-26 00:41:59.063058+00	5933	Europe/Stockholm	70	17	f
f05f928b-e03d-464b-87a1-2ca43df7a01d	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Kaffebaren	kaffebaren	cafe	coffee_shop		59.33176528954017	18.053951769428977	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:59.097468+00	2026-11-26 00:41:59.275119+00	5933	Europe/Stockholm	54	13	f
1931d340-2291-44fc-9a4e-55aab0527790	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Noodle Bar Ichi	noodle bar ichi	restaurant	ramen		59.337143940374695	18.058609971116198	SE	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:41:59.29768+00	2026-11-26 00:41:59.539343+00	5933	Europe/Stockholm	74	17	f
9a356599-6c87-4dff-8ed7-879b2b456530	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		59.34205562963221	18.072187295431604	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:41:59.569789+00	2026-11-26 00:41:59.828938+00	5934	Europe/Stockholm	74	18	f
c4c8a109-a517-4686-a483-e5839f866a54	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Kvarterskrogen	kvarterskrogen	restaurant	swedish		59.34161000511613	18.05796472346799	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:41:59.831755+00	2026-11-26 00:42:00.121245+00	5934	Europe/Stockholm	78	20	f
31f684dd-5ca3-4dd2-b90a-fa1d3588097a	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Banh Mi Shop	banh mi shop	restaurant	vietnamese		59.329465782711424	18.056526351071398	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:42:00.124088+00	2026-11-26 00:42:00.405226+00	5932	Europe/Stockholm	67	16	f
d2aed71c-1d15-48ac-8379-f8d17723e873	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Tandoor Nights	tandoor nights	restaurant	indian		59.34393201931445	18.06895076868807	SE	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:42:00.407852+00	2026-11-26 00:42:00.735114+00	5934	Europe/Stockholm	83	21	f
4e903c88-fda9-4b9c-b9a0-3771e105bdc7	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Smash Brothers	smash brothers	restaurant	burger		59.33516562926115	18.043751326042184	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:42:00.737972+00	2026-11-26 00:42:00.958047+00	5933	Europe/Stockholm	68	17	f
f68ba17c-4a5f-4a47-b1cf-39dc38edbb6b	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bean There	bean there	cafe	coffee_shop		59.336501380791326	18.078788916458393	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:42:00.960869+00	2026-11-26 00:42:01.2175+00	5933	Europe/Stockholm	68	16	f
e707ac56-5586-441f-a529-02c02f478674	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Tonkotsu House	tonkotsu house	restaurant	ramen		59.32820453957366	18.06287971249037	SE	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:42:01.220278+00	2026-11-26 00:42:01.502088+00	5932	Europe/Stockholm	87	20	f
25527e0a-0d6c-4b85-a486-d9b2edd7facd	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	U Zlatého tygra	u zlateho tygra	restaurant	czech		50.07808833912539	14.420494788016867	CZ	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:42:01.505693+00	2026-11-26 00:42:01.70552+00	5007	Europe/Prague	67	16	f
481fdb41-b938-4dbf-ac8a-96014ca80942	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Forno Rosso	forno rosso	restaurant	pizza		50.0785771647815	14.437372442104447	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:42:01.708962+00	2026-11-26 00:42:01.971172+00	5007	Europe/Prague	73	18	f
ed97fac7-7192-452f-ad87-9efb92fcf729	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho Saigon	pho saigon	restaurant	vietnamese		50.075129316484876	14.414537158510598	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:42:01.988029+00	2026-11-26 00:42:02.169795+00	5007	Europe/Prague	44	11	f
af5af7d7-7c50-480f-be16-218335f416d3	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Burger Joint	burger joint	restaurant	burger		50.09236182261871	14.417003753478525	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:42:02.194283+00	2026-11-26 00:42:02.508781+00	5009	Europe/Prague	72	17	f
282458f8-4e69-4971-937c-81aff22887c3	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Kaffebaren	kaffebaren	cafe	coffee_shop		50.08857302787393	14.421440362179055	CZ	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:42:02.513175+00	2026-11-26 00:42:02.78885+00	5008	Europe/Prague	61	15	f
75c401b3-2b6c-461b-8b57-1901124d8c5d	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Lokál	lokal	restaurant	czech		50.08801207150959	14.429973502454231	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:42:02.792574+00	2026-11-26 00:42:03.01552+00	5008	Europe/Prague	76	18	f
a3dc5af5-cb56-4cee-ad58-baea5bd6b844	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Pizzeria Napoli	pizzeria napoli	restaurant	pizza		50.08068295996179	14.438935656808098	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:42:03.040046+00	2026-11-26 00:42:03.312679+00	5008	Europe/Prague	61	17	f
a0680d64-43f4-4ebe-b023-69c267e8bbb7	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Banh Mi Shop	banh mi shop	restaurant	vietnamese		50.079733156918245	14.404454057884777	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:42:03.317256+00	2026-11-26 00:42:03.654964+00	5007	Europe/Prague	69	17	f
4f942ab1-f677-4973-bddc-d5e362b94db6	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Smash Brothers	smash brothers	restaurant	burger		50.07746261848624	14.435239720305049	CZ	\N	\N	Mo-Su 07:00-23:00		3	2026-11-26 00:42:03.659061+00	2026-11-26 00:42:03.945657+00	5007	Europe/Prague	67	16	f
b915f484-5267-4ba1-b322-252d2748c0ed	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Bean There	bean there	cafe	coffee_shop		50.07478757973959	14.416329028110226	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:42:03.949243+00	2026-11-26 00:42:04.186891+00	5007	Europe/Prague	55	14	f
9397fcb2-f4c8-4177-b7c1-31a175c35a60	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	Hospoda Na Rohu	hospoda na rohu	restaurant	czech		50.074754927943474	14.418171323149522	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:42:04.219745+00	2026-11-26 00:42:04.607718+00	5007	Europe/Prague	92	22	f
0acf823c-3a7e-4137-8c7b-ed5d4eedc13d	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Slice Club	slice club	restaurant	pizza		50.087744281314066	14.407518847588904	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:42:04.625512+00	2026-11-26 00:42:04.849864+00	5008	Europe/Prague	57	14	f
82554384-9f62-484b-bb52-5ee1d94c4e6d	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Hanoi Kitchen	hanoi kitchen	restaurant	vietnamese		50.07702065206488	14.42043133474931	CZ	\N	\N	Mo-Su 07:00-23:00	vegetarian	1	2026-11-26 00:42:04.853664+00	2026-11-26 00:42:05.157339+00	5007	Europe/Prague	75	18	f
da3a8858-6a44-4887-ae65-6de587fd39dd	\N	607561c2-394a-4d18-90ae-fe7c774a5822	Grill Corner	grill corner	restaurant	burger		50.08949763319468	14.42317333895744	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		2	2026-11-26 00:42:05.161053+00	2026-11-26 00:42:05.286586+00	5008	Europe/Prague	46	10	f
34c5d7ee-287f-4daa-843c-8bb711e1368e	\N	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Café Lumen	cafe lumen	cafe	coffee_shop		50.07772096055977	14.428619521043629	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:42:05.318712+00	2026-11-26 00:42:05.611772+00	5007	Europe/Prague	65	16	f
032177ce-16d1-454c-8f6c-2342838fdec4	\N	7e12f0f3-4478-4f39-a402-bc57e953db34	U Zlatého tygra	u zlateho tygra	restaurant	czech		50.08039140873798	14.437133141308095	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00	vegetarian	1	2026-11-26 00:42:05.653714+00	2026-11-26 00:42:05.970413+00	5008	Europe/Prague	74	19	f
979bc862-2a39-412b-a510-f2673b0d72dc	\N	5833ac82-c8f5-4311-bddc-c1b916111f36	Forno Rosso	forno rosso	restaurant	pizza		50.085305364505714	14.410118681352287	CZ	\N	\N	Mo-Su 07:00-23:00		2	2026-11-26 00:42:05.973978+00	2026-11-26 00:42:06.305967+00	5008	Europe/Prague	89	22	f
f89a0c32-1d55-4de5-bd7f-e356fd3c33d4	\N	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Pho Saigon	pho saigon	restaurant	vietnamese		50.093278110518845	14.406922440585163	CZ	\N	\N	Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00		3	2026-11-26 00:42:06.33854+00	2026-11-26 00:42:06.540213+00	5009	Europe/Prague	60	14	f
\.


--
-- Data for Name: eats_review_votes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_review_votes (id, review_id, user_id, helpful, created_at) FROM stdin;
ed962820-31ae-4a44-8da2-d5a70ed5a992	7339c259-e5cf-4a53-8b3a-5e82f2053351	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:51.61733+00
6bb4a223-5045-41ac-93a5-f547a94eee75	7339c259-e5cf-4a53-8b3a-5e82f2053351	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:51.627452+00
73ed30ef-09e4-4f85-90fc-a4632b17fa9a	7339c259-e5cf-4a53-8b3a-5e82f2053351	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:51.637263+00
e2fdb4e6-eb51-4259-a8d5-b8cd59c7d77f	2620739a-19ec-4d03-9148-2583c74969c4	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:51.689752+00
c2a7a96c-a8ec-4f5e-9c68-c16b5317db7e	2620739a-19ec-4d03-9148-2583c74969c4	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:51.698278+00
c6d2458c-f0f1-45b7-acb3-bd27c81e51b7	64392170-3c9a-4f46-8db3-bf7584398969	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:51.749747+00
be3f2e86-ab1b-483f-b5b9-c8d065c94d04	64392170-3c9a-4f46-8db3-bf7584398969	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:51.757655+00
41335b8d-d5df-4235-96e3-6a050da72e71	fdb05c93-354b-497f-a019-6a80cdf172ab	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:51.786697+00
a5f44a6f-17c2-4e9a-af01-70dfb3ef916b	fdb05c93-354b-497f-a019-6a80cdf172ab	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:51.794685+00
5f24d452-9b53-49cb-898e-0f63b3c4f612	28076f76-9552-452c-930d-b16c5022dd01	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:51.822167+00
c7bbfd37-50c5-46da-9b8a-dc9c29e1bded	28076f76-9552-452c-930d-b16c5022dd01	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:51.831891+00
ff6ce946-cd15-4020-912b-c585ba6d77a2	28076f76-9552-452c-930d-b16c5022dd01	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:51.839665+00
328ab45a-54a2-4fda-ba63-cca4a779022f	28076f76-9552-452c-930d-b16c5022dd01	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:51.847562+00
39e69590-b906-49e0-94fd-15b99be78a49	b7ec8f6e-8e10-48b3-873d-ca7d3054f9bb	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:51.905823+00
60aeb2fc-9684-479f-853d-f0a62d43dcef	b7ec8f6e-8e10-48b3-873d-ca7d3054f9bb	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:51.913551+00
8a9a2c80-f024-4ba1-badd-b57c8cd5078d	b7ec8f6e-8e10-48b3-873d-ca7d3054f9bb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:51.922477+00
d8bcd355-e2e7-49e2-b568-c356f43d68a6	8407be2f-d074-4843-8182-92dc75981481	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.000439+00
9096ef96-6fb0-4482-8509-7c5eeb60c977	8407be2f-d074-4843-8182-92dc75981481	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.008161+00
b536ea45-49ef-4935-bd96-c7bce7765ff3	8407be2f-d074-4843-8182-92dc75981481	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.015773+00
4e2b9c72-8e10-498f-a76d-73db4ef94130	8407be2f-d074-4843-8182-92dc75981481	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.024064+00
ff758b49-b947-48c2-8a12-7ffc47df6469	09167a4f-0641-49a2-994e-a6a64e2251db	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.062607+00
3a0a0da2-3075-4040-a400-6fbb8ad09262	7b05466c-8e4b-4d71-913f-2fd9a0853bf3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.0894+00
77fd74b3-83ea-46c9-b8cd-24da9c589228	3d84a57d-7a3f-413c-bdbe-8028cc5ca7ba	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.126989+00
0bcbfa8e-f3d6-4211-b570-14013015eebb	d802e909-b5d0-48ce-8086-98558aa7a98c	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.177243+00
4654c5d8-0aa9-4b61-aadb-e4ac95b54e01	d802e909-b5d0-48ce-8086-98558aa7a98c	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.186472+00
58892ca2-e053-4bef-b57a-812f418aacfe	0648cc0a-b6b3-45a2-857c-1f22815595bc	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.272332+00
5322213d-c06d-43fd-ad5c-3a02d00dd12e	6afdacde-0201-4e6d-b773-8a480817c7a6	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.330301+00
289058d1-799e-4274-929e-5d0c66d1080e	6afdacde-0201-4e6d-b773-8a480817c7a6	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.339417+00
ea9c4d3e-acf2-48b2-892e-8dcd4eb9ea48	6afdacde-0201-4e6d-b773-8a480817c7a6	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.348568+00
56b39728-9b56-454b-93a8-60eb95b9f1d5	786235db-0615-4cc8-8260-e5a6c6774ca3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.386122+00
b7ca95d5-8537-4b78-88ed-b0821432d816	786235db-0615-4cc8-8260-e5a6c6774ca3	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.396608+00
50ce9ec1-fa9b-4db9-b6d2-789396d88f82	ef572179-30b4-430b-8d83-56f5afe53c31	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.437454+00
8e4f0b8a-ee2a-49b8-a7a7-8c913ec571ad	ef572179-30b4-430b-8d83-56f5afe53c31	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.447652+00
297ab35d-450c-4478-b3fa-bb5ddaed1b2e	ef572179-30b4-430b-8d83-56f5afe53c31	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.45799+00
66661a94-35a7-493e-8b03-86870c3f9cc6	eb684d12-4082-453a-b3f4-10ed0600528d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.491269+00
e1b37575-2b6b-4051-b18b-fd1e5f0e8499	1f5a6999-2dc8-4297-8da8-c67812549834	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.536866+00
e83b15cc-a71e-45b8-8ce2-527b27f1ef3b	1f5a6999-2dc8-4297-8da8-c67812549834	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.544718+00
b8b1f4c6-7c0d-4246-97d5-fe08c5067051	05f87025-6410-4633-a34b-238d5a8e20bf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.582614+00
1b8b3920-ebf4-4422-9155-e6c5b823d21a	05f87025-6410-4633-a34b-238d5a8e20bf	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.593286+00
0e6209c6-0262-441e-acee-bd81df3f7ec2	e947dfad-eff2-4d5c-9416-51127bc50f26	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.625414+00
a09a8f84-bc44-45dc-b587-3aa47762cb47	8ece62bc-ddd2-43cb-ac11-dc2fa56a7925	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.653965+00
0be24b15-62ce-4349-9a74-8f863b18090f	8ece62bc-ddd2-43cb-ac11-dc2fa56a7925	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.661635+00
7eb0e270-7531-4bc5-93c8-efccb952f880	2d44b213-cc66-4431-8b45-ae796ad5757a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.688958+00
95bf3d38-1014-4071-9bdb-adcfc216349f	2d44b213-cc66-4431-8b45-ae796ad5757a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.696645+00
87c05ee9-6f77-48e2-ae5b-77fd44f75ad2	7c0a899b-7f51-401a-a0c2-5bec8a5c7ec0	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.73402+00
c69c7702-aada-47da-974e-d37233932a85	7c0a899b-7f51-401a-a0c2-5bec8a5c7ec0	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.741518+00
a854637d-af4b-4d67-af0b-b56a2ef2c0bf	7c0a899b-7f51-401a-a0c2-5bec8a5c7ec0	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.748933+00
9b42586c-f239-4c29-ac35-6a4bf1b7d633	7c0a899b-7f51-401a-a0c2-5bec8a5c7ec0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.756438+00
551456b5-f182-4073-9e51-06f646ba1c40	88a6221b-1d27-4227-a0e1-9fc0358c6852	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.809952+00
b53b57b8-5b5c-4ccc-8c84-73fa4bf177c9	88a6221b-1d27-4227-a0e1-9fc0358c6852	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.817619+00
ce01d709-a6a1-4f39-ae1e-15610657f43d	dd4e5932-df75-43e5-b356-a1099ea4845d	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.865751+00
cfb538a9-35b2-40a0-aaf0-c576bf07fdcd	dd4e5932-df75-43e5-b356-a1099ea4845d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.873364+00
89514dae-9b0b-4eb8-b497-a446f98e1e6e	ada23572-97b5-4544-9c2c-b3b469ebdc83	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.916957+00
2b2c2d67-ad77-4d38-bbc7-88d479baebf3	ada23572-97b5-4544-9c2c-b3b469ebdc83	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.924115+00
3f5391f3-d0c5-43e0-82dc-3d757032ae6d	b4429260-fad3-4355-927a-f7d8693ded4f	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:52.946857+00
49032328-a93b-4d57-ada4-88192549c1b2	b4429260-fad3-4355-927a-f7d8693ded4f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.953711+00
fc6cdc79-d88c-418d-86ff-5b1acec3543c	b4429260-fad3-4355-927a-f7d8693ded4f	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:52.960553+00
8514390f-59aa-4e4d-8be6-fc8fe8cdf891	b4429260-fad3-4355-927a-f7d8693ded4f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:52.969484+00
31d24862-1523-4a22-b0c7-a7f689d5c4ad	1b2e8483-fc63-471e-be8b-b350487aedd8	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:52.99101+00
7921af2a-6e5c-4ad2-a405-c6eea176bc9e	1b2e8483-fc63-471e-be8b-b350487aedd8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:52.99882+00
0b0294c9-44f4-4280-bfbd-89b868abcf3c	cb53c879-2957-42fa-8c62-ab352d0c7638	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.042324+00
eb7fcb97-e79c-434d-b94e-be2bb7d97654	cb53c879-2957-42fa-8c62-ab352d0c7638	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.050175+00
cb97d030-4df1-4646-892d-33eb938852f7	cb53c879-2957-42fa-8c62-ab352d0c7638	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.057929+00
3fb58d30-fad3-4224-ac7e-f25b6f607777	a06fd97e-cd5e-4465-b254-3e4d6497aa69	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:53.111142+00
6370262e-f4ae-4856-a37f-dd2167c2649d	0f7d5a68-5bb1-4d52-b438-1e892dcdda6b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.160719+00
2edf7915-1400-495c-82a3-90fbcd00870f	93e02d21-7a8b-4889-af36-ddf4e5370bcc	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.201359+00
018887a0-542d-496d-b8a7-8e90143ed8e0	93e02d21-7a8b-4889-af36-ddf4e5370bcc	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.208919+00
90b9bcf0-1445-4746-b587-6aa42a19df39	e630a0fe-8355-4587-af9e-433df049c8cd	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.269198+00
157b01cf-d0d5-4959-a7ba-39ba585527d8	e630a0fe-8355-4587-af9e-433df049c8cd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:53.276539+00
13c62cb7-18f5-4c27-a49c-40306ffed890	2bf634a5-d096-42ff-be23-542e18997da9	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.312773+00
fddd6dcd-72e1-4fb8-803c-110fca6af1ca	2bf634a5-d096-42ff-be23-542e18997da9	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.321395+00
f20044a2-aed9-4376-8825-1d74ffe86546	2bf634a5-d096-42ff-be23-542e18997da9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.329916+00
5f6e2903-d3f9-46e7-88b8-fc55256ab580	8a93b2c8-9b1f-4bb0-9309-3483360e2e35	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.361467+00
91eb3d7d-facd-4e63-831e-dd76f5bac082	5d849435-50f9-414c-8014-9814f916ef28	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.387893+00
a399b199-5936-4542-8427-91c39f319483	5d849435-50f9-414c-8014-9814f916ef28	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.395072+00
11a32955-eeab-443e-bf7e-4d151d4adffa	5d849435-50f9-414c-8014-9814f916ef28	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.402145+00
3e889bd0-fa01-49d3-9896-60c515b921e7	5d849435-50f9-414c-8014-9814f916ef28	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:53.409132+00
abad1d05-9d1e-4313-b8fd-347f87274ab8	30e4ed40-b542-47ab-a1fc-e455728d3914	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:53.428617+00
6ccbe90a-cad2-4b75-96bf-49470b2b55e7	a97d1e8f-d60f-447f-b1f7-cb9f1ebd837a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.504454+00
fcbabbe3-458c-4511-9c9e-51781ee89647	a97d1e8f-d60f-447f-b1f7-cb9f1ebd837a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.512179+00
c8023389-edf3-4983-91b0-b1ebe92e082d	c4967d7b-0c79-4c45-8428-ff2568a7b8d0	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.548998+00
39d7fc4d-644d-4474-a162-136891d38789	aba3bda7-544d-4119-a166-4a700e7ee7cb	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.602432+00
d97e343d-183c-46c6-b053-e90216ac85c4	aba3bda7-544d-4119-a166-4a700e7ee7cb	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.609672+00
a0677856-afa9-42fe-9869-7e7ae2897949	aba3bda7-544d-4119-a166-4a700e7ee7cb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:53.617127+00
2b8dc789-0dae-441e-b4b6-060ba677e529	39eda641-f5e3-433c-a2da-94b4acc520ca	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.668118+00
252a4b1d-4917-45f6-9734-14e869e8c9b8	39eda641-f5e3-433c-a2da-94b4acc520ca	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.675358+00
d87ba3e0-07eb-46c1-b358-573bd262219e	39eda641-f5e3-433c-a2da-94b4acc520ca	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.682771+00
32c42ae6-06f5-4b2a-b04e-ec2d2e34ac50	43acb178-f32a-4680-8d47-96aad0be8e89	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.728175+00
a01426f4-4ea6-4547-a378-1d363d6eecf4	43acb178-f32a-4680-8d47-96aad0be8e89	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.735229+00
8f795330-e488-42c9-89c5-3a808144bc5c	629d87e6-de8f-4ed6-adc9-135b77079e79	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:53.757995+00
a7b809ff-b994-4629-89b0-90e531002b4d	da1f278f-8ee7-4635-95e2-247f33c437f2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.790507+00
1065c104-9694-42af-a800-9a1b9de87b4f	66221a27-7f8f-44a8-a618-b1b24921a566	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.836173+00
ec4dc006-0483-45e0-8f4e-f24355041763	66221a27-7f8f-44a8-a618-b1b24921a566	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.850556+00
4659ad3a-fdb4-4ab6-8c9e-aae34f0f07e2	f068e0c5-fc02-4cb7-80aa-f6e25f551370	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:53.889156+00
3eb93380-0a2c-4bc5-8caf-6301df397dc8	facc974c-fcf5-4687-94e8-05227692c772	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.918583+00
40991f2a-0c01-4322-b6d1-936c06fd90d0	facc974c-fcf5-4687-94e8-05227692c772	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:53.92556+00
719a1e4e-4bb0-4eeb-b320-dbe8fdd4cb80	ecd75600-3f4c-424e-9e1d-815cbbd18a2b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.951469+00
c5d939cc-3c1d-4e6c-8c8f-e51b544de17d	578f6d44-2c5f-4a82-9510-b50046f9a93d	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:53.992371+00
e661a830-7168-4711-86cb-b849bfc8267a	578f6d44-2c5f-4a82-9510-b50046f9a93d	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:53.999325+00
eccf666f-2970-4acb-ab8b-e0b1813bd2aa	578f6d44-2c5f-4a82-9510-b50046f9a93d	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.006263+00
e51f9e5a-11d3-4b86-abe6-cfecccdb799b	578f6d44-2c5f-4a82-9510-b50046f9a93d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.013224+00
e1ed7146-9e18-406e-b451-a73166ce2594	257d45cc-5dc4-4b91-bc15-ee9c8e442127	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.059277+00
6cf0cf77-825c-4751-b679-0b849df2a089	257d45cc-5dc4-4b91-bc15-ee9c8e442127	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.066486+00
4b4a434d-9cdc-4a3e-ace7-ace3c2480399	df60bd9f-85fe-45a2-b401-87efe3117314	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.08565+00
fc5468c1-d630-4f4e-bd54-46313921bf85	df60bd9f-85fe-45a2-b401-87efe3117314	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.092482+00
458160f5-34f8-4a82-8bd6-35420743bed1	df60bd9f-85fe-45a2-b401-87efe3117314	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.099358+00
101c4a12-bf73-42a1-a21c-5bcdb1ca2bf9	289f831e-6396-4ed8-960e-918a0f570395	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.138948+00
d322ae00-e0ea-40c9-9f7d-843c271da983	8d070e28-fef5-4ed6-b5a2-c3a95306c94a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.172513+00
ea144d1a-39d1-41b4-8f74-1c3127b09791	e4ba88eb-7c6d-4dd7-add8-73474c9118d5	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.19795+00
cab55a9a-1913-47e1-b52f-204999128993	e4ba88eb-7c6d-4dd7-add8-73474c9118d5	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.204884+00
57564c14-8f44-44bf-a01f-b26f7241ee1a	e4ba88eb-7c6d-4dd7-add8-73474c9118d5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.211932+00
ef266ef8-a88a-44fe-ba88-1dc9b8b6c6a2	e4ba88eb-7c6d-4dd7-add8-73474c9118d5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.219068+00
7eccf4b5-d877-4858-a78f-bc4e11ff1262	0ec3e0c1-3d69-4d9d-831f-7b4a8a0b6344	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.263241+00
97b1f4db-7847-4f01-845a-e5d9f8f4beaa	0ec3e0c1-3d69-4d9d-831f-7b4a8a0b6344	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.27017+00
6c5e68e5-bd11-48f2-8012-dc4c23f17249	0ec3e0c1-3d69-4d9d-831f-7b4a8a0b6344	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.277059+00
cb277e39-b9f4-43bd-8764-7e3dfab9ab2f	a77a04cb-b96e-4a32-af68-7ef7c32c95e7	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.32135+00
88d6e4c8-2133-4bad-83ec-97b5627f9f7b	839ac0e4-ff78-4f3e-a64d-73c4c3346d83	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.350186+00
35ecb49a-3b0f-4e21-8c30-e34f21504a93	2c0ac021-5550-45bf-83c4-3450c925854f	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.372606+00
1bd78fd7-036d-4162-a007-68b3e61c7e3e	2c0ac021-5550-45bf-83c4-3450c925854f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.379551+00
3b3fe4be-13de-43eb-b74d-ad32ea43e047	35b77514-7431-4741-86de-6dd4d1597ca7	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.406142+00
75cfc3df-c4d2-4454-9b03-724f46373e7c	35b77514-7431-4741-86de-6dd4d1597ca7	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.413376+00
f50a73b8-3630-470a-b0d9-9e62c77020eb	35b77514-7431-4741-86de-6dd4d1597ca7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.420363+00
8cd3c28b-ae2d-4a99-9d43-665b31758f0a	5ac3831b-3158-412f-9c98-ee22974df8d2	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.465432+00
42b6d501-704c-4e9b-a43c-47a9711ed4b7	fe98cbb7-5c26-46d3-a4ba-49c3d2ae34a5	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.504953+00
83180280-73e0-4e39-bcf7-e24c8f5ea6cb	fe98cbb7-5c26-46d3-a4ba-49c3d2ae34a5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.511507+00
3799563a-cbfb-42d7-a91c-7109c7382948	8382548d-780b-4056-9999-dae740082b2c	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.540641+00
60d58a60-7001-4fc5-946f-fda2aa0e562b	0347a518-e0fe-4db6-8808-d651a91a1b53	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.566288+00
4b776761-cfa9-47df-aab0-2684b3aaeb22	0347a518-e0fe-4db6-8808-d651a91a1b53	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.573168+00
f7df7e89-b76e-4800-b0a1-608a3847893f	0347a518-e0fe-4db6-8808-d651a91a1b53	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.57992+00
c8b4cf92-6932-4cc5-be34-35c758e0497a	f35cb6c2-cb95-42a2-81c5-2e28050c8b00	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.602582+00
941bcec8-e13f-4c41-9986-4bc0ede64534	f35cb6c2-cb95-42a2-81c5-2e28050c8b00	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.609577+00
095180cb-3d76-48d7-b179-c2ef64dbc5e7	f35cb6c2-cb95-42a2-81c5-2e28050c8b00	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.61706+00
bb8ce10e-c826-4870-b75c-30c31b604cd7	f35cb6c2-cb95-42a2-81c5-2e28050c8b00	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.623938+00
702cb094-577c-403d-a86d-9f3582604e43	a8357f52-8b32-46e0-81f6-baf99cddd416	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.668262+00
676cb167-5824-4d80-9e14-a12f0b5cc940	a8357f52-8b32-46e0-81f6-baf99cddd416	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.675046+00
8bc70605-643c-494d-8dc7-0a2ffb246e0d	99a23148-decc-4c20-b7a6-43974416cd12	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.740113+00
2ed9fd81-2ae5-45d6-8624-0c743dd439f4	99a23148-decc-4c20-b7a6-43974416cd12	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.746915+00
e7ba3b4b-dc59-4c9d-b53b-1897a97bd80e	99a23148-decc-4c20-b7a6-43974416cd12	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.753697+00
f0ffc3d1-8078-43de-9017-fc4424fa37cf	dc8fe135-ba0d-4e2d-93d5-15976c4959fb	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.789362+00
e129946f-5b97-423a-ae6e-04c7f1630276	6198bc2d-3683-46d7-aaca-d60d9ed3cb87	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.814568+00
01dc2801-f709-48f9-af4d-30c2d6726b57	b330637b-c787-4341-b513-2a413ce6bd28	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.850714+00
0a738ca4-f5db-406e-86c0-9e01df2eda2f	b330637b-c787-4341-b513-2a413ce6bd28	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:54.857649+00
0f53313a-b2cc-41b8-813b-0b0d2e7cbf54	b83906dd-1743-4cd2-83e8-59956c44dd19	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:54.917633+00
3130a4a0-0bb7-431e-8ccd-f4bdb28996a0	b83906dd-1743-4cd2-83e8-59956c44dd19	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:54.924542+00
872f68ee-111b-4950-87bc-9f66009dd7f6	b83906dd-1743-4cd2-83e8-59956c44dd19	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:54.931521+00
3dd3308c-27b5-4f65-a315-09e4d8c2736b	b83906dd-1743-4cd2-83e8-59956c44dd19	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:54.938441+00
0b48bb8c-c28b-46c3-94bb-6e74a0abe25a	98ea5dc5-9b99-45c0-b17f-9a054e0b2cd9	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.01456+00
6ae7bba3-2f49-4e96-b08c-334680334167	98ea5dc5-9b99-45c0-b17f-9a054e0b2cd9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.021287+00
c0ba3c3f-e8c4-4f39-9e19-734499a9448e	30acd233-ed12-4118-bee7-eccef1f2817b	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.0538+00
eb322804-8118-48a5-8bd1-fcd9b5cfd7af	790c0f30-fe03-4df0-b6b8-391b3dfcfb21	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.079186+00
154116b9-6ef0-4e97-8aed-5a2822777776	790c0f30-fe03-4df0-b6b8-391b3dfcfb21	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.089038+00
483cd750-e87d-4807-b129-fa40aa699bfe	790c0f30-fe03-4df0-b6b8-391b3dfcfb21	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.095736+00
dccdae8f-f14b-4cd5-953e-e5d8e5f576a1	865bc47d-5086-491a-8a68-34ec3a256726	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.126009+00
2d7443dc-a6cd-40ec-b452-f76152cbc3c4	865bc47d-5086-491a-8a68-34ec3a256726	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.132685+00
984d88ee-b3eb-4eca-8077-45eeabc71138	531ce63c-1106-4908-9fbd-0809a3cd3d14	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.158024+00
e268a635-80ed-42e2-b9bc-85f1afd8a76a	531ce63c-1106-4908-9fbd-0809a3cd3d14	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.164984+00
bb76636a-2d67-4229-8535-c62d40a1feed	cc79b2d5-df21-447c-b9a2-60f247234833	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.197237+00
7c4ee655-e78c-4664-a745-3035bdf65b9b	cc79b2d5-df21-447c-b9a2-60f247234833	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.204018+00
ed6a7d46-4992-489f-97a6-ac71e8b45110	95c51dbf-f564-4304-a5ac-52c122d4e4a8	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.239858+00
f9bedda4-3833-4528-8d90-97ce77ee0fc1	95c51dbf-f564-4304-a5ac-52c122d4e4a8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.246689+00
16ec04bb-4f54-47a9-9018-697191da5e88	569e314e-41f0-4961-9b7f-337bb7b8e54b	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.275717+00
53a985dd-aa17-4c71-a8f1-3de1a948156c	569e314e-41f0-4961-9b7f-337bb7b8e54b	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.282427+00
bcfd92af-26d5-4982-8324-c32f3702f17d	569e314e-41f0-4961-9b7f-337bb7b8e54b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.289182+00
59f7f9b6-bc85-47e1-a518-e6e36e2aa4f4	a28f21d8-7baa-4f60-9337-c35daaf6efa7	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.34072+00
288bd600-63cd-4564-9b08-e21fe5da1142	a28f21d8-7baa-4f60-9337-c35daaf6efa7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.347514+00
fad8fe98-cfa4-4904-b1a8-20715b546415	03fb4b06-9414-47ab-b95e-8b99e93cb296	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.380304+00
b20449f1-1bfb-478d-8496-061abac4624a	03fb4b06-9414-47ab-b95e-8b99e93cb296	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.390648+00
6f274592-92c2-4036-a02e-531443025c7c	4a5473dd-27ef-42da-833e-2f82ffe10bce	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.423237+00
65cebb62-5c51-44a7-b7f1-d24e3e459d81	4a5473dd-27ef-42da-833e-2f82ffe10bce	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.434816+00
93a82a21-b5f2-43a8-91cf-5abca37cbaa9	4a5473dd-27ef-42da-833e-2f82ffe10bce	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.441821+00
8a82295b-ffe2-48d3-9da5-e6ba77ebf500	dfefa793-dcab-43be-b97f-25caecab07f6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.46408+00
63f35d08-bf36-41f6-a8c3-6afcb20bbd84	dfefa793-dcab-43be-b97f-25caecab07f6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.470734+00
edd0e83e-54b1-4bac-8c36-a6283c1d3388	bc23c595-ae77-4096-949f-698ab6d94623	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.522743+00
f5d428d5-c519-4af0-b8ed-95bf301ae50c	8bd1e442-96b0-4c71-b8b2-b6f3275e9976	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.554038+00
3a9afac5-2d09-4016-b974-e910787b9975	8bd1e442-96b0-4c71-b8b2-b6f3275e9976	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.560974+00
5765d33e-7f42-49c5-8450-b844ee734436	8bd1e442-96b0-4c71-b8b2-b6f3275e9976	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.567995+00
e6c86e03-6bf9-4085-997e-b583f33aedd3	8bd1e442-96b0-4c71-b8b2-b6f3275e9976	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.574983+00
171997f0-928b-482a-892b-675f50975567	bdca6d2d-58eb-45b4-9ca1-71bc43331944	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.607813+00
14a05f54-8389-43dc-bd16-6d9d1bac852d	bdca6d2d-58eb-45b4-9ca1-71bc43331944	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.614817+00
d9c85359-39ec-42d4-af31-e2bbf9325433	df18cef1-60d6-49a7-953a-fa2b2025177a	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.647247+00
bacdd6cc-b336-490f-88d7-7d95791d8ee8	df18cef1-60d6-49a7-953a-fa2b2025177a	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.653938+00
cb55f789-2cdf-4b6e-adc7-44b76dce78f6	72461ea6-adac-4b32-95ef-b63dc540ec16	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.690512+00
5886320b-9478-41c6-9eac-e40a0488f9ff	72461ea6-adac-4b32-95ef-b63dc540ec16	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.697619+00
92fa62fd-a493-4e97-b6b3-61acce31d053	fa7eda02-42b8-4b1c-805f-dc40aea61f9b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.739204+00
29292b70-aa4f-43d1-80cb-2401867536a3	fa7eda02-42b8-4b1c-805f-dc40aea61f9b	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.745883+00
309205a6-a721-4ecd-85ff-94234a854ccc	fa7eda02-42b8-4b1c-805f-dc40aea61f9b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.752632+00
bb3120d8-591a-4b6f-b3ea-f3b087d7957d	2081db55-27df-4f6d-aae1-95625b414eec	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.79424+00
362de8fd-d7aa-414e-b01b-f954395600ce	b98f278a-60d5-4844-bb2b-e2ab7a31df18	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.827515+00
dfbcd853-5a89-4ac5-a48e-3d8e3784fabd	b98f278a-60d5-4844-bb2b-e2ab7a31df18	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:55.83444+00
99c61c1e-08db-4ada-9521-0a5e979f53d1	b98f278a-60d5-4844-bb2b-e2ab7a31df18	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.841309+00
24fa45fe-df8a-4c86-b7f6-d84b244b8578	19c1c6b0-bede-4fc4-ab4c-42f3bf3e4f6e	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.872458+00
8029a851-d77a-4629-abdc-0cffacd69b94	e30ecfbb-866c-45fc-9534-0a96dc2cd27a	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.905025+00
07a895d5-146f-4c21-b8cb-c76d0ae99351	e30ecfbb-866c-45fc-9534-0a96dc2cd27a	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:55.911992+00
289a173f-13bf-4300-9e95-51f99a5e4e2d	2880d925-fcd2-40ea-89e3-74b8922f4c00	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:55.955416+00
002039cb-ce2f-459d-bb47-bdd9756a2c1d	2880d925-fcd2-40ea-89e3-74b8922f4c00	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:55.962183+00
3c68626e-010b-4a37-97cd-606e32c87916	2880d925-fcd2-40ea-89e3-74b8922f4c00	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:55.96907+00
6c36a51e-17c2-4f2c-8bc9-30348a112731	04d80214-f3d0-4c8c-857d-8993d3f6d996	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.056896+00
4d60b9f9-b2cc-4a50-be13-74576880dc94	04d80214-f3d0-4c8c-857d-8993d3f6d996	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:56.063469+00
16a29cd5-0c20-467d-aea0-35d41317625b	54682b76-11bc-4ef2-83ff-ee42b41b8f59	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.116529+00
906af1e9-6afc-4fd1-81b7-f53cbd5818b1	54682b76-11bc-4ef2-83ff-ee42b41b8f59	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.123505+00
4cd4ae92-e7aa-4149-8811-523fb84fb396	5de51319-1a6f-4737-b714-013e7490af4e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:56.14639+00
3ce6b82a-e18a-44c7-8697-617e9b49ca44	b57db1f2-92b7-4009-a4f5-d92209478edc	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:56.179683+00
413b2643-84de-4ee4-ab92-612fb3b44d58	b57db1f2-92b7-4009-a4f5-d92209478edc	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.186472+00
a20bd634-0c2a-468f-9d82-30fad919bedb	b57db1f2-92b7-4009-a4f5-d92209478edc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.193348+00
ebca4bbc-ffce-4e63-9695-1af100be52eb	8e85e301-0371-4644-bb08-653d25fe05ed	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:56.23696+00
b01723f0-ed6c-4768-aaee-39ceb5abbdca	8e85e301-0371-4644-bb08-653d25fe05ed	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.243952+00
99288d9f-3886-4bd3-9dd8-eb1ecad4b525	8e85e301-0371-4644-bb08-653d25fe05ed	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:56.250813+00
0b87e93a-8410-47c5-a788-241b967ee5a9	202cf1f0-38ab-4b3d-bbeb-a2596d675461	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:56.325201+00
c017c664-18c5-4e6b-9979-c1101163cd9f	202cf1f0-38ab-4b3d-bbeb-a2596d675461	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.331877+00
340b0198-49a3-41b5-bfa8-51ad546f5d78	202cf1f0-38ab-4b3d-bbeb-a2596d675461	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.33844+00
e41940f4-6e66-4c63-aaf5-0cf459462692	c91c838b-83e4-4aba-831e-1ce7d5d3d858	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.369936+00
b5de6dbf-cdae-4b07-904f-881109094e55	c91c838b-83e4-4aba-831e-1ce7d5d3d858	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.376681+00
8729ffdb-6bd2-4f50-94b4-88af263d9c1d	6adabf81-5f18-4246-a353-c4552d766a89	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.402285+00
7b6660c3-cec4-451a-95be-970ce3ac12cc	2af62333-4680-48c3-bf41-90507d7076dd	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:56.435263+00
67172401-7abf-4181-917c-9d55888db14e	2af62333-4680-48c3-bf41-90507d7076dd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.442278+00
8203737e-7fad-4b2f-841e-8d2e8e38dd9d	2af62333-4680-48c3-bf41-90507d7076dd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:56.449229+00
bec1947d-7d51-4b30-8ec7-2f23ac0c5795	632e96f8-0e0a-48f1-9891-289e75789e91	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:56.49769+00
1dd15670-a5da-4a48-95ca-f034ec2bccab	632e96f8-0e0a-48f1-9891-289e75789e91	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.504752+00
ed6fd5e3-27f5-4c76-963b-5d0d6a19a45a	632e96f8-0e0a-48f1-9891-289e75789e91	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:56.511752+00
cea7cc07-fa7e-477c-97ee-67b725611f87	1e3d235e-0ad2-4530-a674-d9eef94f8658	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.564224+00
2666ce02-6494-45f5-8244-dfb6529d06b7	0888dea9-2851-4292-bccc-2013ac36c273	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.58833+00
7bce68e6-712d-4f31-b4ce-8838e0acd46e	0888dea9-2851-4292-bccc-2013ac36c273	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.595126+00
50b5c217-06f4-4af3-8116-e3b6d2e48fae	70a55f0c-e44a-4687-aff6-5976689da6ef	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.613964+00
ee40684d-6558-46cc-9c67-4a8c051f7bb0	70a55f0c-e44a-4687-aff6-5976689da6ef	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.620925+00
76b59400-fd91-4826-9a6c-e0564db79b51	f3370fd5-6db5-4823-a19b-3dbd650e10cb	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.660591+00
546cf274-58cb-4918-ae80-8dfd9168dcd7	f3370fd5-6db5-4823-a19b-3dbd650e10cb	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.667269+00
45894e32-5252-4c9b-abca-e54f0fdbe093	54b724d9-2134-4e4f-82ec-01bda16192a1	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:56.725753+00
039cd6e4-fdee-46bd-a7db-930347148758	54b724d9-2134-4e4f-82ec-01bda16192a1	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.732905+00
1e8d4297-1e44-4659-a28c-ed1545086959	54b724d9-2134-4e4f-82ec-01bda16192a1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.739956+00
7a7ffe8f-2f31-4382-b980-8afdcbe9c0a9	cbeb8e5a-68ee-4a9d-9e74-9864f1c8eb66	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.762638+00
f2970bcf-3a4e-44d7-9235-2d4cfcd2249c	cbeb8e5a-68ee-4a9d-9e74-9864f1c8eb66	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.769745+00
d9d4cf19-2d5d-480b-aa1e-642a302106f8	3cee2eab-c824-4d80-8a42-deafcc2e89b6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.87157+00
00b0b9e5-ae05-49d9-bbf2-3a1b0975506c	cdc0febb-8201-4570-95c1-51e238d4168a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:56.890952+00
5990ec9f-48a2-4d31-b1f3-d50205ca6542	914e30ac-410b-4add-ad8c-f21a63560ee1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.914043+00
191622e8-b0b4-469a-bbe2-ddd6be588c96	914e30ac-410b-4add-ad8c-f21a63560ee1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:56.920943+00
e03542e9-be69-494b-8dd4-f55773f2f1a2	b2edd00c-47f8-46db-ae5b-1d5d7266950f	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:56.958124+00
93fe98a0-aaa5-4f23-b8ea-f439008a4524	b2edd00c-47f8-46db-ae5b-1d5d7266950f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:56.964941+00
599ccc8a-70a7-4c97-ae72-17f0a1af95de	49c01e55-171d-437e-8380-12063db52fab	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.034955+00
9213748c-4817-4a90-bf0b-1441ce6c79b5	49c01e55-171d-437e-8380-12063db52fab	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.043323+00
d27f15a4-56e8-4377-8fb5-5b95342d7128	885cd6ad-8dc4-491c-a69a-a98c6094016f	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:57.091975+00
3912a804-33cc-43fc-8959-5b81c92a1b7f	885cd6ad-8dc4-491c-a69a-a98c6094016f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.099104+00
435538b4-5998-471c-8241-b44c5670a116	dbc8ca5e-5906-4533-82cc-6fd032059b29	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.136525+00
eed29faf-2e64-46c7-9a05-1251debe78c0	5cd0f083-0e6d-459a-acc9-55be9424ea67	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.180947+00
2cd8e314-1d00-4961-835c-80d20c4b7ee1	5cd0f083-0e6d-459a-acc9-55be9424ea67	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.188076+00
73afdd29-ae0f-427b-9cab-0810ad44962f	5cd0f083-0e6d-459a-acc9-55be9424ea67	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.195305+00
444c078f-1cb5-436b-9188-1368a2448ce0	0532c26a-d9af-49cf-bfd3-5aa5c0b8bf0b	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:57.229183+00
5c3e7532-ec5a-419d-8d45-9cf2f28563dd	0532c26a-d9af-49cf-bfd3-5aa5c0b8bf0b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.23627+00
c5d2a28f-3450-4d79-8e8b-2fc347c7d02d	0532c26a-d9af-49cf-bfd3-5aa5c0b8bf0b	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.243304+00
1372a599-de1d-493c-8132-3759446c08ae	3448de56-e3c2-4d13-b180-bd7d796cd38c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.268847+00
cd192176-2e06-453c-b94b-06a7ce9e4ef3	88bcae02-f3a2-4965-a460-88a765b6b1ec	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:57.302004+00
a2b0c915-2940-4d3d-b312-ba312c995b3f	88bcae02-f3a2-4965-a460-88a765b6b1ec	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.308825+00
53b9ca7e-2dc7-4732-afc7-cfeeb86c7953	056071a8-79fc-43e1-9cc4-4f2ecbaf0a81	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.348991+00
8b316b2a-8f72-4f65-8801-8f670bae6932	056071a8-79fc-43e1-9cc4-4f2ecbaf0a81	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.356052+00
72c4f374-8b26-459a-a427-b23c4e0f7e28	a48cfcd2-807c-4827-a760-0e500f5adeb0	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.40131+00
700c3e18-de52-4bad-b377-60ee11cd8b45	a48cfcd2-807c-4827-a760-0e500f5adeb0	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.408454+00
d39f5ae8-7e32-4abd-bf6a-e446d6fa16e6	a48cfcd2-807c-4827-a760-0e500f5adeb0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.415526+00
77cee3cc-2717-4d4c-a09e-92be9163b8be	71dac9d0-333a-469b-8cd4-0692cea1af73	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.442149+00
e5464703-fa42-4b52-98a7-b3b90811add8	71dac9d0-333a-469b-8cd4-0692cea1af73	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:57.449357+00
58fb5b02-5644-4b1b-b137-f6a92bf143a3	8b94e321-00aa-4679-8bff-ce4d1c89c6e9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.473174+00
a74e00ec-41bc-4c3f-8d20-58407524e3a4	b76a2229-e470-4ca1-a2a4-ef433046b947	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.499946+00
48e2cfd7-6a92-4392-8009-657dfaed90a3	b76a2229-e470-4ca1-a2a4-ef433046b947	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.506985+00
c0036691-6a0f-40ba-8e28-77f07839d1b2	d2d6f6ab-b66e-4595-8101-6fd56613af4e	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.545077+00
d1961071-5415-49a9-b2d9-d82fac102dbd	204b5f13-7117-4c6d-9b3c-844ca8c484e3	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.599226+00
981fec86-5777-47af-9d59-d8810cf9a6b9	204b5f13-7117-4c6d-9b3c-844ca8c484e3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.606242+00
05e989f7-775e-440c-9408-8e876716b9fa	c8505351-e1c7-4a18-a3e6-86b4d97d8aad	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.654183+00
a12297c5-54ad-4dde-a29b-3fe7ddefc367	acf91c3c-f36e-486f-a796-85630bdc3577	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.699393+00
8c284fa1-0693-4c82-8c43-9a36471a00b7	f83ed0ff-2cc2-4cfb-89b9-534f5404dd5a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.736902+00
504699da-8fae-4ffa-a547-5900d519b811	eec7b397-844d-4a22-ae79-0ac1ffe42817	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.774179+00
bd645294-9ab6-4426-84b0-499ac439cd39	eec7b397-844d-4a22-ae79-0ac1ffe42817	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.781197+00
1cec1c03-1060-4349-8be9-3f7819e8638e	f375ee2b-754c-4f4d-93bf-8606459a3e8d	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:57.833678+00
61b57e1a-d77b-4e05-a7e8-f07869dc8ac4	f375ee2b-754c-4f4d-93bf-8606459a3e8d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:57.841335+00
912a6613-6500-46ed-a409-f4d99ae5ded3	f375ee2b-754c-4f4d-93bf-8606459a3e8d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.848821+00
ed9ffbf3-8405-4232-832c-70ac2e40b13b	1235a614-c14d-4d8f-a69b-77c20e8c1420	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:57.87944+00
548c7451-6df1-4d5c-9480-571cb4deaaeb	1235a614-c14d-4d8f-a69b-77c20e8c1420	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.886481+00
d2e354b5-2dad-44d4-bffc-e79e870171e9	7aa1bee1-0f0c-4373-9eab-4c60236e146f	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.912419+00
6260c8cb-00c1-4dbc-86c3-1e4c222f8a9d	1463d3ff-8d4f-46bc-ad63-e687998393b0	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:57.97141+00
e59f36e1-64b1-428e-9e73-2324ca632138	1463d3ff-8d4f-46bc-ad63-e687998393b0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:57.978604+00
c05963cf-fde0-4642-b072-f60fdc479d5b	aa3ee493-5729-48e5-aae6-2f2676b9cf6a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.017155+00
cc7b7da0-9e31-48d9-a7ef-3d6a32859c43	aa3ee493-5729-48e5-aae6-2f2676b9cf6a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.024355+00
498abfb1-60c2-4b71-9633-ede98f0fdf15	aa3ee493-5729-48e5-aae6-2f2676b9cf6a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.031561+00
ba7d0d44-8505-4217-932a-ec611e8c541c	558d37d4-19a3-40a1-b1bb-64939aae1930	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.0718+00
644b2aea-455e-47f7-9137-8fe2b876fb89	e2a399bf-302f-4bef-a454-8834671f9ec5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.106749+00
cff4dcae-2474-41d9-912b-7638441dee69	3cf1b1cf-2aa2-4cbf-a664-172da24a7be3	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.132515+00
12e6ff48-0d49-42ed-b093-004c5e9cefba	371f8f80-8f29-4021-8c04-4ff77bcaa0f7	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.167404+00
f963e264-ab06-4a02-aeb0-4a7e01e9266c	371f8f80-8f29-4021-8c04-4ff77bcaa0f7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.174669+00
83a6bc6a-057b-4efc-8a88-723ea488e3b0	371f8f80-8f29-4021-8c04-4ff77bcaa0f7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.188976+00
af496706-bc10-4215-803d-7049307c9b81	51dd45d1-6674-4c02-9f85-073109b07d38	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.223073+00
1b442f45-bfd2-48a8-b9e9-45cac9a4dd6c	51dd45d1-6674-4c02-9f85-073109b07d38	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.23033+00
a052c022-ad40-4f1c-904b-775dfd9d7b99	51dd45d1-6674-4c02-9f85-073109b07d38	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.237657+00
451a4a6d-122c-4ddd-b7bc-3eb0ec232b11	712f2ebc-aad8-4ff7-9e45-5525b2953878	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.277577+00
35989c9e-ce5f-431d-bbee-9d51e6d9b939	712f2ebc-aad8-4ff7-9e45-5525b2953878	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.285724+00
86c8b2e0-d9d4-4bf3-9fcf-28fe6ffa9aa5	712f2ebc-aad8-4ff7-9e45-5525b2953878	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.293479+00
f170c591-490e-4f1b-9c99-e6c0f55de6bf	712f2ebc-aad8-4ff7-9e45-5525b2953878	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.301237+00
6a4ffd3b-31be-4707-a0ec-4d2148c882d0	2a92ebe9-66e8-48dc-8318-ca9dff8392c2	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.330139+00
0e83b7a5-6a7b-430e-a008-2e4a03202b5e	2a92ebe9-66e8-48dc-8318-ca9dff8392c2	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.338153+00
c3ee4ea5-9c89-453d-b011-0f0ff853116f	2a92ebe9-66e8-48dc-8318-ca9dff8392c2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.346086+00
e85fbefc-cb3a-458f-81b9-9f76e92935ac	b724e46d-332b-42c8-a119-2566679f14b5	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.372062+00
57c6f2d8-ac2e-4561-8a0f-7ea455936364	b724e46d-332b-42c8-a119-2566679f14b5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.379835+00
1540ff46-8bbb-465b-a4d6-97c097d8fb73	b724e46d-332b-42c8-a119-2566679f14b5	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.387242+00
ef1c5f80-c807-4c6d-9a7c-4c75ad86bd85	b724e46d-332b-42c8-a119-2566679f14b5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.394665+00
a096a0a7-1511-413b-83a2-73194605433b	83351399-bd0c-4860-ac1a-369991f23f9e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.429985+00
09f96b5d-14bd-4927-9e03-30f6e12deea0	77b84d56-7641-46a2-a1b2-a2f036df83bc	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.478067+00
998f3f06-dcf3-4bc2-a31d-16dd8728e1dc	77b84d56-7641-46a2-a1b2-a2f036df83bc	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.488397+00
f526d8e3-f046-4d2a-97ae-e7286c967301	77b84d56-7641-46a2-a1b2-a2f036df83bc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.498721+00
f0605ad3-4642-4d98-bcc7-470727c572e0	6d18d9ce-ef25-48a4-95c4-a94c9dc0acbc	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.576953+00
73924a5c-6132-4fc0-bfa9-5e9c5f244720	6d18d9ce-ef25-48a4-95c4-a94c9dc0acbc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.584414+00
51b9e2a1-a2b9-4c57-8250-0438202201c0	4ed69ae9-7f66-4747-9310-a0ddf7899bf7	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.604877+00
04bf9ad1-a05b-4711-bb7f-a3b872eb35cf	4ed69ae9-7f66-4747-9310-a0ddf7899bf7	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.612167+00
c597cf34-a853-4b0e-9cdb-9cdd6bae7baf	4ed69ae9-7f66-4747-9310-a0ddf7899bf7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.619612+00
7e27e56b-29d5-482a-ab24-4c0ea155f01c	43ea8a38-5c9b-44e3-8a94-0bada42ed43e	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.658148+00
f8dcd29c-e28d-408a-a280-f6650b6deb18	43ea8a38-5c9b-44e3-8a94-0bada42ed43e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.665361+00
896cd7d9-4124-4fe2-9aef-793cad227780	085c817a-776e-4c40-b22f-84540252fa84	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.715719+00
c5513692-c11c-4332-8753-650436aa1a31	085c817a-776e-4c40-b22f-84540252fa84	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.722793+00
dc725cbc-567d-4a99-8c04-a33d668593b4	72161a6a-cae8-4314-8aa4-acf62fa91e92	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.757057+00
95e670a2-228b-407e-8f96-c271628f5267	72161a6a-cae8-4314-8aa4-acf62fa91e92	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.764049+00
d72b1c1d-4e6f-47c7-b965-b8cca63092bd	72161a6a-cae8-4314-8aa4-acf62fa91e92	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.771142+00
618c6503-7c39-4c61-ac40-3d235d8bf468	72161a6a-cae8-4314-8aa4-acf62fa91e92	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.778411+00
13c3e3e3-a88a-49e9-969b-c175465713a1	32ee8faa-081e-4e92-83a5-30b62c39e8e2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.809138+00
e6bdd303-ae55-4b76-9e35-7cb576fc700d	32ee8faa-081e-4e92-83a5-30b62c39e8e2	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.816659+00
3797d074-1a85-4fd8-81a4-15b506f24991	b0ad6712-d14a-4b3b-8668-b284a064bcf7	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:58.849405+00
485280d8-f7fd-4c12-95fe-3971c9464e6c	b0ad6712-d14a-4b3b-8668-b284a064bcf7	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.856416+00
ab7e5736-4544-4a23-ac04-94d7c300fe9a	b0ad6712-d14a-4b3b-8668-b284a064bcf7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.863443+00
eb2d57c9-ab09-460f-8d16-c80e59bf8c78	2c05f9eb-493c-4673-9329-a1e139fdbd52	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:58.892937+00
e5be48a2-e695-4608-83d9-aa7e22fcb9ef	2c05f9eb-493c-4673-9329-a1e139fdbd52	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.902157+00
7bf6e392-21a2-4471-b824-d9de735fec44	91710ddf-f5fc-40a9-a632-255b02aaff02	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:58.933239+00
dd36f0ba-e775-4f3f-bd9b-53590d450211	91710ddf-f5fc-40a9-a632-255b02aaff02	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:58.941498+00
14db94c0-6e22-44ec-98ee-f5fa40ec00c7	92a4571f-3cb5-40cd-8182-0d799547a8d5	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:58.991836+00
70f1111e-a13b-4269-89c9-94236ccc5d07	299b9cae-0d21-4ccf-878c-cae48b2de3cf	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.030694+00
a6c2ed54-fb09-4e0e-b8f1-7ebf87de90bc	299b9cae-0d21-4ccf-878c-cae48b2de3cf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.038494+00
bb2caccb-5fdc-4e1e-bee6-c76f9dff8620	8e093707-a8bb-4edc-834c-2210a0e74f7c	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.075746+00
850d39bb-808c-4608-a06f-e2b877846788	8e093707-a8bb-4edc-834c-2210a0e74f7c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.08289+00
34a24a32-82e8-4569-a869-20483febf046	8e093707-a8bb-4edc-834c-2210a0e74f7c	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.094302+00
944a83db-b8e2-4369-9115-fd3b00357900	123a3f3d-db74-4453-9639-715b6f029368	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.136179+00
85c08323-ba00-4dee-bbde-471114727567	123a3f3d-db74-4453-9639-715b6f029368	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.142968+00
61b2097a-3e32-495d-a7c3-aa01ece19072	123a3f3d-db74-4453-9639-715b6f029368	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:59.149836+00
33a33fd1-1896-4028-85bf-edcdc8ae4b14	a5d2c523-fdea-40df-9228-c9cc5bbbef2b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.215471+00
8ac1a9ea-cc40-4653-b06b-4de81763a550	c7c33ce8-1a6a-4e24-adbd-6ac7de655e9e	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.238558+00
1cda5176-f7d0-4a60-8e38-6026d552c0bd	c7c33ce8-1a6a-4e24-adbd-6ac7de655e9e	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.24561+00
de5c52b8-8f66-456a-8c23-e032a40d86fa	c7c33ce8-1a6a-4e24-adbd-6ac7de655e9e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:59.252728+00
702252a6-d81a-4912-8966-ca8eedde131e	ad084f60-3bb3-4572-bcba-d716bf235d29	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.287359+00
75246542-9c0b-4ef3-82e9-834fab4fa78d	ad084f60-3bb3-4572-bcba-d716bf235d29	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.294577+00
0a27c1dd-6ae4-45b6-86d1-61001be79e4d	81999e19-5489-4607-869b-1f9f4df57c93	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.319826+00
bcd6649b-a7f4-41fc-a476-59ff36fe57f9	81999e19-5489-4607-869b-1f9f4df57c93	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.327126+00
fe42437f-071b-4e73-a1c5-5d481ea0362f	81999e19-5489-4607-869b-1f9f4df57c93	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:59.334507+00
ba3dc99b-dae9-4515-b2c6-005c8c05588e	93e1cee5-ef41-405c-b7c1-eda3a879a8b1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:59.393472+00
ebb3e94b-9dcc-44e9-85a7-ce7449f76516	e53c96ea-c668-4f3d-9a4a-1f38cbf885a8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.41268+00
1134d54d-67f3-486f-9e8c-f7fe142e09fb	6ce6d4fb-c3b7-4012-957e-daf971781909	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.45066+00
4b832fc7-edf3-438c-8908-8ee833514773	6ce6d4fb-c3b7-4012-957e-daf971781909	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.457567+00
1e33ffd8-cbda-43da-9575-6098c53d3711	6ce6d4fb-c3b7-4012-957e-daf971781909	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.464398+00
a9343c88-6693-492a-b4d7-c6541124cb76	3a278bd2-15d8-4dff-b616-3b8fd2a7724b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.510257+00
742d33ec-0cf4-440a-92b9-18af44bebbd7	3a278bd2-15d8-4dff-b616-3b8fd2a7724b	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.517411+00
07850038-5948-4326-9a83-12cb6c648339	115575b2-c58d-4a27-b493-9852caea7d44	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.551386+00
589e7bba-31ba-4a9e-80a3-ec9906858036	115575b2-c58d-4a27-b493-9852caea7d44	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.558779+00
90edd9a2-9c3e-4273-8620-07803a5a29ac	115575b2-c58d-4a27-b493-9852caea7d44	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.566636+00
f02d4459-56e5-4136-be53-bb710ac28f94	628b56c6-fcb1-4a6e-ae3b-624ddabb25ab	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.603817+00
f2adc382-354c-45ea-aa5d-75faf175e8bf	628b56c6-fcb1-4a6e-ae3b-624ddabb25ab	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.611205+00
218da4e2-4e94-4b48-ac90-f47f7e9673c6	507cc54a-61a0-4bce-9e31-6824af9694bf	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.646265+00
567b9725-c6d1-4460-856d-32d716d352d7	507cc54a-61a0-4bce-9e31-6824af9694bf	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:41:59.653814+00
0a44e4bb-3f6a-4c80-8bcf-a1c77025b30b	df9f9e85-23a6-4fd3-9175-95f83caa4605	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.681895+00
d0d8e0d4-329e-4794-9fbf-88f2f9279a88	8a208d9e-f4a8-423b-b4d3-146b4731569b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.717922+00
e05b15db-0c50-4800-9229-e108eec7894e	97174cd8-d4c8-4995-89d9-d578c0cdeac6	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.766512+00
4e009203-aa71-4b2c-af9b-d3aa66526cff	8be4595a-e207-4d24-833d-504371d7841b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.814404+00
9590f33d-b741-4c28-8380-ff647bd801c9	8be4595a-e207-4d24-833d-504371d7841b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:59.821475+00
545c1992-6cc1-473a-aee3-1008332ff5d1	771da600-caf3-4104-a2ad-4789b055a7b5	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.853714+00
6362338e-01fc-488f-91bb-5cbd2d7db211	771da600-caf3-4104-a2ad-4789b055a7b5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:59.860651+00
fb4b830a-86bc-43f5-a05e-fd5e97b3e0d0	771da600-caf3-4104-a2ad-4789b055a7b5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:41:59.867628+00
cd62b62c-6cb8-43a7-9e99-a0a9bac1fd31	035747c0-e791-4946-96ac-2950303f082f	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:59.974617+00
902926ed-bc33-41bd-8fbe-9cfdc0a084d1	035747c0-e791-4946-96ac-2950303f082f	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:59.981701+00
b3bf0696-5e65-4a52-86b2-d1bd06a0d20e	cdcd7750-1349-4588-a13d-4e1dacc69127	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.004594+00
86010198-1346-4c6d-b3ab-7f9737eaf8a0	cdcd7750-1349-4588-a13d-4e1dacc69127	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.011432+00
0c5565fd-58bd-4677-a65c-be179a0e7b7f	cdcd7750-1349-4588-a13d-4e1dacc69127	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.018361+00
3e43d56e-c74d-4a6c-8c83-a5532ef4f586	77456d35-e324-4128-9c67-b20924b85431	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.052018+00
470aaa93-8755-46e7-9032-fd4e020d25db	77456d35-e324-4128-9c67-b20924b85431	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.059051+00
f2ca5ce9-3942-4c94-ab41-e97b9880b1c5	7067fbc8-ecef-4968-b9cd-cd615ff9bf58	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.098093+00
d5d86866-35af-4ca6-86b7-477d418f152d	7067fbc8-ecef-4968-b9cd-cd615ff9bf58	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.105115+00
cd43bb1c-f17f-43a3-8cca-35be42f96af0	ada61393-88d6-45b5-adab-094a6f924285	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.153103+00
e22a172d-06c4-49cb-8a3e-3fbf187f7385	ada61393-88d6-45b5-adab-094a6f924285	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.160329+00
7a7f4744-f548-4ac6-91f0-9a3485950559	925f45fb-4dd2-42fb-8c55-c2e55aec59f0	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.195063+00
23405795-1ff1-416b-9ff8-fd152a15c4e7	925f45fb-4dd2-42fb-8c55-c2e55aec59f0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.202248+00
e5c0d762-5031-4118-af92-961a2937f1f4	469d1aa0-0a15-40a9-90a5-2a9521589a38	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.22948+00
eeb3a0b8-b423-4aa5-9635-f458e25f60d3	469d1aa0-0a15-40a9-90a5-2a9521589a38	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.236665+00
109390c6-4ae4-415a-a3a4-7915cedc9554	469d1aa0-0a15-40a9-90a5-2a9521589a38	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.243718+00
4f1b8682-795b-46b5-a1fd-df801dbfa41c	469d1aa0-0a15-40a9-90a5-2a9521589a38	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.250701+00
c46d8a93-328d-4a5e-acb4-44b1a1ea6f09	448f5fd1-d2b8-4216-b88e-7c1492c3af18	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.273782+00
8d9bd990-e13a-440f-a1f5-ba7908feed60	448f5fd1-d2b8-4216-b88e-7c1492c3af18	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.280821+00
8b913daa-2735-484f-8219-cb4d129884b9	448f5fd1-d2b8-4216-b88e-7c1492c3af18	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.288081+00
8724a44d-0d3f-46de-808d-69edc60d8ac5	448f5fd1-d2b8-4216-b88e-7c1492c3af18	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.295326+00
85c5f145-ca66-4fae-9e40-89404bce03be	3cbe0169-cbb3-4285-8cd7-7b1e1d0415c2	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.329727+00
1ecc3516-07a8-4474-9fa9-e9ec85e598d1	3cbe0169-cbb3-4285-8cd7-7b1e1d0415c2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.336885+00
0780ddde-120c-40a0-aa60-425cedfe0375	3cbe0169-cbb3-4285-8cd7-7b1e1d0415c2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.344045+00
a7fdf068-32ff-4928-aeb1-5e186083de74	9f5694c0-a2fd-45d2-ba45-d2d6eac0a4ec	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.391221+00
857c9690-e8c5-4cbb-b893-dcf6928ff196	9bf26d17-f11e-458f-8a3e-622aaaed6dfc	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.444115+00
b70fe583-3d7b-453d-ba65-f889df847a6b	9bf26d17-f11e-458f-8a3e-622aaaed6dfc	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.451674+00
cf9436bd-8b49-44c7-bc60-fdaca33c41f3	9bf26d17-f11e-458f-8a3e-622aaaed6dfc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.459096+00
36d2bc4d-c5dd-4524-98c2-cce35dc99ed8	9bf26d17-f11e-458f-8a3e-622aaaed6dfc	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.466187+00
2a358249-b05a-4282-a074-88331022b500	cd65ce09-0208-4395-9cdd-f33ee9a72c7c	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.493468+00
ae08a74f-3db8-429d-ae8e-77e9b2be21e3	cd65ce09-0208-4395-9cdd-f33ee9a72c7c	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.500518+00
08c5104a-dacd-44fb-b477-b715a54e1bbd	cd65ce09-0208-4395-9cdd-f33ee9a72c7c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.507837+00
8428ae77-9df6-418a-bb77-58e24b220d31	e62becf5-676a-4ac6-b506-c2a05c25a22b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.542026+00
a87d9b38-c0fe-42c3-84f6-a1cfcfc2d38a	e62becf5-676a-4ac6-b506-c2a05c25a22b	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.549183+00
b3759d01-3d0f-4d47-afa3-87a95a3f498a	e62becf5-676a-4ac6-b506-c2a05c25a22b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.556289+00
ac1a40e1-d53e-4b5e-97be-928c5ba8b644	e62becf5-676a-4ac6-b506-c2a05c25a22b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.563326+00
782af3c8-f3c9-4a65-a25b-23d773f72770	17146e07-0ebd-4482-9933-ffe4b5b36213	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.608041+00
ff94b4b0-49ab-4bb8-93ac-496ee967d5fd	2ba11cbf-b024-4f49-93c9-69781c01ad16	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.6885+00
5ce576d9-c031-461c-89c8-66cfe894b08f	2ba11cbf-b024-4f49-93c9-69781c01ad16	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.69529+00
f9a422c9-7c52-4361-b34c-61919fb97683	4520e1e6-9c23-4360-b5e9-2beb185aa5a2	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.720775+00
3c65eead-9a62-4671-98c8-ba88e939f3ec	4520e1e6-9c23-4360-b5e9-2beb185aa5a2	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.727645+00
6c16b2df-6c10-48ea-9328-5978ab80fdfa	f682a4b9-0444-4079-bb6c-29bb77ad99e7	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.773751+00
ec481e03-8ff8-4cad-b8ce-6e0448988246	f682a4b9-0444-4079-bb6c-29bb77ad99e7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.780794+00
d35e1f63-47b0-433a-b4c9-d763b16192d8	b654d05a-e813-41d5-a125-6c5bf5ece248	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:00.827826+00
d8145993-207d-4992-ad6f-5c731f3ac17e	f06ac921-bf4a-4cb4-978d-8d6bfed6501d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.871897+00
0b0f28dd-3e34-49d7-bef5-1146c3e2451e	f06ac921-bf4a-4cb4-978d-8d6bfed6501d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:00.879004+00
4d82b4fe-813b-40ce-bbc5-ab3a3d3f816a	5bc93c60-41db-4542-8862-456ec67ec9f3	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.905742+00
b7702c11-664f-41f4-aed3-6cd7ddafe747	5bc93c60-41db-4542-8862-456ec67ec9f3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:00.91266+00
49e60585-c3bc-4e4d-b716-bcbd9dc67d7d	7285977f-dcaf-49d8-9d60-9af48f1fde14	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.950565+00
3ada3392-44ef-4ae4-86b0-6b897c81de0e	03abf149-027e-4068-934e-d79fd2e9d15a	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:00.982879+00
14caa7e8-5482-4e70-8c9b-3715dc06a925	03abf149-027e-4068-934e-d79fd2e9d15a	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:00.98977+00
2d168c54-c4b7-4a42-b4d6-3a265d03c533	5890a92f-1945-4724-8960-346a1457d349	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.029548+00
7c1ec52d-7f45-453e-a9e7-615b3ebfa565	5890a92f-1945-4724-8960-346a1457d349	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:01.036542+00
589932e4-ccd6-41d5-9e84-a1daa54decde	5890a92f-1945-4724-8960-346a1457d349	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.043654+00
d6e695be-1d5f-4286-b503-82f5df44bf63	cf83198d-0603-4f5c-91ea-9d40bf25090d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.077808+00
81b92124-571a-456f-8401-ef3ed616ce2a	cf83198d-0603-4f5c-91ea-9d40bf25090d	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:01.085095+00
ca4c7c1b-1c4c-4791-90ba-f8a1dca6fba0	492639d3-67dc-45f8-85ba-619c4aab825f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.10883+00
7327fbac-0f5d-4137-8ef8-7f835107e343	492639d3-67dc-45f8-85ba-619c4aab825f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.115869+00
97bd2633-ebfe-4c2a-9a94-c9653803f555	25f7478b-dc5f-46bb-bfa2-ac3aa37da3ce	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.150779+00
4e61aa37-e198-4e62-8041-46b2a1a8d06b	25f7478b-dc5f-46bb-bfa2-ac3aa37da3ce	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.157812+00
cc95b1aa-1176-4d8a-92b8-496d9734e607	25f7478b-dc5f-46bb-bfa2-ac3aa37da3ce	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.164818+00
4a2502ab-e33a-4853-9743-43ec6218b753	ae4b49ba-d57c-4149-a569-4daf6231e54b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.210116+00
3ce02167-d7ee-4606-90b3-d6dbf2c301ac	d3036aa4-9c91-4468-9652-3fad9345060d	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.249321+00
6bd5a267-8f2f-4291-b7e2-600b63edd22a	d3036aa4-9c91-4468-9652-3fad9345060d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.256503+00
38243a72-3349-4948-a8a9-01314ef6edfd	d3036aa4-9c91-4468-9652-3fad9345060d	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:01.263808+00
d0d80bd8-adb5-4817-90b2-728d40be1914	eaa2d068-2e2f-48cf-a3bc-6ca9e0af6f66	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.296023+00
85f936ff-7b88-4917-bd3c-ccbc3424cf65	59f47833-32c3-4b60-9dee-641ad8edbd83	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.329803+00
4564c02b-6ea7-44f5-8a2f-ebef4bdc1d77	59f47833-32c3-4b60-9dee-641ad8edbd83	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.336833+00
926b752d-667f-4ba0-b095-2e43e425a925	7387c101-4ac3-4854-a67e-6b466ec2a008	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.381962+00
618a0995-f702-4765-86ce-214dc14fd8ec	7387c101-4ac3-4854-a67e-6b466ec2a008	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.389637+00
6ac4809d-c456-47f9-8dcd-760f88025934	4c04baa5-da2a-4563-a11e-09113f1ade57	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.42907+00
1e52e6b6-b48f-4761-8c36-de8d71f5bfaa	a38806aa-c439-47d4-907e-d874a2c9ae5e	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.462567+00
2fe87ab5-a405-453e-b3f4-d9e5f68073de	87206b0c-9ffe-4a5d-a425-6569315f4b6a	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.528238+00
d57f44e8-9554-4690-90af-313e4f2118f2	87206b0c-9ffe-4a5d-a425-6569315f4b6a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.535535+00
ce954669-0672-4216-884e-cb2a95fd69c1	87206b0c-9ffe-4a5d-a425-6569315f4b6a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.542993+00
381294e4-5189-4ab5-bf92-fd542d03942e	c9229f6f-0517-46f8-a11a-a7debc141564	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.641372+00
fb0011e2-cace-4bf5-b764-c4994dad523d	c9229f6f-0517-46f8-a11a-a7debc141564	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:01.649364+00
47938bc8-2295-4dec-ac84-4e35301baa7d	7f503e86-097b-4262-9ffa-d4731975c2a0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.672301+00
af66b53f-1d46-4df2-bd14-7b9dd281b0e4	a81f3dd1-75de-4279-945f-01735a34fcea	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.745824+00
4c5a406e-8ddc-417b-b7f0-c970724c81cb	9ba03a63-3b0e-4ee0-9042-fe52807fc396	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:01.786764+00
989c3396-a7c9-4a89-94b6-bda2b371168d	9ba03a63-3b0e-4ee0-9042-fe52807fc396	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.793919+00
26968065-148f-4f31-a183-ed32edfec4ed	f72c2a77-5d21-4d8d-946d-7caea6f3aa85	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:01.813175+00
13df6d5c-5b36-414e-906b-331eab046535	73233bce-cfe0-4474-ad8e-d67c2f53b6e0	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.836537+00
c5504a33-e3e4-4a4f-950f-d404d66a2f55	73233bce-cfe0-4474-ad8e-d67c2f53b6e0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:01.843627+00
3b01255a-c7dd-4940-9ac0-d090366277f2	f847cb14-14d1-4d9d-80c3-48fd2542d088	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.876885+00
25273a12-9f36-4b50-bfd8-55d4060414f9	f847cb14-14d1-4d9d-80c3-48fd2542d088	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:01.883951+00
df6b2382-a790-4125-b42e-bf1c8ae52bfe	43dd3ee1-953c-4923-af78-f3d3a4f737f9	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.927581+00
08185c95-e0a4-4b1f-99cd-5a52afa4879d	43dd3ee1-953c-4923-af78-f3d3a4f737f9	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:01.935054+00
30b8144d-36e6-41ba-8da2-4fad453a6b95	1d11cbd0-8ac0-4548-89cc-364c0ed85114	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:01.984115+00
8b47d21c-8293-4c7e-89d6-b99ef53e562d	72c3ee40-4529-466d-8c51-0e5ac0ce3c85	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.020737+00
514a845c-5a43-45a6-80c5-2568c36cbe48	72c3ee40-4529-466d-8c51-0e5ac0ce3c85	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.028513+00
16db9b9b-ee6d-4df3-8257-6264c2af532d	5e9ee550-2f1e-46dc-9985-1550ac281392	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.049907+00
f6335847-b45d-4389-ad24-ffb5643455cc	5e9ee550-2f1e-46dc-9985-1550ac281392	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.057695+00
1004d2b8-90f4-4beb-be5d-0b3c3951489a	ca004bad-44b1-499d-8268-5dd1aad4f97c	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:02.087155+00
6537703f-df8f-4ce6-b202-153505cdc53c	ca004bad-44b1-499d-8268-5dd1aad4f97c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.095146+00
641a8eb7-9e32-4a4b-a7f4-0352897a94bc	ca004bad-44b1-499d-8268-5dd1aad4f97c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.103212+00
e8993340-66c4-4190-affd-d09d9a2f70d7	7a3e444c-8f40-4d62-8bcd-044705509019	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.182592+00
70eab081-1b6d-438d-b22c-1aec00b69d1e	7a3e444c-8f40-4d62-8bcd-044705509019	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.190278+00
e054c492-fd77-4d72-91ff-a198c8e3a083	d48f3201-9bc7-48f2-aa0d-ec6e98444a45	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:02.222361+00
a67f7f5f-74ec-4042-8e31-0df378a35b82	d48f3201-9bc7-48f2-aa0d-ec6e98444a45	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.230287+00
8b8d1231-90e0-43b4-b188-784aba62e239	d48f3201-9bc7-48f2-aa0d-ec6e98444a45	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.238898+00
e889118a-642e-40fc-b6b9-3957c3ae35ae	3465e848-d25b-494a-906a-d1e1ca682878	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.302881+00
4e01f298-dcaa-453b-8279-5ef42520bee4	3465e848-d25b-494a-906a-d1e1ca682878	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:02.311135+00
26829e92-4967-4549-9c93-5db4d4e4dd68	3465e848-d25b-494a-906a-d1e1ca682878	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.319347+00
63a7f966-133a-475f-9c6f-9bac87e79288	3465e848-d25b-494a-906a-d1e1ca682878	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.32746+00
042ef9cc-071f-47f0-8b03-2c751f11b12a	8c35de61-a170-41d1-9c8c-12a19b65f17f	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.371024+00
80ddf8fa-d4fa-49a2-84e9-8249ca8d0cd1	8c35de61-a170-41d1-9c8c-12a19b65f17f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.379196+00
01180d93-5c22-4677-bde7-bc0a6fe996ef	732bf947-6a98-4158-bf9c-cffa235d7612	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:02.417673+00
cf82fb16-65c5-483f-a8f5-07bf4d5f3b8c	732bf947-6a98-4158-bf9c-cffa235d7612	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.425644+00
0c3e0fb7-3417-49cc-abed-8785c4554b56	732bf947-6a98-4158-bf9c-cffa235d7612	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.43364+00
1ce790cd-843b-4e88-92e9-2c88393f1a9a	e92f0fb6-c21d-41dc-945a-9f1f8a90afe0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.459486+00
7f51c625-d59a-42da-b384-3ea574a9cf53	fdbed0a0-4e19-44e2-8b36-c87d9e5451df	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.498965+00
d24cab73-b0e1-4eea-a602-312af83a40ba	e48c952c-d86e-4478-ac5b-a18c77094a74	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:02.554155+00
4843d804-7c8b-42ff-8379-63dc24f2292e	e48c952c-d86e-4478-ac5b-a18c77094a74	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.561521+00
ff376132-4293-4b53-8296-8a43a261a77a	e48c952c-d86e-4478-ac5b-a18c77094a74	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.56896+00
bdc0b48b-d184-4c5c-b16e-32d4b454ed3e	ab869c9a-99d3-4393-a3ee-809057f109f8	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.62713+00
690d5488-38b2-4b08-ae4d-0dfad9b0ec61	ab869c9a-99d3-4393-a3ee-809057f109f8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.63505+00
e446520c-7138-4108-a248-22c03ec6c8de	12339f3b-bad8-4424-9f27-0cc8960ebe73	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.665469+00
0d2e337c-435c-46d3-ac89-67e74fda92f8	12339f3b-bad8-4424-9f27-0cc8960ebe73	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.675106+00
c530d822-4530-4232-8ab3-c36bce2eb32d	aa2986e8-2dfe-4f7f-b18c-b18981321428	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.709609+00
7b2634d4-f052-4b81-a773-96986d8e57a2	59d288a4-6c8e-44cf-a305-8c9083f1b44c	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.772673+00
af51dcf1-8ab2-4d14-9752-3483461ba782	59d288a4-6c8e-44cf-a305-8c9083f1b44c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.780528+00
5151de53-a040-479e-885b-e741f4aa7a84	ce4ed38a-f31a-4114-8d91-235d4fb5c6ec	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:02.825957+00
df63841d-c5f0-4889-bffc-516be7d4e489	ce4ed38a-f31a-4114-8d91-235d4fb5c6ec	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.833546+00
ccb789b8-37fc-4efa-94af-ad9feeb19419	c25b3509-753a-4468-9e96-39d058fe58df	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:02.914563+00
f703bbec-f487-47e6-9afb-52816924e20d	c25b3509-753a-4468-9e96-39d058fe58df	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:02.922138+00
cf7dfd6f-0498-454d-8515-d458ab529976	11f47ef5-f289-44ad-8bda-0c351e281189	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:02.986342+00
de872115-15c8-4092-88cf-11250e17e38a	d3e2f530-ed73-4887-93a2-153c74814202	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.028667+00
bb2cf97a-6527-4010-a9f9-526ecdaeb0d6	d3e2f530-ed73-4887-93a2-153c74814202	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:03.036269+00
d1bc3b2f-9cd7-4bf1-883d-df2f816c891d	81344804-94a0-479e-821b-62eb08781c7d	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.145962+00
3cb72103-371d-448c-8a65-738035bed965	81344804-94a0-479e-821b-62eb08781c7d	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:03.161241+00
66f4820a-ff17-42b5-a0ff-b83e25650162	697006c6-391b-4a8a-b248-894402089a45	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:03.227847+00
10b0eeb8-dfd7-4fd5-8c16-bccc7a679a09	6be4e4af-a33b-45e9-9723-bd1a6d13dda9	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.279649+00
fb2bfcf3-c55a-451b-bc7b-3e334560dda3	6be4e4af-a33b-45e9-9723-bd1a6d13dda9	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:03.287723+00
3f92244c-125e-4e94-896c-47cee6dc139e	6be4e4af-a33b-45e9-9723-bd1a6d13dda9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:03.295585+00
275c5336-da17-4bcb-ba44-0167941b8dda	b9cd61ac-91f6-4f53-a614-758d5db1ef00	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.361899+00
a575ea53-e69c-4132-b09b-cfc6bd2c2309	b9cd61ac-91f6-4f53-a614-758d5db1ef00	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:03.370212+00
5c2505a4-8cb5-484a-b958-c9a993c131ae	19d3f558-518c-4299-b66c-a5ab1047fa27	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:03.429043+00
85057d36-7327-4f63-8e6e-3c75951ff573	19d3f558-518c-4299-b66c-a5ab1047fa27	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:03.439476+00
8f6bc012-a45e-4434-b93a-89c37ec38bc5	aeadcc79-6e84-4357-bf50-2264bfd9bd14	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.481128+00
767ba457-7d6b-4a9e-a637-297551d6ae7b	aeadcc79-6e84-4357-bf50-2264bfd9bd14	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.490193+00
35e80097-f6cc-435e-9ab0-10a2a93fa4cb	f7b118c3-7080-464c-a3b6-f443a7a4fea5	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.520918+00
0923125c-4e4a-426c-9684-6ce0182ea418	f7b118c3-7080-464c-a3b6-f443a7a4fea5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:03.53041+00
bbd33db5-f8aa-4708-850b-3bb6df63d536	8a086647-7261-4a25-b397-01e0deca1cb7	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.567423+00
ad097cde-1d0d-4262-981d-0004ab61cdab	8a086647-7261-4a25-b397-01e0deca1cb7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:03.578362+00
3e7037a3-faec-44d9-ac10-38da98888a2e	12d660c8-8f65-4657-bcbb-3813138c464b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.636209+00
0ebc053b-6dd6-42f8-8040-1c44c9bda917	12d660c8-8f65-4657-bcbb-3813138c464b	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.645343+00
3f249e3e-49ff-45e2-8c6c-a2c60342b924	cc6377e8-4182-4caf-a125-9ee2dce0b50f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:03.696202+00
f141675c-4d99-49a6-88ad-0a0ae99590d4	cc6377e8-4182-4caf-a125-9ee2dce0b50f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:03.705011+00
2ea7468d-8934-45dc-9c3e-0a89637b623e	5d7a02a1-a7b2-4237-945a-be59ca948ab3	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.745706+00
e9247098-e611-46e3-81e6-a931d01fd793	5d7a02a1-a7b2-4237-945a-be59ca948ab3	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.753443+00
435a0e6c-3a1b-426e-a524-0152f9f7e538	7d861985-0c65-4def-a16d-2fde6b3cd44c	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.787131+00
64728445-b4f1-4528-a311-6172af485e39	7d861985-0c65-4def-a16d-2fde6b3cd44c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:03.794891+00
336af5c1-5d67-44f2-b96a-8f3b064378b8	d497e72e-294b-4828-854d-45fc6c20f7fe	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.833387+00
36b080f1-0a3e-4b3e-a941-a67e4af858c9	d497e72e-294b-4828-854d-45fc6c20f7fe	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:03.841706+00
6c989058-3be9-4800-bf34-a82087a71ef0	60ef85ea-a018-4279-a833-b835e1e2e233	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.877353+00
2d9a68d4-a31c-41ab-b066-3a3e33ba082e	863c8194-8311-4d61-b9a7-42ad894f34cc	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:03.921785+00
ecd86aa7-1e61-4a9c-8a8a-85859b50cd40	863c8194-8311-4d61-b9a7-42ad894f34cc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:03.929739+00
734f6a3a-d4ee-4fbb-93b6-30538f20509d	477bbef6-26a9-4f07-b961-391979bf6e39	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:03.972992+00
bde6587c-6ea2-45a0-8d2c-d4f3ef97fb11	477bbef6-26a9-4f07-b961-391979bf6e39	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:03.981363+00
167bc43c-958d-4de1-b524-ad485700bff7	53ccda1c-f176-4ddd-a746-636dc3bcfd83	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.041597+00
5b6029fe-632b-4d61-8deb-49e63360a304	53ccda1c-f176-4ddd-a746-636dc3bcfd83	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.049601+00
fe9b7ac8-848f-42cf-ad36-6ece1a163dbf	53ccda1c-f176-4ddd-a746-636dc3bcfd83	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.05736+00
aff7d458-d8f0-4b6a-881f-063827028d90	a0e85185-cf39-41ed-b999-e514f5c68e3f	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.121013+00
453056ff-9c7f-4f8b-af2d-4c8e4a9dbd3e	a0e85185-cf39-41ed-b999-e514f5c68e3f	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.128613+00
a501b3bc-cb73-4d36-af08-e9eb9137f0a1	dd1b26c0-6401-47cb-af63-30449149f287	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.154612+00
06f0dd52-7636-4a6e-876f-9a12d34454aa	dd1b26c0-6401-47cb-af63-30449149f287	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.162442+00
d87158a4-6117-4c12-95ab-bcc87d4ded6c	6e243e77-554e-4d6e-9a12-7b3211b52ceb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.200243+00
72976438-9c1f-4c27-8ba1-bb7b9476ce16	6e243e77-554e-4d6e-9a12-7b3211b52ceb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.215254+00
528f6948-1c04-4901-a69c-78ca97874851	a667e0d4-c832-4930-9b32-7f8279be2d7d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.253597+00
44dd5f20-0164-4313-829d-eb7db18b2b68	e2aa2918-d9e1-4689-bacd-49f30ccc5851	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.299391+00
7cb25df5-dc4e-4c88-8352-a748b7dbd1ed	e2aa2918-d9e1-4689-bacd-49f30ccc5851	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.307739+00
6ae5840d-b535-4546-8290-80c818d885cc	e2aa2918-d9e1-4689-bacd-49f30ccc5851	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.315461+00
ce507c8c-b1b5-4aa8-813b-6b01c7d4de89	55b00e87-b032-474e-833a-30d9825a18c4	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.355138+00
e7eeace0-8ddc-4c81-978f-09661a2e7cff	55b00e87-b032-474e-833a-30d9825a18c4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.364619+00
a3a24bf1-29ab-4d85-851f-f8f2d0f6036f	55b00e87-b032-474e-833a-30d9825a18c4	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.374026+00
30657924-81b6-40c4-b993-d8b23e43cc8b	bc07aad9-0d34-4367-9787-bf423c823fcb	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.408262+00
fc7e3917-6121-4534-9e78-9623dd19bd47	bc07aad9-0d34-4367-9787-bf423c823fcb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.416084+00
3ff0bd93-fd2a-447a-9f3b-a2a3153b8651	bc07aad9-0d34-4367-9787-bf423c823fcb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.42394+00
c66379e9-a4f8-42a2-99c5-3c8c1e59b05d	f6a7406f-0eb7-4cf2-b9d8-5ce6decc3fff	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.460947+00
eaaf2f1d-1ab4-4297-ae9d-e65228b99c0c	f6a7406f-0eb7-4cf2-b9d8-5ce6decc3fff	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.468819+00
18707709-2b91-44a5-9056-24ac09e5aa11	540fd06e-3a9d-43a9-b72c-04143d16ea04	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.518543+00
e63e2569-8af7-46ba-a968-522bbab76b07	9d6596bd-3721-4e96-9f7d-65fd37229e4a	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.559821+00
89029734-59b5-4b13-870d-e2619057482f	9d6596bd-3721-4e96-9f7d-65fd37229e4a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.567395+00
6bc9f0d3-8556-4922-99eb-51887e8eaf2e	9d6596bd-3721-4e96-9f7d-65fd37229e4a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.574915+00
a447d756-81de-4c75-9726-6747267ba8a6	9d6596bd-3721-4e96-9f7d-65fd37229e4a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.582431+00
14371882-74df-4665-bc1a-8a4e065ba250	6141c1d2-4639-4107-81fe-2f5cc1bc9328	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.621458+00
dba64950-b1d8-4485-a839-471b90f05a24	97ae7920-0fec-4e12-a161-613cb54d6bb3	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.66504+00
481b2d01-7e1e-427f-b8c4-4689d3bbb067	2575f728-49aa-4b77-b364-79eb680aa7fb	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.743691+00
e9c7fd58-0313-4d74-a5de-092cefb0ae8d	2575f728-49aa-4b77-b364-79eb680aa7fb	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.751056+00
0ad30a03-64ae-4c26-b2ea-f6973d0527f4	2575f728-49aa-4b77-b364-79eb680aa7fb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.758604+00
001154e8-d570-48ce-ab74-e7d782822e58	91c378ea-a1a1-4959-bc51-f9a22f515834	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.819216+00
fe987370-bae1-4a79-a617-e3f8aa07de2d	91c378ea-a1a1-4959-bc51-f9a22f515834	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:04.827141+00
88da066c-e73c-4af2-9554-352cf8b16112	91c378ea-a1a1-4959-bc51-f9a22f515834	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:04.835539+00
fd1189b2-be07-446a-b03e-bf1e6ee774af	63ccb8a1-4f25-49a3-9228-e3751435693a	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.877408+00
3a6157c3-cffc-45ce-bcf4-63b5eba5bedb	4c39f329-11dc-4e13-bf9c-44c345a2dedf	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:04.91406+00
6679992c-b0ab-4e23-b142-0e854eea9e0e	4c39f329-11dc-4e13-bf9c-44c345a2dedf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:04.921704+00
f748fea6-127a-467e-b457-3812fd6dad2c	b72dd966-c011-4741-abc2-6e0dbf9d4dba	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:04.994771+00
0e759833-a4d8-45f3-a684-28fa97a0cec6	b72dd966-c011-4741-abc2-6e0dbf9d4dba	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.002429+00
a81e1875-0ae0-4712-bec9-72d7592adb36	74b9dddc-8cc1-424e-9479-56876b9f8324	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.045758+00
ae052596-4a44-4f99-92a8-46fb75f98c4a	2b04bcff-48ea-438c-8e99-90cd4b097e05	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:05.070729+00
89e881cb-a1c0-4f71-84da-e9c630886e3d	2b04bcff-48ea-438c-8e99-90cd4b097e05	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.079788+00
7da4f3ac-090a-4e3e-866d-34317181ce32	2b04bcff-48ea-438c-8e99-90cd4b097e05	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.087554+00
d74078a5-1cef-4f75-8942-066ff8fffa81	c3bbdc91-76ca-4d3e-aee9-b79fd4fb89cf	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.125215+00
4eb93025-b7b1-45ae-821b-5478679aebd3	c3bbdc91-76ca-4d3e-aee9-b79fd4fb89cf	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:05.13312+00
2ed284cd-b9c5-41d4-8eee-ba3a882335b3	c3bbdc91-76ca-4d3e-aee9-b79fd4fb89cf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.140959+00
0679d6aa-0e6f-470e-aa95-2f5aa82f9dbf	c3bbdc91-76ca-4d3e-aee9-b79fd4fb89cf	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.148868+00
8645118b-8dc2-4608-8090-66b88c0c6445	3929e113-b5f1-4c9e-866e-c40aea759473	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:05.233688+00
c51a8d2b-a393-44af-8183-bc8bb20212f0	3929e113-b5f1-4c9e-866e-c40aea759473	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.241339+00
44683cd9-fc5d-4ef2-8fa2-7d9d3fb9baed	f9edb53a-6464-4b1d-bd76-e60562834643	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.299642+00
57ecb8be-8ff8-4a56-816b-8019a150507c	f9edb53a-6464-4b1d-bd76-e60562834643	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:05.307124+00
85603edd-87a0-4e97-98d6-5b7e0ace6a07	f9edb53a-6464-4b1d-bd76-e60562834643	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.314824+00
ba5318c3-6e72-4d1c-88ac-2cf90abf6051	170a3517-5e55-45e8-9a3a-0e7b0711f881	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.357202+00
f06ed7a4-9803-4c16-b6bf-b66dcacc9f68	328e38f6-d6bc-4a6d-a37a-6b1c448a101f	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.392917+00
c709f702-5c23-4c1d-b0b9-5a70f72385f4	556a1a0f-83e7-40a1-8927-871e5b744f48	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.421361+00
f2c6e272-1f94-4f53-b3a9-8121138ed773	556a1a0f-83e7-40a1-8927-871e5b744f48	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.429174+00
69ed1a70-0d00-4419-983e-906e78f7014b	e3f93e65-0e57-4e68-9681-b45cafc82b0b	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.466662+00
81e44c34-e200-4933-93ca-23aed4a01aad	e3f93e65-0e57-4e68-9681-b45cafc82b0b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.474467+00
77961055-4812-4ade-9e0e-794a41bb3d3e	9d97637e-2f20-46e5-856e-106a33682050	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.515777+00
7eba70a2-3510-43a9-b1e1-aa30479f75cd	9d97637e-2f20-46e5-856e-106a33682050	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:05.523465+00
c348fb39-bf76-47b8-be51-3d49fa574da2	9d97637e-2f20-46e5-856e-106a33682050	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.531126+00
a87a4caf-1b36-4bfe-ad6b-72100b533b30	27181115-b9e0-49c0-9042-8d1f3b19bda6	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.564994+00
357190c5-6ba2-4c03-8398-dbb0a13b5f7b	27181115-b9e0-49c0-9042-8d1f3b19bda6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.572838+00
20d55c76-d87b-44d6-9c2c-b26a94547a9c	27181115-b9e0-49c0-9042-8d1f3b19bda6	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.580877+00
105ae4d7-0221-4264-b8d7-513fee89ab92	27181115-b9e0-49c0-9042-8d1f3b19bda6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.59037+00
a22ade46-a7d1-4cbb-ba67-5a5edc8822fe	03ca31c3-6421-4392-aa19-abd83d694f7a	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.627849+00
a7c07e8e-3bf5-4b07-8af5-63a445afd67a	03ca31c3-6421-4392-aa19-abd83d694f7a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.641426+00
73139012-a1dc-43f1-b7bb-6fe8027d5d7f	03ca31c3-6421-4392-aa19-abd83d694f7a	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.649545+00
207e148b-1089-4066-b04c-03ee95af995b	6b0aeb88-8cb0-48a2-9eb5-56d57c7f175d	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.703176+00
0c3e2a9f-3862-40f1-9af2-df9f4662ebf9	6b0aeb88-8cb0-48a2-9eb5-56d57c7f175d	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:05.711294+00
45ba7120-07aa-4cbc-85a7-8df7e446b9d2	d495c2fc-7a36-44db-8ba0-0752acf921bb	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.757514+00
23681571-2e11-4db0-8e59-69b0d724d599	d495c2fc-7a36-44db-8ba0-0752acf921bb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.765437+00
1e608dd1-fe96-4f98-a7db-0542f7bac356	1d15ef85-c752-4178-8d51-959d026842ac	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.814709+00
fe2a1d32-418e-4665-b296-3e7d65a6ea9b	1d15ef85-c752-4178-8d51-959d026842ac	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.822339+00
7b1cd6be-828b-4f63-ae03-ee84eae07c27	e2f3a732-b8d9-4761-94f5-e87f9d4eae07	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.851093+00
f778bf73-7c91-468f-aa68-d0c69a2ae9da	e2f3a732-b8d9-4761-94f5-e87f9d4eae07	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.858619+00
0f821c40-0e37-418a-9e5b-9ae6c6aee80e	e2f3a732-b8d9-4761-94f5-e87f9d4eae07	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:05.866118+00
47389377-6373-4247-a821-7f3c86db046e	b40f71da-66b8-44c5-aa97-767529c32abc	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:05.898988+00
f3010ed0-b538-4b1c-8f7a-9303f783b134	b40f71da-66b8-44c5-aa97-767529c32abc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:05.906736+00
c769d9ba-3aa1-4775-b24a-029344d06e5a	af9f93fa-4f36-4405-b1d3-006fc9921406	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:05.962824+00
0b1d76e1-7d17-41b6-9c03-63bffd11155a	51d9205b-c175-4037-a438-841f3b778735	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:06.011678+00
81bdc751-f7c1-4b8a-a715-0cc38828c636	51d9205b-c175-4037-a438-841f3b778735	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:06.019169+00
000d36a1-3d32-4529-9e1c-bf3489320456	51d9205b-c175-4037-a438-841f3b778735	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:06.026694+00
79df3424-72a5-4353-8ad3-53ff059073c8	8c9efd71-baeb-4b23-b8ad-2f21de6ad7a0	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:06.081604+00
34a8c36f-c8e6-44bf-95f6-480c5f997464	8c9efd71-baeb-4b23-b8ad-2f21de6ad7a0	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:06.089382+00
b762347d-be53-4123-bf1e-60def889d695	c815fa47-a523-421f-b9d8-989b7049dad0	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:06.122481+00
3c5bd112-35a9-4f91-a04e-cc3aaca028af	c815fa47-a523-421f-b9d8-989b7049dad0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:06.130162+00
7976c59f-9031-4d36-8c0a-0dd4c694223e	5eb345d8-f2ea-4292-bc48-1cecf9008ef8	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:06.166843+00
d365ca05-ca38-4d1f-b1a1-21fee5af9b41	5eb345d8-f2ea-4292-bc48-1cecf9008ef8	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:06.174636+00
7b706c7e-25b1-4d96-a04b-7a90a4904909	5eb345d8-f2ea-4292-bc48-1cecf9008ef8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:06.182399+00
d860220f-84fb-45d6-8aa0-38b2dd8a9424	5eb345d8-f2ea-4292-bc48-1cecf9008ef8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:06.190156+00
8e0470b1-e83e-40a5-b597-f565864f71f9	bef78136-a189-4011-9e67-136e3196d76f	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:06.274097+00
f0413cff-12f1-4bab-ba23-232dee5b7e40	bef78136-a189-4011-9e67-136e3196d76f	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:06.281866+00
cd689014-5b59-49dc-8446-cc8a76c511e7	01ca6a78-fc74-4710-9a7d-3d0494ae70dd	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:42:06.318894+00
33f0eb86-180a-452e-b698-1cfa3d825240	01ca6a78-fc74-4710-9a7d-3d0494ae70dd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:06.326671+00
52305425-fea0-44d0-b46b-849660054392	01ca6a78-fc74-4710-9a7d-3d0494ae70dd	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:06.334613+00
aefd7638-580c-4b34-bbd2-f51ffbbcf68b	f0e12779-d6a5-47d2-bc13-edb8904ae66f	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:06.362758+00
74eb9e77-e688-4857-9bb0-4f05b77112c9	e57a3f98-2360-498a-a30a-519de638e129	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:42:06.42095+00
23f71480-be5d-495f-a9a5-bea75023e672	e57a3f98-2360-498a-a30a-519de638e129	607561c2-394a-4d18-90ae-fe7c774a5822	t	2026-11-26 00:42:06.428706+00
965d6eed-93d8-46b4-af18-206d57ecee3a	2dd6173d-dddf-4019-b5e9-0c946f47d664	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:06.464929+00
9fd4670b-cd6d-4b8c-aa48-ea2dfacb5c88	3a6e0951-9d7a-4295-a2b1-c2acfffbf858	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:42:06.50498+00
45cd9b90-0884-4629-85f1-8ec375cb6ef8	3a6e0951-9d7a-4295-a2b1-c2acfffbf858	eb87553b-b4e7-4356-a24e-61e1764d1b4c	t	2026-11-26 00:42:06.512413+00
\.


--
-- Data for Name: eats_reviews; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.eats_reviews (id, dish_id, author_id, body, helpful, unhelpful, helpfulness, hidden, created_at, updated_at) FROM stdin;
7339c259-e5cf-4a53-8b3a-5e82f2053351	a2ef97e0-4792-40e1-abc6-a4a2b66ae273	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:51.607449+00	2026-11-26 00:41:51.607452+00
2620739a-19ec-4d03-9148-2583c74969c4	99979618-fa48-474c-a628-66ada3de4797	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:51.683417+00	2026-11-26 00:41:51.683419+00
64392170-3c9a-4f46-8db3-bf7584398969	254971c5-f72f-400a-b9e1-cd7de2584129	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:51.743432+00	2026-11-26 00:41:51.743433+00
fdb05c93-354b-497f-a019-6a80cdf172ab	254971c5-f72f-400a-b9e1-cd7de2584129	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:51.78045+00	2026-11-26 00:41:51.780452+00
28076f76-9552-452c-930d-b16c5022dd01	09776608-ee65-40fb-840e-6ff226a792d7	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:41:51.815461+00	2026-11-26 00:41:51.815464+00
64ed2508-7b58-4826-a1f6-48e5817a452a	09776608-ee65-40fb-840e-6ff226a792d7	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:41:51.871821+00	2026-11-26 00:41:51.871823+00
b7ec8f6e-8e10-48b3-873d-ca7d3054f9bb	13ff9d1c-720f-47f3-909e-fc48a31d1f22	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:51.899229+00	2026-11-26 00:41:51.899231+00
8407be2f-d074-4843-8182-92dc75981481	34e3611c-df2b-466f-afc9-ba4015ee1f5a	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:41:51.993807+00	2026-11-26 00:41:51.99381+00
09167a4f-0641-49a2-994e-a6a64e2251db	34e3611c-df2b-466f-afc9-ba4015ee1f5a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:52.056017+00	2026-11-26 00:41:52.05602+00
7b05466c-8e4b-4d71-913f-2fd9a0853bf3	438b3e68-15ea-42f5-b49a-3be40cc5808c	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:52.082895+00	2026-11-26 00:41:52.082897+00
3d84a57d-7a3f-413c-bdbe-8028cc5ca7ba	438b3e68-15ea-42f5-b49a-3be40cc5808c	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:52.120599+00	2026-11-26 00:41:52.120601+00
d802e909-b5d0-48ce-8086-98558aa7a98c	67dd2e95-d090-4e49-be76-5093ddee9f81	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.165852+00	2026-11-26 00:41:52.165855+00
6b6d6e62-6251-49b3-8dbf-f0184e4b0095	63cd638b-a7b3-45e6-857f-3210cd7a9780	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:41:52.238668+00	2026-11-26 00:41:52.238671+00
0648cc0a-b6b3-45a2-857c-1f22815595bc	63cd638b-a7b3-45e6-857f-3210cd7a9780	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:52.264775+00	2026-11-26 00:41:52.264777+00
6afdacde-0201-4e6d-b773-8a480817c7a6	f0bb7434-4138-41c3-9a92-532f532e9a50	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:52.322781+00	2026-11-26 00:41:52.322783+00
786235db-0615-4cc8-8260-e5a6c6774ca3	48d8f8f2-d8dd-40be-bad6-1a989674e8b4	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.377767+00	2026-11-26 00:41:52.377769+00
ef572179-30b4-430b-8d83-56f5afe53c31	48d8f8f2-d8dd-40be-bad6-1a989674e8b4	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:52.427657+00	2026-11-26 00:41:52.427659+00
eb684d12-4082-453a-b3f4-10ed0600528d	dd9b10f6-22ed-4b75-95e0-21d7b775fadb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:52.483036+00	2026-11-26 00:41:52.483038+00
1f5a6999-2dc8-4297-8da8-c67812549834	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.530256+00	2026-11-26 00:41:52.530257+00
05f87025-6410-4633-a34b-238d5a8e20bf	d28d1c56-cc15-43eb-a4d4-b8c36589e93f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.576226+00	2026-11-26 00:41:52.576228+00
e947dfad-eff2-4d5c-9416-51127bc50f26	c64cc731-1afa-4326-8b2f-4e19b18a549c	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:52.618669+00	2026-11-26 00:41:52.618671+00
8ece62bc-ddd2-43cb-ac11-dc2fa56a7925	c64cc731-1afa-4326-8b2f-4e19b18a549c	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.647866+00	2026-11-26 00:41:52.647868+00
2d44b213-cc66-4431-8b45-ae796ad5757a	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.682742+00	2026-11-26 00:41:52.682744+00
7c0a899b-7f51-401a-a0c2-5bec8a5c7ec0	1efd279d-4b7a-433a-8406-7fc5f9cd48c9	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:41:52.727278+00	2026-11-26 00:41:52.727281+00
88a6221b-1d27-4227-a0e1-9fc0358c6852	8af93696-400e-4aeb-b62a-da6e8a5b71df	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.803313+00	2026-11-26 00:41:52.803314+00
dd4e5932-df75-43e5-b356-a1099ea4845d	5e0de226-b1a4-4d99-a02f-47c314e6c505	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.859528+00	2026-11-26 00:41:52.85953+00
ada23572-97b5-4544-9c2c-b3b469ebdc83	5e0de226-b1a4-4d99-a02f-47c314e6c505	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.903308+00	2026-11-26 00:41:52.90331+00
b4429260-fad3-4355-927a-f7d8693ded4f	6560409a-ae34-4596-8c3b-f3aae61058a4	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:41:52.941387+00	2026-11-26 00:41:52.941388+00
1b2e8483-fc63-471e-be8b-b350487aedd8	6560409a-ae34-4596-8c3b-f3aae61058a4	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:52.984786+00	2026-11-26 00:41:52.984787+00
cb53c879-2957-42fa-8c62-ab352d0c7638	7f2995d4-8b1f-4b80-ae0f-ec2f5b70c618	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:53.036039+00	2026-11-26 00:41:53.036041+00
a06fd97e-cd5e-4465-b254-3e4d6497aa69	b77f0dbd-9e0d-4af7-b7b8-cb994cf1025f	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.104882+00	2026-11-26 00:41:53.104885+00
0f7d5a68-5bb1-4d52-b438-1e892dcdda6b	789473de-6754-4513-96f9-aaedd833fa19	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.154447+00	2026-11-26 00:41:53.154449+00
93e02d21-7a8b-4889-af36-ddf4e5370bcc	4fc3b294-0f78-4988-8775-9a77d6c84510	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:53.195137+00	2026-11-26 00:41:53.195139+00
e630a0fe-8355-4587-af9e-433df049c8cd	241fc12d-4855-4809-a318-2a1fa973cc50	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:53.262495+00	2026-11-26 00:41:53.262497+00
2bf634a5-d096-42ff-be23-542e18997da9	241fc12d-4855-4809-a318-2a1fa973cc50	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:53.305813+00	2026-11-26 00:41:53.305814+00
8a93b2c8-9b1f-4bb0-9309-3483360e2e35	dc5e0c8a-35b4-4229-9d4c-fb2e5c79a9c6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.355848+00	2026-11-26 00:41:53.35585+00
5d849435-50f9-414c-8014-9814f916ef28	70b66824-e990-4482-b4db-86e95fe96de8	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:41:53.381957+00	2026-11-26 00:41:53.381959+00
30e4ed40-b542-47ab-a1fc-e455728d3914	70b66824-e990-4482-b4db-86e95fe96de8	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.422843+00	2026-11-26 00:41:53.422844+00
01d9d7a6-ed50-4762-85a6-182616e07b15	58258024-e0f5-4d25-9207-1850d9886e52	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	0	0	0	f	2026-11-26 00:41:53.463546+00	2026-11-26 00:41:53.463548+00
a97d1e8f-d60f-447f-b1f7-cb9f1ebd837a	cce8d7df-0e2f-4920-999b-ee4200c70f3d	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:53.497834+00	2026-11-26 00:41:53.497836+00
c4967d7b-0c79-4c45-8428-ff2568a7b8d0	cce8d7df-0e2f-4920-999b-ee4200c70f3d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.54269+00	2026-11-26 00:41:53.542692+00
85806bab-4cd2-48a4-9267-649f29afa750	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:41:53.568996+00	2026-11-26 00:41:53.568997+00
aba3bda7-544d-4119-a166-4a700e7ee7cb	8dc0c78c-8e9e-4dc4-b21d-8029f08228d8	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:41:53.596491+00	2026-11-26 00:41:53.596493+00
39eda641-f5e3-433c-a2da-94b4acc520ca	d8d3b3ed-0958-469e-b5b3-0d09cb56200d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:41:53.66234+00	2026-11-26 00:41:53.662341+00
43acb178-f32a-4680-8d47-96aad0be8e89	abc3bda2-e62b-499d-8f90-6f8aefeeec73	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:53.722428+00	2026-11-26 00:41:53.722429+00
629d87e6-de8f-4ed6-adc9-135b77079e79	e6637b36-11b0-4094-b696-d36ad477f5b0	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.752503+00	2026-11-26 00:41:53.752505+00
da1f278f-8ee7-4635-95e2-247f33c437f2	e6637b36-11b0-4094-b696-d36ad477f5b0	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.78495+00	2026-11-26 00:41:53.784951+00
66221a27-7f8f-44a8-a618-b1b24921a566	2969fe43-2847-438c-8349-782137b9d4dd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:53.830583+00	2026-11-26 00:41:53.830584+00
f068e0c5-fc02-4cb7-80aa-f6e25f551370	be425542-f8cd-4eee-b78c-2d49efe29df4	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.883758+00	2026-11-26 00:41:53.883759+00
facc974c-fcf5-4687-94e8-05227692c772	efc35965-346d-47e3-9e54-9f052af1bd64	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:53.913006+00	2026-11-26 00:41:53.913007+00
ecd75600-3f4c-424e-9e1d-815cbbd18a2b	efc35965-346d-47e3-9e54-9f052af1bd64	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:53.945922+00	2026-11-26 00:41:53.945924+00
578f6d44-2c5f-4a82-9510-b50046f9a93d	dd1ede14-4380-4eb3-a69f-2afe9b239cbd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:41:53.986715+00	2026-11-26 00:41:53.986717+00
257d45cc-5dc4-4b91-bc15-ee9c8e442127	273ce359-077e-4301-aa49-08b88c2b5506	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:54.053416+00	2026-11-26 00:41:54.053418+00
df60bd9f-85fe-45a2-b401-87efe3117314	273ce359-077e-4301-aa49-08b88c2b5506	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:54.080053+00	2026-11-26 00:41:54.080055+00
289f831e-6396-4ed8-960e-918a0f570395	14bd5c14-1392-4c74-882b-7ed5e9e00289	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.133067+00	2026-11-26 00:41:54.133069+00
8d070e28-fef5-4ed6-b5a2-c3a95306c94a	944c7c66-8151-4c80-b077-8320040ac803	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.166945+00	2026-11-26 00:41:54.166946+00
e4ba88eb-7c6d-4dd7-add8-73474c9118d5	944c7c66-8151-4c80-b077-8320040ac803	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:41:54.19248+00	2026-11-26 00:41:54.192481+00
0ec3e0c1-3d69-4d9d-831f-7b4a8a0b6344	7892967c-1a96-421a-a7d6-7e99a79974c8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:54.257626+00	2026-11-26 00:41:54.257627+00
a77a04cb-b96e-4a32-af68-7ef7c32c95e7	013a060c-94fd-4b19-ba1b-1a13707a40ee	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.315723+00	2026-11-26 00:41:54.315724+00
839ac0e4-ff78-4f3e-a64d-73c4c3346d83	013a060c-94fd-4b19-ba1b-1a13707a40ee	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.344646+00	2026-11-26 00:41:54.344647+00
2c0ac021-5550-45bf-83c4-3450c925854f	bea615de-a35a-4beb-aff6-18259fc3f1db	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:54.367118+00	2026-11-26 00:41:54.36712+00
35b77514-7431-4741-86de-6dd4d1597ca7	bea615de-a35a-4beb-aff6-18259fc3f1db	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:54.400398+00	2026-11-26 00:41:54.400399+00
5ac3831b-3158-412f-9c98-ee22974df8d2	b045aaaa-bd12-41d3-8e65-59651d264427	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.453065+00	2026-11-26 00:41:54.453066+00
fe98cbb7-5c26-46d3-a4ba-49c3d2ae34a5	791d4f19-db7a-418b-b90c-c3e2d689f586	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:54.499564+00	2026-11-26 00:41:54.499565+00
8382548d-780b-4056-9999-dae740082b2c	562ce7c0-4a35-45e2-8699-91233915bfe0	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.535104+00	2026-11-26 00:41:54.535105+00
0347a518-e0fe-4db6-8808-d651a91a1b53	562ce7c0-4a35-45e2-8699-91233915bfe0	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:54.560644+00	2026-11-26 00:41:54.560645+00
f35cb6c2-cb95-42a2-81c5-2e28050c8b00	771578d5-ae3c-46ec-a417-ea07c2d8656c	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:41:54.597056+00	2026-11-26 00:41:54.597057+00
a8357f52-8b32-46e0-81f6-baf99cddd416	a848efa7-8200-4914-a426-9902fcddb504	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:54.662708+00	2026-11-26 00:41:54.662709+00
99a23148-decc-4c20-b7a6-43974416cd12	ffb58294-5c0f-420a-a8b0-e6fcb59fb2df	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:54.734644+00	2026-11-26 00:41:54.734645+00
dc8fe135-ba0d-4e2d-93d5-15976c4959fb	5fddefab-c5df-44df-b65b-c7f9c56d15cf	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.783884+00	2026-11-26 00:41:54.783885+00
6198bc2d-3683-46d7-aaca-d60d9ed3cb87	5fddefab-c5df-44df-b65b-c7f9c56d15cf	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:54.809167+00	2026-11-26 00:41:54.809169+00
b330637b-c787-4341-b513-2a413ce6bd28	e568548f-3018-4d74-b4e5-25de4e67f9c9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:54.845218+00	2026-11-26 00:41:54.845219+00
b83906dd-1743-4cd2-83e8-59956c44dd19	95ac6899-c17d-4318-b5fa-e07b2231fc9a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:41:54.9119+00	2026-11-26 00:41:54.911901+00
98ea5dc5-9b99-45c0-b17f-9a054e0b2cd9	27e0a362-8800-4910-b81b-e32f8f498ac4	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.008959+00	2026-11-26 00:41:55.00896+00
30acd233-ed12-4118-bee7-eccef1f2817b	27e0a362-8800-4910-b81b-e32f8f498ac4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:55.048334+00	2026-11-26 00:41:55.048335+00
790c0f30-fe03-4df0-b6b8-391b3dfcfb21	8a3af8c5-d35b-4663-9ec7-a5c7c1656199	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:55.071126+00	2026-11-26 00:41:55.071127+00
865bc47d-5086-491a-8a68-34ec3a256726	cba4f871-b095-4e5c-b7f6-15b63f3d2e04	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.120613+00	2026-11-26 00:41:55.120614+00
531ce63c-1106-4908-9fbd-0809a3cd3d14	cba4f871-b095-4e5c-b7f6-15b63f3d2e04	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.152523+00	2026-11-26 00:41:55.152525+00
cc79b2d5-df21-447c-b9a2-60f247234833	9092569e-0093-46c5-9a4c-ae1c5e4d4101	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.191784+00	2026-11-26 00:41:55.191785+00
95c51dbf-f564-4304-a5ac-52c122d4e4a8	fb245a87-3ce4-4bb0-a9f0-08b64d4336de	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.23434+00	2026-11-26 00:41:55.234341+00
569e314e-41f0-4961-9b7f-337bb7b8e54b	c7707e35-81b4-4624-92fa-fd085224dd14	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:55.270283+00	2026-11-26 00:41:55.270284+00
a28f21d8-7baa-4f60-9337-c35daaf6efa7	81145f32-81c7-4cab-8959-da14af22892d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.335199+00	2026-11-26 00:41:55.3352+00
03fb4b06-9414-47ab-b95e-8b99e93cb296	dd48a515-e205-4e6c-9603-a715f1cb9f0f	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.374714+00	2026-11-26 00:41:55.374716+00
4a5473dd-27ef-42da-833e-2f82ffe10bce	dd48a515-e205-4e6c-9603-a715f1cb9f0f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:55.417777+00	2026-11-26 00:41:55.417778+00
dfefa793-dcab-43be-b97f-25caecab07f6	3a6df784-72b3-4276-9f2e-971ce0d845d4	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.458512+00	2026-11-26 00:41:55.458513+00
bc23c595-ae77-4096-949f-698ab6d94623	5eaeaeaa-e648-4b4f-bb4b-6575b8b5921f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:55.517033+00	2026-11-26 00:41:55.517034+00
8bd1e442-96b0-4c71-b8b2-b6f3275e9976	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:41:55.548419+00	2026-11-26 00:41:55.54842+00
bdca6d2d-58eb-45b4-9ca1-71bc43331944	7bdb0f62-d7d1-44d7-9ff0-9d9e0120613c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.60236+00	2026-11-26 00:41:55.602361+00
df18cef1-60d6-49a7-953a-fa2b2025177a	e942444b-c596-4b41-a262-7042f9b1c673	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.641732+00	2026-11-26 00:41:55.641733+00
72461ea6-adac-4b32-95ef-b63dc540ec16	2fb2519a-b92f-4e6e-91e7-80c1fa1dbed5	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.685001+00	2026-11-26 00:41:55.685003+00
fa7eda02-42b8-4b1c-805f-dc40aea61f9b	271d7b07-47de-4ee5-a0ea-cc26e991d47c	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:55.733905+00	2026-11-26 00:41:55.733906+00
5f996b2d-9f0e-43e2-a362-33b61995e763	271d7b07-47de-4ee5-a0ea-cc26e991d47c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:41:55.773102+00	2026-11-26 00:41:55.773103+00
2081db55-27df-4f6d-aae1-95625b414eec	0f64024a-ccfa-464f-a503-5288e97395c3	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:55.78865+00	2026-11-26 00:41:55.788651+00
b98f278a-60d5-4844-bb2b-e2ab7a31df18	0f64024a-ccfa-464f-a503-5288e97395c3	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:55.821912+00	2026-11-26 00:41:55.821914+00
19c1c6b0-bede-4fc4-ab4c-42f3bf3e4f6e	39f5f1eb-ce11-40e1-bb53-793f2481cef3	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:55.86686+00	2026-11-26 00:41:55.866861+00
e30ecfbb-866c-45fc-9534-0a96dc2cd27a	47ad71d9-971f-4d27-8cf6-a09a763257cf	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:55.899466+00	2026-11-26 00:41:55.899467+00
2880d925-fcd2-40ea-89e3-74b8922f4c00	6c354c7f-47b3-449b-bb56-40235d056801	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:55.94989+00	2026-11-26 00:41:55.949891+00
4943175c-ba1b-42b5-b6c9-2ed01042d42a	0f15fd9a-e7f1-4e94-a7a9-f45195bda846	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:41:56.009278+00	2026-11-26 00:41:56.009279+00
04d80214-f3d0-4c8c-857d-8993d3f6d996	8c5d05b4-6d0f-4cc4-8d9d-714f74202f6d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.051426+00	2026-11-26 00:41:56.051427+00
54682b76-11bc-4ef2-83ff-ee42b41b8f59	bfa3db11-3f51-45cf-965a-8c770af8aa70	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.111011+00	2026-11-26 00:41:56.111012+00
5de51319-1a6f-4737-b714-013e7490af4e	cc8a9f80-8e03-4c69-86cb-930a162184dc	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:56.140763+00	2026-11-26 00:41:56.140764+00
b57db1f2-92b7-4009-a4f5-d92209478edc	cc8a9f80-8e03-4c69-86cb-930a162184dc	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:56.174156+00	2026-11-26 00:41:56.174158+00
8e85e301-0371-4644-bb08-653d25fe05ed	7aad46b0-bad3-4f41-86d5-82a62b25be87	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:56.231363+00	2026-11-26 00:41:56.231364+00
202cf1f0-38ab-4b3d-bbeb-a2596d675461	0c7bfb3d-9949-46e4-b895-fe028697b95f	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:56.313856+00	2026-11-26 00:41:56.313857+00
c91c838b-83e4-4aba-831e-1ce7d5d3d858	0c7bfb3d-9949-46e4-b895-fe028697b95f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.364592+00	2026-11-26 00:41:56.364593+00
6adabf81-5f18-4246-a353-c4552d766a89	6285ba60-0d7f-4c57-937d-9f2d679565cf	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:56.396778+00	2026-11-26 00:41:56.39678+00
2af62333-4680-48c3-bf41-90507d7076dd	6285ba60-0d7f-4c57-937d-9f2d679565cf	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:56.429694+00	2026-11-26 00:41:56.429695+00
632e96f8-0e0a-48f1-9891-289e75789e91	abd6b3c4-e6d8-4a15-b500-af6a1af29a79	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:56.487633+00	2026-11-26 00:41:56.487635+00
1e3d235e-0ad2-4530-a674-d9eef94f8658	6e4a1a92-4c6b-46f1-9814-1449718dc1b3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:56.558575+00	2026-11-26 00:41:56.558576+00
0888dea9-2851-4292-bccc-2013ac36c273	bb2ddec0-9792-40cc-bd78-9697cc655a98	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.582767+00	2026-11-26 00:41:56.582769+00
70a55f0c-e44a-4687-aff6-5976689da6ef	bb2ddec0-9792-40cc-bd78-9697cc655a98	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.608424+00	2026-11-26 00:41:56.608425+00
f3370fd5-6db5-4823-a19b-3dbd650e10cb	1d9fe292-5cc3-4b99-9dfc-2f9a7cf247a1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.655161+00	2026-11-26 00:41:56.655162+00
54b724d9-2134-4e4f-82ec-01bda16192a1	13cb4ef9-ac4b-4df5-a07d-ef3252aa91fc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:41:56.719753+00	2026-11-26 00:41:56.719754+00
cbeb8e5a-68ee-4a9d-9e74-9864f1c8eb66	2a6eb968-eb8c-494c-8978-33b0492e4ae3	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.756944+00	2026-11-26 00:41:56.756946+00
3cee2eab-c824-4d80-8a42-deafcc2e89b6	39f37560-3537-4749-9e1b-950f6966e3cd	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:56.865845+00	2026-11-26 00:41:56.865846+00
cdc0febb-8201-4570-95c1-51e238d4168a	39f37560-3537-4749-9e1b-950f6966e3cd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:56.885331+00	2026-11-26 00:41:56.885333+00
914e30ac-410b-4add-ad8c-f21a63560ee1	a1537ab6-9530-4025-90f0-89ae97ee3418	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.908357+00	2026-11-26 00:41:56.908359+00
b2edd00c-47f8-46db-ae5b-1d5d7266950f	a1537ab6-9530-4025-90f0-89ae97ee3418	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:56.952691+00	2026-11-26 00:41:56.952692+00
49c01e55-171d-437e-8380-12063db52fab	ba9acbed-42fb-4d54-b5e6-abb12f308bf5	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.029242+00	2026-11-26 00:41:57.029243+00
885cd6ad-8dc4-491c-a69a-a98c6094016f	fd46d33a-5c53-4a39-88f7-6cb24baae628	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.086176+00	2026-11-26 00:41:57.086178+00
dbc8ca5e-5906-4533-82cc-6fd032059b29	05052d82-8aa3-4f2a-9e8c-2f04ed629f45	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.130815+00	2026-11-26 00:41:57.130816+00
5cd0f083-0e6d-459a-acc9-55be9424ea67	b64ad47f-eeb2-4b48-a45f-13902065e052	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:41:57.175154+00	2026-11-26 00:41:57.175156+00
0532c26a-d9af-49cf-bfd3-5aa5c0b8bf0b	b64ad47f-eeb2-4b48-a45f-13902065e052	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:57.223425+00	2026-11-26 00:41:57.223426+00
3448de56-e3c2-4d13-b180-bd7d796cd38c	5980a622-dfc4-46b1-9cb1-809eada3c542	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.263181+00	2026-11-26 00:41:57.263182+00
88bcae02-f3a2-4965-a460-88a765b6b1ec	5980a622-dfc4-46b1-9cb1-809eada3c542	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.296494+00	2026-11-26 00:41:57.296495+00
056071a8-79fc-43e1-9cc4-4f2ecbaf0a81	e81a17e0-d1cd-4eaa-9871-c7ae00d74663	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.343218+00	2026-11-26 00:41:57.343219+00
a48cfcd2-807c-4827-a760-0e500f5adeb0	04f2faf4-3af8-4e31-80c8-53a5371a9429	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:41:57.395536+00	2026-11-26 00:41:57.395537+00
71dac9d0-333a-469b-8cd4-0692cea1af73	04f2faf4-3af8-4e31-80c8-53a5371a9429	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.436443+00	2026-11-26 00:41:57.436444+00
8b94e321-00aa-4679-8bff-ce4d1c89c6e9	71b91df9-9b4b-4854-a638-3c62e3406d91	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.467409+00	2026-11-26 00:41:57.467411+00
b76a2229-e470-4ca1-a2a4-ef433046b947	71b91df9-9b4b-4854-a638-3c62e3406d91	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.494242+00	2026-11-26 00:41:57.494243+00
d2d6f6ab-b66e-4595-8101-6fd56613af4e	3784861f-f6c3-4095-956f-7220610397e7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.539385+00	2026-11-26 00:41:57.539387+00
204b5f13-7117-4c6d-9b3c-844ca8c484e3	d671d714-d556-495d-ac6c-b8652985558b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.593536+00	2026-11-26 00:41:57.593537+00
c8505351-e1c7-4a18-a3e6-86b4d97d8aad	8de6190c-1259-435e-8b55-731e1cf2f95b	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.648463+00	2026-11-26 00:41:57.648464+00
acf91c3c-f36e-486f-a796-85630bdc3577	ae1c6216-9524-40b6-aab3-77667c4d96b6	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.693601+00	2026-11-26 00:41:57.693603+00
f83ed0ff-2cc2-4cfb-89b9-534f5404dd5a	af0a09d3-17b1-4e2d-a74b-212e061f041e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.731246+00	2026-11-26 00:41:57.731248+00
eec7b397-844d-4a22-ae79-0ac1ffe42817	f080ac12-a702-4d9d-8f31-4380672c2a6c	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.768617+00	2026-11-26 00:41:57.768618+00
8f2d0135-0d30-4214-8146-a6ff32b66102	f080ac12-a702-4d9d-8f31-4380672c2a6c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:41:57.801864+00	2026-11-26 00:41:57.801865+00
f375ee2b-754c-4f4d-93bf-8606459a3e8d	1f7fc624-35df-4fd7-892d-c4bcbc636f90	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:41:57.82768+00	2026-11-26 00:41:57.827681+00
1235a614-c14d-4d8f-a69b-77c20e8c1420	1f7fc624-35df-4fd7-892d-c4bcbc636f90	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.873582+00	2026-11-26 00:41:57.873584+00
7aa1bee1-0f0c-4373-9eab-4c60236e146f	3635733e-2ed5-449d-882c-186ced32b56c	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:57.906587+00	2026-11-26 00:41:57.906588+00
1463d3ff-8d4f-46bc-ad63-e687998393b0	aa7b62ea-bb36-46a1-86b3-a6c5c9547750	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:57.965465+00	2026-11-26 00:41:57.965467+00
aa3ee493-5729-48e5-aae6-2f2676b9cf6a	c2a6eb5d-5071-4707-9828-b65f36b561dd	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.011267+00	2026-11-26 00:41:58.011269+00
558d37d4-19a3-40a1-b1bb-64939aae1930	9c0048cf-0499-4388-b6ef-9a27c89665d8	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:41:58.065877+00	2026-11-26 00:41:58.065879+00
e2a399bf-302f-4bef-a454-8834671f9ec5	9c0048cf-0499-4388-b6ef-9a27c89665d8	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:58.10092+00	2026-11-26 00:41:58.100922+00
3cf1b1cf-2aa2-4cbf-a664-172da24a7be3	192b58ce-16ff-4b7c-8f2e-f5a65986f71a	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:41:58.126614+00	2026-11-26 00:41:58.126616+00
371f8f80-8f29-4021-8c04-4ff77bcaa0f7	192b58ce-16ff-4b7c-8f2e-f5a65986f71a	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.161513+00	2026-11-26 00:41:58.161514+00
51dd45d1-6674-4c02-9f85-073109b07d38	0be22acb-8f71-4b2f-bb88-a8aec7e767f7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.217447+00	2026-11-26 00:41:58.217449+00
712f2ebc-aad8-4ff7-9e45-5525b2953878	838a46de-bdd7-4714-aa39-328a76b0acf5	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:41:58.271161+00	2026-11-26 00:41:58.271163+00
2a92ebe9-66e8-48dc-8318-ca9dff8392c2	838a46de-bdd7-4714-aa39-328a76b0acf5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.323743+00	2026-11-26 00:41:58.323745+00
b724e46d-332b-42c8-a119-2566679f14b5	0244a366-4fcb-4708-9b6e-04b3063abfd4	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	4	0	0.5101091596030786	f	2026-11-26 00:41:58.365721+00	2026-11-26 00:41:58.365723+00
83351399-bd0c-4860-ac1a-369991f23f9e	0244a366-4fcb-4708-9b6e-04b3063abfd4	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:58.42405+00	2026-11-26 00:41:58.424052+00
77b84d56-7641-46a2-a1b2-a2f036df83bc	1ae48075-fb72-45c9-9fef-a69b881e6954	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.472241+00	2026-11-26 00:41:58.472243+00
b9c5e94f-6d82-441d-9b01-fbd6e0ba75c0	a4ad1d65-7e2c-49cc-ba53-acd3e12562b4	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:41:58.542839+00	2026-11-26 00:41:58.542841+00
6d18d9ce-ef25-48a4-95c4-a94c9dc0acbc	2356d587-26db-47e9-bbb9-c1881556518b	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:58.56725+00	2026-11-26 00:41:58.567252+00
4ed69ae9-7f66-4747-9310-a0ddf7899bf7	2356d587-26db-47e9-bbb9-c1881556518b	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.598798+00	2026-11-26 00:41:58.5988+00
43ea8a38-5c9b-44e3-8a94-0bada42ed43e	c762f8dd-9dbf-4827-a7ef-9120b766bf48	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:58.652401+00	2026-11-26 00:41:58.652402+00
085c817a-776e-4c40-b22f-84540252fa84	b7751c42-de0b-4eea-94fb-70ac2382f525	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:58.709535+00	2026-11-26 00:41:58.709536+00
72161a6a-cae8-4314-8aa4-acf62fa91e92	b7751c42-de0b-4eea-94fb-70ac2382f525	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:41:58.7512+00	2026-11-26 00:41:58.751201+00
32ee8faa-081e-4e92-83a5-30b62c39e8e2	5bf828d8-b90a-43da-b5d4-3d1674ef729e	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:58.797691+00	2026-11-26 00:41:58.797693+00
b0ad6712-d14a-4b3b-8668-b284a064bcf7	5bf828d8-b90a-43da-b5d4-3d1674ef729e	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:58.843713+00	2026-11-26 00:41:58.843714+00
2c05f9eb-493c-4673-9329-a1e139fdbd52	aca69ad3-4862-4298-9e3a-e1b51ecb6d15	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:41:58.885552+00	2026-11-26 00:41:58.885554+00
91710ddf-f5fc-40a9-a632-255b02aaff02	aca69ad3-4862-4298-9e3a-e1b51ecb6d15	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:58.926811+00	2026-11-26 00:41:58.926813+00
92a4571f-3cb5-40cd-8182-0d799547a8d5	6a0fb9b3-31cb-4619-bdef-eec7aa1228ae	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:58.986048+00	2026-11-26 00:41:58.98605+00
299b9cae-0d21-4ccf-878c-cae48b2de3cf	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.024993+00	2026-11-26 00:41:59.024995+00
8e093707-a8bb-4edc-834c-2210a0e74f7c	1cf0de3c-7b29-4571-b9fb-6059fa07a86d	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.069809+00	2026-11-26 00:41:59.069811+00
123a3f3d-db74-4453-9639-715b6f029368	208929a9-218a-4be4-96c9-209ee8ed4e2b	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.130562+00	2026-11-26 00:41:59.130563+00
a5d2c523-fdea-40df-9228-c9cc5bbbef2b	55e73ddb-c982-47bd-804e-2413e8014346	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:59.209704+00	2026-11-26 00:41:59.209706+00
c7c33ce8-1a6a-4e24-adbd-6ac7de655e9e	966d134c-5436-43e8-ac1b-89cc49b6c3ed	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.232892+00	2026-11-26 00:41:59.232893+00
ad084f60-3bb3-4572-bcba-d716bf235d29	966d134c-5436-43e8-ac1b-89cc49b6c3ed	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.281399+00	2026-11-26 00:41:59.2814+00
81999e19-5489-4607-869b-1f9f4df57c93	5cbcc693-e7b5-40b1-a594-e0a03c068d00	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.313993+00	2026-11-26 00:41:59.313994+00
93e1cee5-ef41-405c-b7c1-eda3a879a8b1	dbfddde5-282f-49c6-9603-cfcdb5e1d03a	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:59.387744+00	2026-11-26 00:41:59.387745+00
e53c96ea-c668-4f3d-9a4a-1f38cbf885a8	dbfddde5-282f-49c6-9603-cfcdb5e1d03a	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:59.406955+00	2026-11-26 00:41:59.406956+00
6ce6d4fb-c3b7-4012-957e-daf971781909	3ea647b2-7afd-4a46-b7c7-809acb5d6c5c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.445032+00	2026-11-26 00:41:59.445033+00
3a278bd2-15d8-4dff-b616-3b8fd2a7724b	856d669a-693b-4997-94eb-87718c1f58a4	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.504517+00	2026-11-26 00:41:59.504518+00
115575b2-c58d-4a27-b493-9852caea7d44	856d669a-693b-4997-94eb-87718c1f58a4	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.545543+00	2026-11-26 00:41:59.545544+00
628b56c6-fcb1-4a6e-ae3b-624ddabb25ab	1732b95a-f31f-4a60-a6c5-82348a6aeec9	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.593549+00	2026-11-26 00:41:59.59355+00
507cc54a-61a0-4bce-9e31-6824af9694bf	1732b95a-f31f-4a60-a6c5-82348a6aeec9	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.64032+00	2026-11-26 00:41:59.640321+00
df9f9e85-23a6-4fd3-9175-95f83caa4605	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:41:59.676017+00	2026-11-26 00:41:59.676019+00
8a208d9e-f4a8-423b-b4d3-146b4731569b	23f6c5a2-e2ef-404d-961f-b2538ede6a2e	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:59.71156+00	2026-11-26 00:41:59.711562+00
97174cd8-d4c8-4995-89d9-d578c0cdeac6	abf7b1c2-249c-4954-b5c0-6be7549a7db1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:41:59.761009+00	2026-11-26 00:41:59.76101+00
8be4595a-e207-4d24-833d-504371d7841b	4bebe6ce-a89f-4c4f-8e46-4a74bbd4389d	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.808668+00	2026-11-26 00:41:59.80867+00
771da600-caf3-4104-a2ad-4789b055a7b5	8c043f28-6d5f-4d64-8346-af1baa3303ef	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.847993+00	2026-11-26 00:41:59.847994+00
e1607187-1bfc-4561-9f94-9a6c4eaa86a6	8c043f28-6d5f-4d64-8346-af1baa3303ef	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	0	0	0	f	2026-11-26 00:41:59.895912+00	2026-11-26 00:41:59.895914+00
035747c0-e791-4946-96ac-2950303f082f	9ded1448-061c-4697-a5fa-788cf90ff5d8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:41:59.96899+00	2026-11-26 00:41:59.968991+00
cdcd7750-1349-4588-a13d-4e1dacc69127	7270cd84-e163-4fab-9174-96012a8f68de	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:41:59.998861+00	2026-11-26 00:41:59.998862+00
77456d35-e324-4128-9c67-b20924b85431	7270cd84-e163-4fab-9174-96012a8f68de	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.046166+00	2026-11-26 00:42:00.046168+00
7067fbc8-ecef-4968-b9cd-cd615ff9bf58	26a9ef90-d0c9-4342-9b0b-a0769b50853b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.092278+00	2026-11-26 00:42:00.092279+00
ada61393-88d6-45b5-adab-094a6f924285	6d5e3aad-28f4-4f4a-8e13-9acf1a7d4b37	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.147212+00	2026-11-26 00:42:00.147213+00
925f45fb-4dd2-42fb-8c55-c2e55aec59f0	9fef767d-472b-4fdb-869a-492e5c606037	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.189077+00	2026-11-26 00:42:00.189079+00
469d1aa0-0a15-40a9-90a5-2a9521589a38	9fef767d-472b-4fdb-869a-492e5c606037	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:42:00.223668+00	2026-11-26 00:42:00.223669+00
448f5fd1-d2b8-4216-b88e-7c1492c3af18	87c729fb-d47e-43fb-8c7e-7803eccf4220	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:42:00.26803+00	2026-11-26 00:42:00.268031+00
3cbe0169-cbb3-4285-8cd7-7b1e1d0415c2	87c729fb-d47e-43fb-8c7e-7803eccf4220	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:42:00.323872+00	2026-11-26 00:42:00.323873+00
9f5694c0-a2fd-45d2-ba45-d2d6eac0a4ec	3bf5dc54-9b1a-4fff-bd0b-b0d3acee841b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:00.385748+00	2026-11-26 00:42:00.385749+00
9bf26d17-f11e-458f-8a3e-622aaaed6dfc	3cd112b2-ecef-4261-a5c5-c06bf1e982b1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:42:00.438115+00	2026-11-26 00:42:00.438116+00
cd65ce09-0208-4395-9cdd-f33ee9a72c7c	c8a66cf8-2126-4eea-b98c-80825243e968	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:42:00.487587+00	2026-11-26 00:42:00.487588+00
e62becf5-676a-4ac6-b506-c2a05c25a22b	c8a66cf8-2126-4eea-b98c-80825243e968	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:42:00.536086+00	2026-11-26 00:42:00.536087+00
17146e07-0ebd-4482-9933-ffe4b5b36213	a8e5294d-5400-4bb8-92aa-9a6f032cc9cb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:00.602265+00	2026-11-26 00:42:00.602266+00
a241dd75-b71b-4582-bff4-005a6e861fcf	d5587604-b5dc-48b3-8516-80fdfde7bedb	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:42:00.65133+00	2026-11-26 00:42:00.651331+00
2ba11cbf-b024-4f49-93c9-69781c01ad16	c6422623-2dc7-4a8d-a677-411f205d1b09	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.682805+00	2026-11-26 00:42:00.682806+00
4520e1e6-9c23-4360-b5e9-2beb185aa5a2	c6422623-2dc7-4a8d-a677-411f205d1b09	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.715255+00	2026-11-26 00:42:00.715256+00
f682a4b9-0444-4079-bb6c-29bb77ad99e7	3d70e6a9-5f6b-4489-b201-46c897018de4	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.76804+00	2026-11-26 00:42:00.768041+00
b654d05a-e813-41d5-a125-6c5bf5ece248	321cfc30-35a3-4d01-93c2-245a0e11cc84	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:00.822337+00	2026-11-26 00:42:00.822338+00
f06ac921-bf4a-4cb4-978d-8d6bfed6501d	572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.866261+00	2026-11-26 00:42:00.866262+00
5bc93c60-41db-4542-8862-456ec67ec9f3	572b2fc5-fcde-41ce-a31f-9b8e1cb1746c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.899924+00	2026-11-26 00:42:00.899925+00
7285977f-dcaf-49d8-9d60-9af48f1fde14	4acceb7d-8a1b-4d83-8a92-ae968f747b8c	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:42:00.944815+00	2026-11-26 00:42:00.944817+00
03abf149-027e-4068-934e-d79fd2e9d15a	6c3c1781-47d3-4223-ba75-a73b7170822b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:00.977292+00	2026-11-26 00:42:00.977293+00
5890a92f-1945-4724-8960-346a1457d349	2ffedeaa-9265-4266-aba6-4b4352473eb2	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:42:01.023823+00	2026-11-26 00:42:01.023824+00
cf83198d-0603-4f5c-91ea-9d40bf25090d	2ffedeaa-9265-4266-aba6-4b4352473eb2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.071768+00	2026-11-26 00:42:01.07177+00
492639d3-67dc-45f8-85ba-619c4aab825f	7556a249-3124-45b6-9c5b-090805c75cbf	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.103104+00	2026-11-26 00:42:01.103105+00
25f7478b-dc5f-46bb-bfa2-ac3aa37da3ce	7556a249-3124-45b6-9c5b-090805c75cbf	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:42:01.145044+00	2026-11-26 00:42:01.145045+00
ae4b49ba-d57c-4149-a569-4daf6231e54b	a40c5e78-2ea4-4c5f-956f-a4e2a0089e37	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.204388+00	2026-11-26 00:42:01.204389+00
d3036aa4-9c91-4468-9652-3fad9345060d	039b2972-1a2f-49a7-9347-eecbd380b1e7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:42:01.243549+00	2026-11-26 00:42:01.24355+00
eaa2d068-2e2f-48cf-a3bc-6ca9e0af6f66	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.290266+00	2026-11-26 00:42:01.290267+00
59f47833-32c3-4b60-9dee-641ad8edbd83	4d14a2c0-f3b7-403d-ab09-cae0a0d1949d	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.324238+00	2026-11-26 00:42:01.324239+00
7387c101-4ac3-4854-a67e-6b466ec2a008	eb1d6895-87ee-4f97-8060-c4468ecae381	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.375832+00	2026-11-26 00:42:01.375834+00
4c04baa5-da2a-4563-a11e-09113f1ade57	446ada6d-68e5-4c35-ac4b-8b03690d1276	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.423404+00	2026-11-26 00:42:01.423405+00
a38806aa-c439-47d4-907e-d874a2c9ae5e	446ada6d-68e5-4c35-ac4b-8b03690d1276	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.456926+00	2026-11-26 00:42:01.456927+00
c3172f4b-3b56-401f-b29b-e35598dc2195	0253cb37-a60a-4288-8566-93107b799b0a	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:42:01.495678+00	2026-11-26 00:42:01.49568+00
87206b0c-9ffe-4a5d-a425-6569315f4b6a	4d61d322-8dbd-47e2-9d52-546b2d57fa7b	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:42:01.522289+00	2026-11-26 00:42:01.52229+00
c9229f6f-0517-46f8-a11a-a7debc141564	bb33cb42-08fb-4545-b531-e8ba8f7538ec	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.635783+00	2026-11-26 00:42:01.635786+00
7f503e86-097b-4262-9ffa-d4731975c2a0	10b74462-f385-4fa4-8118-b29487058082	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.666565+00	2026-11-26 00:42:01.666566+00
a81f3dd1-75de-4279-945f-01735a34fcea	e87ec96e-b232-445c-92f9-9acea2969c44	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.73993+00	2026-11-26 00:42:01.739932+00
9ba03a63-3b0e-4ee0-9042-fe52807fc396	7dbef222-bf4a-4dc3-aa21-64303eaeb7fd	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.78102+00	2026-11-26 00:42:01.781021+00
f72c2a77-5d21-4d8d-946d-7caea6f3aa85	7dbef222-bf4a-4dc3-aa21-64303eaeb7fd	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.807476+00	2026-11-26 00:42:01.807477+00
73233bce-cfe0-4474-ad8e-d67c2f53b6e0	549200b6-cdb6-4010-9ebb-b767f7360fd4	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.830784+00	2026-11-26 00:42:01.830785+00
f847cb14-14d1-4d9d-80c3-48fd2542d088	549200b6-cdb6-4010-9ebb-b767f7360fd4	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.871178+00	2026-11-26 00:42:01.87118+00
43dd3ee1-953c-4923-af78-f3d3a4f737f9	7b29806d-42a5-45e0-afef-34fe55724035	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:01.921472+00	2026-11-26 00:42:01.921474+00
1d11cbd0-8ac0-4548-89cc-364c0ed85114	10672e52-aa1e-41ce-ace2-e9b41b7d5bd5	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:42:01.977904+00	2026-11-26 00:42:01.977906+00
72c3ee40-4529-466d-8c51-0e5ac0ce3c85	95a485d0-49cb-46c1-939e-96470fb6eedc	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.014519+00	2026-11-26 00:42:02.01452+00
5e9ee550-2f1e-46dc-9985-1550ac281392	95a485d0-49cb-46c1-939e-96470fb6eedc	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.043618+00	2026-11-26 00:42:02.043619+00
ca004bad-44b1-499d-8268-5dd1aad4f97c	a5d16971-98c1-49cb-84f1-411a202e8c82	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:42:02.080696+00	2026-11-26 00:42:02.080698+00
7a3e444c-8f40-4d62-8bcd-044705509019	2a7bf225-45c2-443e-8c91-404583e667c2	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.176457+00	2026-11-26 00:42:02.176459+00
d48f3201-9bc7-48f2-aa0d-ec6e98444a45	b999d721-c6a0-4368-85e2-d1f40e5f0937	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:42:02.215056+00	2026-11-26 00:42:02.215059+00
3465e848-d25b-494a-906a-d1e1ca682878	4dd3a251-d9a8-47ce-bad9-74e28de05dff	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:42:02.296428+00	2026-11-26 00:42:02.296431+00
8c35de61-a170-41d1-9c8c-12a19b65f17f	204d6fc1-b888-482d-875d-b0900fe60263	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.364376+00	2026-11-26 00:42:02.364378+00
732bf947-6a98-4158-bf9c-cffa235d7612	204d6fc1-b888-482d-875d-b0900fe60263	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:42:02.411079+00	2026-11-26 00:42:02.41108+00
e92f0fb6-c21d-41dc-945a-9f1f8a90afe0	5d96ee76-901d-449f-837d-3c304c078ab3	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:02.453132+00	2026-11-26 00:42:02.453134+00
fdbed0a0-4e19-44e2-8b36-c87d9e5451df	5d96ee76-901d-449f-837d-3c304c078ab3	607561c2-394a-4d18-90ae-fe7c774a5822	Lovely texture, fresh ingredients, and it came out quickly.	1	0	0.20654931179180275	f	2026-11-26 00:42:02.491556+00	2026-11-26 00:42:02.491559+00
e48c952c-d86e-4478-ac5b-a18c77094a74	e1aa155d-bfd8-40b9-a531-c0433c8ff9b6	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:42:02.547633+00	2026-11-26 00:42:02.547634+00
ab869c9a-99d3-4393-a3ee-809057f109f8	04735dfd-0df8-4d94-911f-e32e7d8c02c6	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.620819+00	2026-11-26 00:42:02.620821+00
12339f3b-bad8-4424-9f27-0cc8960ebe73	04735dfd-0df8-4d94-911f-e32e7d8c02c6	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.658622+00	2026-11-26 00:42:02.658624+00
aa2986e8-2dfe-4f7f-b18c-b18981321428	d56ac97e-f44e-4693-8a3d-556e1434a423	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:02.701997+00	2026-11-26 00:42:02.701999+00
59d288a4-6c8e-44cf-a305-8c9083f1b44c	ba939d97-ad44-4936-b465-c03811281457	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.766378+00	2026-11-26 00:42:02.766379+00
ce4ed38a-f31a-4114-8d91-235d4fb5c6ec	818a138a-82fc-4119-866c-9acf25b665d0	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.819309+00	2026-11-26 00:42:02.819312+00
c25b3509-753a-4468-9e96-39d058fe58df	36554b4b-c7d6-4105-897c-d4f24afaa1fa	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:02.908386+00	2026-11-26 00:42:02.908389+00
11f47ef5-f289-44ad-8bda-0c351e281189	3f07e9a5-03ef-4a52-93f5-2f44fc5608af	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:42:02.980195+00	2026-11-26 00:42:02.980198+00
d3e2f530-ed73-4887-93a2-153c74814202	10e2982b-7ed0-4317-a60b-e1af4730ff07	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.022366+00	2026-11-26 00:42:03.022369+00
f8c7539a-0214-4d2b-b14d-0ebef61dff5b	d4cde1fc-0447-4277-aea8-9314b9f6c137	7e12f0f3-4478-4f39-a402-bc57e953db34	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:42:03.059763+00	2026-11-26 00:42:03.059765+00
81344804-94a0-479e-821b-62eb08781c7d	1337f6b0-cb8d-40bd-ab5d-019a82ed6299	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.138565+00	2026-11-26 00:42:03.138567+00
697006c6-391b-4a8a-b248-894402089a45	aea191d0-bf53-4fa3-843e-e36e4c35278b	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:42:03.220904+00	2026-11-26 00:42:03.220907+00
6be4e4af-a33b-45e9-9723-bd1a6d13dda9	45e19025-591a-47f9-bcfb-e62271af34d2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:42:03.273176+00	2026-11-26 00:42:03.273178+00
b9cd61ac-91f6-4f53-a614-758d5db1ef00	c7df5ad0-5cd1-4a9f-a148-cbb2fedb6f67	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.355051+00	2026-11-26 00:42:03.355052+00
19d3f558-518c-4299-b66c-a5ab1047fa27	a1b4248d-3ec6-4fbc-8af5-ed43ed423433	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.421664+00	2026-11-26 00:42:03.421667+00
aeadcc79-6e84-4357-bf50-2264bfd9bd14	a1b4248d-3ec6-4fbc-8af5-ed43ed423433	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.473618+00	2026-11-26 00:42:03.47362+00
f7b118c3-7080-464c-a3b6-f443a7a4fea5	87376e01-5264-48d8-b8ab-60c0fea3b773	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.513233+00	2026-11-26 00:42:03.513235+00
8a086647-7261-4a25-b397-01e0deca1cb7	87376e01-5264-48d8-b8ab-60c0fea3b773	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.559024+00	2026-11-26 00:42:03.559026+00
12d660c8-8f65-4657-bcbb-3813138c464b	25ae5bee-4ede-4da1-8fc1-47ad647f19d7	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.62885+00	2026-11-26 00:42:03.628852+00
cc6377e8-4182-4caf-a125-9ee2dce0b50f	40fe9e21-ed20-4703-aec4-b2227489e351	5833ac82-c8f5-4311-bddc-c1b916111f36	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.688224+00	2026-11-26 00:42:03.688227+00
5d7a02a1-a7b2-4237-945a-be59ca948ab3	40fe9e21-ed20-4703-aec4-b2227489e351	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.735947+00	2026-11-26 00:42:03.735949+00
7d861985-0c65-4def-a16d-2fde6b3cd44c	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.780599+00	2026-11-26 00:42:03.780602+00
d497e72e-294b-4828-854d-45fc6c20f7fe	8c3d7d7c-1175-4d70-89a0-b81b870a7fed	607561c2-394a-4d18-90ae-fe7c774a5822	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.826618+00	2026-11-26 00:42:03.82662+00
60ef85ea-a018-4279-a833-b835e1e2e233	f62855cf-39ca-423f-afa3-c1f632c570d2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:42:03.870685+00	2026-11-26 00:42:03.870687+00
863c8194-8311-4d61-b9a7-42ad894f34cc	089e1652-7d66-4ad0-b1a2-e16c80e3227c	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.9148+00	2026-11-26 00:42:03.914803+00
477bbef6-26a9-4f07-b961-391979bf6e39	d503d63d-a66f-4314-959a-b5dceb4b0b34	7e12f0f3-4478-4f39-a402-bc57e953db34	Lovely texture, fresh ingredients, and it came out quickly.	2	0	0.34238022395464934	f	2026-11-26 00:42:03.966741+00	2026-11-26 00:42:03.966743+00
53ccda1c-f176-4ddd-a746-636dc3bcfd83	b18ac333-c9fe-48f0-977c-e2671e52238d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:42:04.035171+00	2026-11-26 00:42:04.035172+00
a0e85185-cf39-41ed-b999-e514f5c68e3f	fab9a9b2-720c-4ba6-8bc4-29e7291385f3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:42:04.114924+00	2026-11-26 00:42:04.114925+00
dd1b26c0-6401-47cb-af63-30449149f287	ff74b71a-88a1-4392-81e4-e7300862b945	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	2	0	0.34238022395464934	f	2026-11-26 00:42:04.148171+00	2026-11-26 00:42:04.148172+00
6e243e77-554e-4d6e-9a12-7b3211b52ceb	ff74b71a-88a1-4392-81e4-e7300862b945	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:42:04.19385+00	2026-11-26 00:42:04.193852+00
a667e0d4-c832-4930-9b32-7f8279be2d7d	79512ddf-8f62-4559-b28c-0e13df50f5fd	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:42:04.246897+00	2026-11-26 00:42:04.246898+00
e2aa2918-d9e1-4689-bacd-49f30ccc5851	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	5833ac82-c8f5-4311-bddc-c1b916111f36	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:42:04.293187+00	2026-11-26 00:42:04.29319+00
55b00e87-b032-474e-833a-30d9825a18c4	1d91cb7d-3cf4-4e5f-8db7-a1e0da423613	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:42:04.347531+00	2026-11-26 00:42:04.347533+00
bc07aad9-0d34-4367-9787-bf423c823fcb	10d4a33c-936c-4af9-a814-ef11a13a8ab8	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	3	0	0.4385029643606803	f	2026-11-26 00:42:04.401521+00	2026-11-26 00:42:04.401524+00
f6a7406f-0eb7-4cf2-b9d8-5ce6decc3fff	10d4a33c-936c-4af9-a814-ef11a13a8ab8	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:42:04.454662+00	2026-11-26 00:42:04.454664+00
540fd06e-3a9d-43a9-b72c-04143d16ea04	b172b451-f11a-4afe-a579-3a0cab818cc9	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:42:04.512219+00	2026-11-26 00:42:04.512221+00
9d6596bd-3721-4e96-9f7d-65fd37229e4a	5149f4e0-84cd-4f1e-8451-b0f296cb238c	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	4	0	0.5101091596030786	f	2026-11-26 00:42:04.553685+00	2026-11-26 00:42:04.553687+00
6141c1d2-4639-4107-81fe-2f5cc1bc9328	5149f4e0-84cd-4f1e-8451-b0f296cb238c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:42:04.614849+00	2026-11-26 00:42:04.61485+00
97ae7920-0fec-4e12-a161-613cb54d6bb3	5528fae0-91d9-4029-83f2-059e0427e39c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:42:04.658951+00	2026-11-26 00:42:04.658953+00
a3502e68-6972-4abb-8399-6c3d42421d1c	203824f5-09ed-4493-9298-590d75d2ddb0	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	0	0	0	f	2026-11-26 00:42:04.687289+00	2026-11-26 00:42:04.687291+00
2575f728-49aa-4b77-b364-79eb680aa7fb	673352a1-6d74-4638-b228-6a13c33b2de4	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:42:04.737708+00	2026-11-26 00:42:04.73771+00
91c378ea-a1a1-4959-bc51-f9a22f515834	d80de3c9-4ea9-46ee-99fc-e3d30e61438f	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:42:04.81315+00	2026-11-26 00:42:04.813151+00
63ccb8a1-4f25-49a3-9228-e3751435693a	bfa43d3f-93f4-4026-aabd-41af741d4a16	7e12f0f3-4478-4f39-a402-bc57e953db34	Exactly what I hoped for on a cold evening. Would order again.	1	0	0.20654931179180275	f	2026-11-26 00:42:04.87119+00	2026-11-26 00:42:04.871192+00
4c39f329-11dc-4e13-bf9c-44c345a2dedf	bfa43d3f-93f4-4026-aabd-41af741d4a16	607561c2-394a-4d18-90ae-fe7c774a5822	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:42:04.90787+00	2026-11-26 00:42:04.907871+00
b72dd966-c011-4741-abc2-6e0dbf9d4dba	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:42:04.988661+00	2026-11-26 00:42:04.988664+00
74b9dddc-8cc1-424e-9479-56876b9f8324	cd1fac0c-4497-44bf-ba6e-cac0f4091fb1	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:42:05.039583+00	2026-11-26 00:42:05.039585+00
2b04bcff-48ea-438c-8e99-90cd4b097e05	df81bc1b-8779-4f91-aafa-17efb240670a	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	3	0	0.4385029643606803	f	2026-11-26 00:42:05.064504+00	2026-11-26 00:42:05.064506+00
c3bbdc91-76ca-4d3e-aee9-b79fd4fb89cf	df81bc1b-8779-4f91-aafa-17efb240670a	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:42:05.118403+00	2026-11-26 00:42:05.118405+00
3929e113-b5f1-4c9e-866e-c40aea759473	c32713e1-ad58-4292-88ab-f2ae6488aeec	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.226135+00	2026-11-26 00:42:05.226137+00
5213d2b0-2449-4ac4-a58c-b660dec790e5	5499a5a2-4287-47af-99d4-819014b0467f	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:42:05.260262+00	2026-11-26 00:42:05.260265+00
f9edb53a-6464-4b1d-bd76-e60562834643	d201808e-11f8-4620-8eb3-690f885ed08a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:42:05.293416+00	2026-11-26 00:42:05.293418+00
170a3517-5e55-45e8-9a3a-0e7b0711f881	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	5833ac82-c8f5-4311-bddc-c1b916111f36	Rich and balanced, the best I have had in town. Go early, it fills up fast.	1	0	0.20654931179180275	f	2026-11-26 00:42:05.351072+00	2026-11-26 00:42:05.351073+00
328e38f6-d6bc-4a6d-a37a-6b1c448a101f	b0225a2f-e2cd-4ef7-ab7e-85610f21d518	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:42:05.386805+00	2026-11-26 00:42:05.386807+00
556a1a0f-83e7-40a1-8927-871e5b744f48	8a28cffd-f918-4c04-9346-3734afa8736b	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.41515+00	2026-11-26 00:42:05.415151+00
e3f93e65-0e57-4e68-9681-b45cafc82b0b	8a28cffd-f918-4c04-9346-3734afa8736b	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.460434+00	2026-11-26 00:42:05.460437+00
9d97637e-2f20-46e5-856e-106a33682050	7260ce91-5309-476b-93a0-3d455aac9273	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:42:05.509487+00	2026-11-26 00:42:05.509489+00
27181115-b9e0-49c0-9042-8d1f3b19bda6	d267376b-83cc-42e8-bccf-fcd8f73462a3	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	4	0	0.5101091596030786	f	2026-11-26 00:42:05.55866+00	2026-11-26 00:42:05.558663+00
03ca31c3-6421-4392-aa19-abd83d694f7a	d267376b-83cc-42e8-bccf-fcd8f73462a3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:42:05.620727+00	2026-11-26 00:42:05.62073+00
36ebd47d-7316-43c0-8e95-66fbf427ecdb	2aaf5c48-855e-4c40-81df-6976e8d5860b	7e12f0f3-4478-4f39-a402-bc57e953db34	Rich and balanced, the best I have had in town. Go early, it fills up fast.	0	0	0	f	2026-11-26 00:42:05.672961+00	2026-11-26 00:42:05.672963+00
6b0aeb88-8cb0-48a2-9eb5-56d57c7f175d	2aaf5c48-855e-4c40-81df-6976e8d5860b	607561c2-394a-4d18-90ae-fe7c774a5822	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.696605+00	2026-11-26 00:42:05.696606+00
d495c2fc-7a36-44db-8ba0-0752acf921bb	3b91b564-344a-4c8e-82f0-168c3c6b0dc2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.750954+00	2026-11-26 00:42:05.750956+00
1d15ef85-c752-4178-8d51-959d026842ac	ea71fefb-82b8-4368-bc66-ffae38ccd74a	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.808486+00	2026-11-26 00:42:05.808489+00
e2f3a732-b8d9-4761-94f5-e87f9d4eae07	ea71fefb-82b8-4368-bc66-ffae38ccd74a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	3	0	0.4385029643606803	f	2026-11-26 00:42:05.844909+00	2026-11-26 00:42:05.844911+00
b40f71da-66b8-44c5-aa97-767529c32abc	87a81b73-e069-4c21-bb33-4b8669296ef9	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:05.892826+00	2026-11-26 00:42:05.892828+00
af9f93fa-4f36-4405-b1d3-006fc9921406	0c5bfa7f-3631-4380-902e-3ffba359803e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:05.956948+00	2026-11-26 00:42:05.95695+00
51d9205b-c175-4037-a438-841f3b778735	8a70fcff-a4f9-4666-8d65-a8117807351e	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Nothing special. Fine if you are nearby, not worth a detour.	3	0	0.4385029643606803	f	2026-11-26 00:42:06.005563+00	2026-11-26 00:42:06.005565+00
8c9efd71-baeb-4b23-b8ad-2f21de6ad7a0	b3c45e5f-132a-45c0-a78d-6acc26d2d29c	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:06.075228+00	2026-11-26 00:42:06.075229+00
c815fa47-a523-421f-b9d8-989b7049dad0	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:06.116294+00	2026-11-26 00:42:06.116296+00
5eb345d8-f2ea-4292-bc48-1cecf9008ef8	a6339b44-ed7b-43b0-b0c1-bfa1e899cd38	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	4	0	0.5101091596030786	f	2026-11-26 00:42:06.160651+00	2026-11-26 00:42:06.160653+00
bef78136-a189-4011-9e67-136e3196d76f	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	5833ac82-c8f5-4311-bddc-c1b916111f36	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:06.267786+00	2026-11-26 00:42:06.267789+00
01ca6a78-fc74-4710-9a7d-3d0494ae70dd	d9d6f9aa-50fc-4527-8bcf-bb2c8332a69c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Lovely texture, fresh ingredients, and it came out quickly.	3	0	0.4385029643606803	f	2026-11-26 00:42:06.312661+00	2026-11-26 00:42:06.312662+00
f0e12779-d6a5-47d2-bc13-edb8904ae66f	0bd5610c-cc68-4d70-9c0f-03faf470616c	5833ac82-c8f5-4311-bddc-c1b916111f36	Nothing special. Fine if you are nearby, not worth a detour.	1	0	0.20654931179180275	f	2026-11-26 00:42:06.356457+00	2026-11-26 00:42:06.356459+00
b995c981-e432-4a02-812d-cecb52078cff	0bd5610c-cc68-4d70-9c0f-03faf470616c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	Good portion and friendly staff, but a bit too salty for me.	0	0	0	f	2026-11-26 00:42:06.393894+00	2026-11-26 00:42:06.393897+00
e57a3f98-2360-498a-a30a-519de638e129	d105d011-4faf-48fd-9a08-db2f963f9b1b	7e12f0f3-4478-4f39-a402-bc57e953db34	Nothing special. Fine if you are nearby, not worth a detour.	2	0	0.34238022395464934	f	2026-11-26 00:42:06.414849+00	2026-11-26 00:42:06.414851+00
2dd6173d-dddf-4019-b5e9-0c946f47d664	d105d011-4faf-48fd-9a08-db2f963f9b1b	607561c2-394a-4d18-90ae-fe7c774a5822	Good portion and friendly staff, but a bit too salty for me.	1	0	0.20654931179180275	f	2026-11-26 00:42:06.458736+00	2026-11-26 00:42:06.458739+00
3a6e0951-9d7a-4295-a2b1-c2acfffbf858	7f5eec95-fca4-4ae7-84a3-d68be6446b0b	8e4cc9cc-a520-4a21-a783-7d35b4a02589	Good portion and friendly staff, but a bit too salty for me.	2	0	0.34238022395464934	f	2026-11-26 00:42:06.498886+00	2026-11-26 00:42:06.498888+00
\.


--
-- Data for Name: friendships; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.friendships (id, pair_key, requester_id, addressee_id, status, created_at, accepted_at) FROM stdin;
aeb66b79-781a-4602-817d-38f5be8fb209	5833ac82-c8f5-4311-bddc-c1b916111f36|7e12f0f3-4478-4f39-a402-bc57e953db34	7e12f0f3-4478-4f39-a402-bc57e953db34	5833ac82-c8f5-4311-bddc-c1b916111f36	accepted	2026-11-26 00:41:50.02503+00	2026-11-26 00:41:50.046658+00
2691210b-df87-4bf7-a7cf-e383e38e10b1	7e12f0f3-4478-4f39-a402-bc57e953db34|8e4cc9cc-a520-4a21-a783-7d35b4a02589	7e12f0f3-4478-4f39-a402-bc57e953db34	8e4cc9cc-a520-4a21-a783-7d35b4a02589	accepted	2026-11-26 00:41:50.05739+00	2026-11-26 00:41:50.065676+00
1b96ed60-cd8d-43ca-8d17-f299f3d24edd	607561c2-394a-4d18-90ae-fe7c774a5822|7e12f0f3-4478-4f39-a402-bc57e953db34	7e12f0f3-4478-4f39-a402-bc57e953db34	607561c2-394a-4d18-90ae-fe7c774a5822	accepted	2026-11-26 00:41:50.074963+00	2026-11-26 00:41:50.088236+00
04a4befe-f4f5-482f-9ed7-4eec4b1f958b	7e12f0f3-4478-4f39-a402-bc57e953db34|eb87553b-b4e7-4356-a24e-61e1764d1b4c	7e12f0f3-4478-4f39-a402-bc57e953db34	eb87553b-b4e7-4356-a24e-61e1764d1b4c	accepted	2026-11-26 00:41:50.098451+00	2026-11-26 00:41:50.112897+00
03d266ae-8cbd-495a-b79f-a128f8eb7d2a	5833ac82-c8f5-4311-bddc-c1b916111f36|8e4cc9cc-a520-4a21-a783-7d35b4a02589	5833ac82-c8f5-4311-bddc-c1b916111f36	8e4cc9cc-a520-4a21-a783-7d35b4a02589	accepted	2026-11-26 00:41:50.12397+00	2026-11-26 00:41:50.133645+00
478d1b29-5b5d-4b58-9aa7-5895dc07f78e	5833ac82-c8f5-4311-bddc-c1b916111f36|607561c2-394a-4d18-90ae-fe7c774a5822	607561c2-394a-4d18-90ae-fe7c774a5822	5833ac82-c8f5-4311-bddc-c1b916111f36	pending	2026-11-26 00:41:50.142104+00	\N
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
f49ea78a-0e47-468d-8410-5487a4e577a4	8dbcc51e-2f70-4858-997d-673fc19d9c47	74db09c5-4fb3-48d2-9366-1f1bd47d1ec3	donation	50000	EUR	2026-11-26 00:41:50.377249+00
25f6e7f0-152e-4759-8c65-73206f0ba70f	8dbcc51e-2f70-4858-997d-673fc19d9c47	b9734995-7c8a-495f-a69a-ea46bda2eabd	donation	35000	EUR	2026-11-26 00:41:50.427651+00
57e15b1c-5b31-4a14-be05-8e51a4b5f5b8	4e34f82f-a745-4333-a87f-5469e555b8a4	a86d4e90-5c9a-4a9d-862d-a5a83b7a4fc0	donation	200000	SEK	2026-11-26 00:41:50.475822+00
937c8c3d-387f-42c3-b045-2a7638a892cd	4e34f82f-a745-4333-a87f-5469e555b8a4	68d7a561-5992-40f7-9fec-348e5fbf0088	donation	120000	SEK	2026-11-26 00:41:50.521147+00
abb7432c-b126-4392-a113-345901b7aadc	dc5da3f7-9fa2-4fb7-a180-fd23078c73ab	709bebda-f0a9-4abf-ae71-159f5d796908	donation	150000	CZK	2026-11-26 00:41:50.589058+00
\.


--
-- Data for Name: funding_reconciliation_issues; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.funding_reconciliation_issues (id, donation_id, ledger_state, gateway_state, found_at) FROM stdin;
\.


--
-- Data for Name: idempotency_keys; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.idempotency_keys (id, user_id, key, fingerprint, status, content_type, body, created_at, expires_at) FROM stdin;
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
83a4fa21-bc04-45bd-b7a4-6108d6d454c7	1001	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	7e12f0f3-4478-4f39-a402-bc57e953db34	$2b$12$/4fmFYeB97O6b99zj2.wzOdy3pvgC3FPHQJSy4ar7xnxKumvCaw/O	Alice Lindqvist	0	\N	2026-11-26 00:42:06.788707+00
b7b39841-ab54-4f85-9ac1-a77f05122160	1002	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	5833ac82-c8f5-4311-bddc-c1b916111f36	$2b$12$1CUP6X4cXZmkoqKU6aBIlez6H7DQ3Hb3G0hMyi/0NlUhrqCh.JuuC	Bob Novák	0	\N	2026-11-26 00:42:07.011131+00
54a4a5c7-bf7a-474f-abd7-5f790b161bc3	1003	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	8e4cc9cc-a520-4a21-a783-7d35b4a02589	$2b$12$zEQu/rcxgbmfPdGsMHacmOob4XSTIynY.W4DGKZTHL6KHgQK.LgNa	Carol Jones	0	\N	2026-11-26 00:42:07.230387+00
aee1181a-0072-49f8-86d6-bb221a108d57	1004	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	607561c2-394a-4d18-90ae-fe7c774a5822	$2b$12$HbDVesEn7Myx80BLaZ2DUewiWCLhfItfvFc4wov/l9Rr2hEakgH5m	Dave Okafor	0	\N	2026-11-26 00:42:07.48868+00
9cf10500-ddf3-48ef-b502-b62930efd839	1005	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	eb87553b-b4e7-4356-a24e-61e1764d1b4c	$2b$12$.G.8AF2p.ipN8feIvLO9pedgV2d2MqnZ5Qop24u21l8CfDT0lt4zC	Eva Svobodová	0	\N	2026-11-26 00:42:07.712509+00
78eb2337-af31-4575-a661-26629513c992	2001	ea766b47-e55f-45b2-9755-4b05be8d74ca	7e12f0f3-4478-4f39-a402-bc57e953db34	$2b$12$Ssv0ZZyKiL6eXoBbgQ0L6uaVNDmrUng26vg74LJp3bAlf9HbNwtGS	Alice Lindqvist	0	\N	2026-11-26 00:42:07.957342+00
61b9448b-7ad9-4e05-a4f9-29a6835f352a	2002	ea766b47-e55f-45b2-9755-4b05be8d74ca	5833ac82-c8f5-4311-bddc-c1b916111f36	$2b$12$PzuL4qn353akPxLtsx3zOufYLisOvXY4YRIDl0UEj2XeB0nvn/kp6	Bob Novák	0	\N	2026-11-26 00:42:08.184056+00
21aaaf8e-9c44-4e8d-abc3-c9db2ff2c3df	2003	ea766b47-e55f-45b2-9755-4b05be8d74ca	8e4cc9cc-a520-4a21-a783-7d35b4a02589	$2b$12$jHPtO4d5qpdlIArxQkI2R.1JkE54jfiPybCd00OuCOWyTLMxA08i2	Carol Jones	0	\N	2026-11-26 00:42:08.406807+00
faec6b2e-c25f-4790-a68d-d90a938d2cb1	2004	ea766b47-e55f-45b2-9755-4b05be8d74ca	607561c2-394a-4d18-90ae-fe7c774a5822	$2b$12$Lb3kKG0ZROE7Nto/rPUwS..cseH7b.Lx9iCe0TMzxtb6oA8wJlKI6	Dave Okafor	0	\N	2026-11-26 00:42:08.629581+00
c5e2a627-7cd7-4866-9811-b4f64ac33872	2005	ea766b47-e55f-45b2-9755-4b05be8d74ca	eb87553b-b4e7-4356-a24e-61e1764d1b4c	$2b$12$c0DRvJ8/dwgpj5HhMg46B.qMHyE7LgJYkA0xIULdYJMETIS5yLoeq	Eva Svobodová	0	\N	2026-11-26 00:42:08.85165+00
47d95bd9-75d4-45c3-9a81-9b5ba17c329a	20000001	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	\N	$2b$12$uiEF.w5.ltt3axEHh56TDeXQtgElLtnnVDXI5QrfonwYWe.GmS/E6	Ada Lindqvist	0	\N	2026-11-26 00:42:10.505429+00
\.


--
-- Data for Name: library_choices; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_choices (id, user_id, library_id) FROM stdin;
e005bf1b-af54-4878-a67f-e6527f39418d	7e12f0f3-4478-4f39-a402-bc57e953db34	ea766b47-e55f-45b2-9755-4b05be8d74ca
372d4459-1eeb-4b96-8469-96c4068118ca	5833ac82-c8f5-4311-bddc-c1b916111f36	ea766b47-e55f-45b2-9755-4b05be8d74ca
118c118c-00b5-4435-b6f4-16bf4148a6a1	8e4cc9cc-a520-4a21-a783-7d35b4a02589	ea766b47-e55f-45b2-9755-4b05be8d74ca
2774a92a-9d8c-4257-9ed9-715450dc4b61	607561c2-394a-4d18-90ae-fe7c774a5822	ea766b47-e55f-45b2-9755-4b05be8d74ca
6799049b-d62b-46fa-81d2-e40d4edc05ab	eb87553b-b4e7-4356-a24e-61e1764d1b4c	ea766b47-e55f-45b2-9755-4b05be8d74ca
\.


--
-- Data for Name: library_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_events (id, library_id, image, title, starts_at) FROM stdin;
80897d66-5a0b-49c9-896e-c9f4b5066ece	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	\N	Författarsamtal: Klas Östergren	2026-11-29 00:42:06.571965+00
ae1940c1-8302-4bfc-bfd0-a4f0737e5c01	ea766b47-e55f-45b2-9755-4b05be8d74ca	\N	Sagostund för barn	2026-12-03 00:42:07.736797+00
\.


--
-- Data for Name: library_holds; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_holds (id, library_id, title_id, card_id, seq, state, placed_at, ready_at, ready_until, ended_at) FROM stdin;
842d2739-b6e1-48d1-b682-f9c5e1804ac5	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	bc7fe03b-feca-4c84-a4cc-f6c6f931c3be	54a4a5c7-bf7a-474f-abd7-5f790b161bc3	1	waiting	2026-11-26 00:42:08.943305+00	\N	\N	\N
f0dbaf84-e4e4-4ea2-99bc-ee65561b3979	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	bc7fe03b-feca-4c84-a4cc-f6c6f931c3be	83a4fa21-bc04-45bd-b7a4-6108d6d454c7	2	waiting	2026-11-26 00:42:08.954377+00	\N	\N	\N
\.


--
-- Data for Name: library_libraries; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_libraries (id, slug, name, language, loan_days, pickup_days, max_loans, max_holds, self_registration, alert, help, created_at) FROM stdin;
ea766b47-e55f-45b2-9755-4b05be8d74ca	stockholm	Stockholms stadsbibliotek	sv	14	3	3	5	f	\N		2026-11-26 00:42:06.54692+00
7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	malmo	Malmö stadsbibliotek	sv	21	3	5	5	f	Biblioteket är stängt på söndag på grund av underhåll.	Q: Vem kan låna?\n\nAlla med ett lånekort från Malmö stadsbibliotek. Skaffa ett här på sidan eller i lånedisken.\n\nQ: Hur läser jag?\n\nLåna boken och läs den direkt i webbläsaren eller i en app som läser OPDS.	2026-11-26 00:42:06.544742+00
\.


--
-- Data for Name: library_lists; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_lists (id, library_id, name, "position", title_ids) FROM stdin;
4bb2feac-6a15-487e-b789-6b0750acd46b	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Sommarläsning	0	2436313D-0680-41C3-96E4-B6A010C21183 EB29E14A-74AD-42C4-85E4-F57F00CB7593 34861EBC-E7B7-46C7-BC7D-CC8485AE17A4 B395AC33-F0DE-46ED-8554-DB8A28D2DA87
\.


--
-- Data for Name: library_loans; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_loans (id, library_id, title_id, card_id, started_at, due_at, ended_at, ended_how, renewals, reminded) FROM stdin;
b0a56a37-0c5f-4317-9556-f5f38cf680a4	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	bc7fe03b-feca-4c84-a4cc-f6c6f931c3be	b7b39841-ab54-4f85-9ac1-a77f05122160	2026-11-26 00:42:08.932164+00	2026-12-17 00:42:08.932166+00	\N	\N	0	f
b1f9d900-910d-483c-ae9a-4d20dc891927	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	02ca25f3-1269-4d0f-bcb1-ee23a343cc93	83a4fa21-bc04-45bd-b7a4-6108d6d454c7	2026-11-26 00:42:08.964387+00	2026-12-17 00:42:08.964388+00	\N	\N	0	f
1751bdc3-0d99-48d2-bb0a-0dd0d8dec43e	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	39d27779-15ab-4efa-b222-ff14ef5a41b0	83a4fa21-bc04-45bd-b7a4-6108d6d454c7	2026-11-26 00:42:08.976126+00	2026-12-17 00:42:08.976127+00	\N	\N	0	f
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
82ece6d1-9c17-4e39-a6fd-3db59b508909	7e12f0f3-4478-4f39-a402-bc57e953db34	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	83a4fa21-bc04-45bd-b7a4-6108d6d454c7	t	2027-02-24 00:42:06.790696+00
0729eb62-8ebd-40aa-ae00-d9818ccf35bf	5833ac82-c8f5-4311-bddc-c1b916111f36	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	b7b39841-ab54-4f85-9ac1-a77f05122160	t	2027-02-24 00:42:07.012875+00
295d1b3f-f0e8-4bd8-b606-44a24695d9fb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	54a4a5c7-bf7a-474f-abd7-5f790b161bc3	t	2027-02-24 00:42:07.269189+00
8c550664-8e1e-46b5-a183-b5cbcf139c08	607561c2-394a-4d18-90ae-fe7c774a5822	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	aee1181a-0072-49f8-86d6-bb221a108d57	t	2027-02-24 00:42:07.490141+00
4221ee07-694e-4bef-864a-456f3e1ca136	eb87553b-b4e7-4356-a24e-61e1764d1b4c	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	9cf10500-ddf3-48ef-b502-b62930efd839	t	2027-02-24 00:42:07.714056+00
f58158c4-2724-4270-a2d0-f892144ade1a	7e12f0f3-4478-4f39-a402-bc57e953db34	ea766b47-e55f-45b2-9755-4b05be8d74ca	78eb2337-af31-4575-a661-26629513c992	t	2027-02-24 00:42:07.958931+00
3fe67a7b-777a-425d-bb91-08a074661054	5833ac82-c8f5-4311-bddc-c1b916111f36	ea766b47-e55f-45b2-9755-4b05be8d74ca	61b9448b-7ad9-4e05-a4f9-29a6835f352a	t	2027-02-24 00:42:08.185443+00
34f5b7a7-1a75-4ca1-aca1-362a3d6280ff	8e4cc9cc-a520-4a21-a783-7d35b4a02589	ea766b47-e55f-45b2-9755-4b05be8d74ca	21aaaf8e-9c44-4e8d-abc3-c9db2ff2c3df	t	2027-02-24 00:42:08.408077+00
235548d3-3848-46c8-bf81-86589b09cfb9	607561c2-394a-4d18-90ae-fe7c774a5822	ea766b47-e55f-45b2-9755-4b05be8d74ca	faec6b2e-c25f-4790-a68d-d90a938d2cb1	t	2027-02-24 00:42:08.630858+00
04ec0032-c27c-44f0-8678-82bf986f0f9c	eb87553b-b4e7-4356-a24e-61e1764d1b4c	ea766b47-e55f-45b2-9755-4b05be8d74ca	c5e2a627-7cd7-4866-9811-b4f64ac33872	t	2027-02-24 00:42:08.853061+00
\.


--
-- Data for Name: library_title_subjects; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_title_subjects (id, title_id, library_id, subject) FROM stdin;
f6b24045-3e89-4538-8ac2-71ad5daf66f4	2436313d-0680-41c3-96e4-b6a010c21183	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
1fe5bdec-a903-433d-a6e2-cc8f799ea706	2436313d-0680-41c3-96e4-b6a010c21183	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Värmland
6790e8e9-455c-45be-a354-4c71eab50a4a	02ca25f3-1269-4d0f-bcb1-ee23a343cc93	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's stories
6df7af7d-bada-4b9f-b583-4e85baaf3f8b	02ca25f3-1269-4d0f-bcb1-ee23a343cc93	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
c1bea151-2181-47e6-8439-5406ed0658e0	6a98305b-ff13-41ec-9c0f-053b173820f2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
c0a68e79-e83b-4aa0-aa83-b0c29f77a563	6a98305b-ff13-41ec-9c0f-053b173820f2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Stockholm
86423d01-cbd2-4f9d-b3ef-ebddfdc79e51	d43e0fec-ce3d-415c-b8b8-686283593265	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Archipelago
a843b1f3-004e-491e-997c-90235b67a07b	d43e0fec-ce3d-415c-b8b8-686283593265	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
04c8085b-f953-4f1a-91fd-df4dc77dc9bf	827f4616-b101-4697-a7e3-11bed086f7d0	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
8810b0da-01c6-43fb-ab11-3b779e24b65f	827f4616-b101-4697-a7e3-11bed086f7d0	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Stockholm
7ec0c7f5-eedb-450b-8db3-75f618189cf8	f62acdbc-9a5b-4caa-b520-5215ace52783	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
8936cb73-e63f-49d1-9ed6-4c17649e300c	f62acdbc-9a5b-4caa-b520-5215ace52783	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Love stories
8e4c2920-a2ea-408e-95bf-b0ef30acb359	bc7fe03b-feca-4c84-a4cc-f6c6f931c3be	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Emigration
01ec245d-3c37-4f2a-8cd8-e381a3c7b184	bc7fe03b-feca-4c84-a4cc-f6c6f931c3be	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
598416dc-1781-4d91-8983-a0b366374657	eb29e14a-74ad-42c4-85e4-f57f00cb7593	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's stories
323d0d6b-afc8-49f1-8f22-6f8c7f532662	eb29e14a-74ad-42c4-85e4-f57f00cb7593	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
f68df41d-be9a-4bbd-ac41-f1ab51825fd4	b55be57e-d69c-4033-b834-9a1f8fce57d3	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's stories
5145a8c4-751f-4a9b-9872-96eff354d8ac	b55be57e-d69c-4033-b834-9a1f8fce57d3	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fantasy
c94e910d-1f1f-4f38-9736-ab570ca2b022	d33676aa-3430-40d9-9f22-8a411c6d3ccb	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's stories
089728fe-f7ce-450e-8137-76b254dc0ff5	d33676aa-3430-40d9-9f22-8a411c6d3ccb	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fantasy
e5c08e65-a0da-42a2-a06c-9489d8a10991	34861ebc-e7b7-46c7-bc7d-cc8485ae17a4	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Poetry
45c224b8-17d8-45fd-a0e1-cb9265c6f616	34861ebc-e7b7-46c7-bc7d-cc8485ae17a4	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Science fiction
861fcbb4-8e5d-4411-bb55-3b30b7c4e378	2918baa3-ef42-45ab-9c2b-11654d1be616	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
81c9ffcc-0915-4f80-bbaa-b354b1aa5fe4	34dd2e04-94fa-4ee4-8fa6-6e70c05ba13e	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
0950edb9-9450-44b0-bb97-657853e4d1db	34dd2e04-94fa-4ee4-8fa6-6e70c05ba13e	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Science fiction
37761062-cde4-463d-888e-54d439dbac78	73712c6a-b768-45fc-8156-d500d144c5d2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	History
adea8f3f-3007-4078-949e-a0765f9618df	73712c6a-b768-45fc-8156-d500d144c5d2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Poetry
e6d5b32f-d3de-4641-b597-43bb47224835	fea76201-d902-423f-ba90-ac31c5d389bf	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
0b7336d0-cd6b-4649-a5c1-be94d4547097	fea76201-d902-423f-ba90-ac31c5d389bf	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Love stories
3a171c72-6c50-4155-b003-23993fbc5b56	9ee0ca88-a0ee-423e-9313-fb6ea71ce3b2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fantasy
b25eb4c4-dd38-4f84-b91d-c16254d111ab	9ee0ca88-a0ee-423e-9313-fb6ea71ce3b2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
bc3459f3-4268-40c5-8a0c-a280e8657826	e3b34692-0359-4776-a049-38a1be40de67	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Nature
5d206ddc-11c1-4d9e-a7b0-8b532dbcbb29	e3b34692-0359-4776-a049-38a1be40de67	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Poetry
f2dacb25-f83e-4969-81fd-77817e0a8ba0	1f544ceb-5ed1-4c72-a972-79337b78c18e	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	History
80be5e1c-1adc-4157-bd5e-bec52a38319f	1f544ceb-5ed1-4c72-a972-79337b78c18e	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Nature
9cc68eef-4817-48fb-95f8-94889346407e	d4549856-f531-4a92-8e93-953f9eb48c38	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Archipelago
c85225da-1e20-424c-bd84-d3cf90898bfb	d4549856-f531-4a92-8e93-953f9eb48c38	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
6921c4f7-a624-4cea-926e-14d9fd566392	690245b8-8faa-4cf2-ade4-43a4406d3e6f	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
32cd1e10-102d-4031-b8e0-47580f9b2998	b395ac33-f0de-46ed-8554-db8a28d2da87	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
8ae58e0c-3a30-41bc-9745-f20fb1214806	b395ac33-f0de-46ed-8554-db8a28d2da87	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Love stories
c7d02942-7266-497d-9d2f-2868ae2b430d	a81aa829-78bd-4cc8-bd5c-3876b9a53e40	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
ae1a38e1-a348-4103-b402-ec4dc216c0e7	a81aa829-78bd-4cc8-bd5c-3876b9a53e40	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Love stories
f1e016aa-e6fd-4307-81b6-51c4fa45252f	dc7281c0-e5ad-441c-aa7c-913102571913	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Detective and mystery stories
2a3526c8-103a-4e42-8f3f-17abbaec1a26	dc7281c0-e5ad-441c-aa7c-913102571913	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
6c470c22-71bc-41c1-8f71-ec2f1829a79d	bb618ff5-7099-4632-bdc4-7bc9844a0f59	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
c2954d32-3af1-4dcf-8fb5-8c1b4ab32f41	bb618ff5-7099-4632-bdc4-7bc9844a0f59	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Science fiction
d76b55ae-430f-4f50-a9b1-f2946d2ccad7	e4d8f0dd-cba3-499e-ba38-3a1e81fad566	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
e060b443-b5de-4e9b-9136-d1127b949838	e4d8f0dd-cba3-499e-ba38-3a1e81fad566	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Whaling
11d7e498-70b9-4129-ba42-46062cfc8c09	376ab781-f89a-4f04-a79a-a9299dc4ae0d	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's stories
065550ec-a762-470f-9105-c1957e3da917	376ab781-f89a-4f04-a79a-a9299dc4ae0d	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fantasy
465d80d7-e685-4fa9-924b-f2395b9413c1	b2ea5bb4-8ed0-42f6-ab7b-8cd244f2715c	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Science fiction
19feaf0f-901f-4369-8d1a-92e0f4c541d8	3e777e30-e4fd-40eb-9afc-7d2e029348ec	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Essays
a017095b-8cdd-42f9-ba31-aea837f02585	3e777e30-e4fd-40eb-9afc-7d2e029348ec	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Women
61cf930a-19d1-4e99-a507-a64531ca356f	a1dfcd1b-d1d7-432a-a449-138e1647e6ec	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
6c92b74c-66e0-41d6-a32b-3461abf58a81	a1dfcd1b-d1d7-432a-a449-138e1647e6ec	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Horror
ba406249-5123-4bbc-85e2-6d4f70f80200	59dbddda-3f26-4f22-a4a3-f2dd3ef0074d	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
6d77f415-072a-414c-a4f2-b8cec32a607c	59dbddda-3f26-4f22-a4a3-f2dd3ef0074d	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Nature
1eae7ac3-da09-4637-a072-c3d96e0b75c5	5e3a0f0c-0865-41de-bf13-14fb5a2d18d6	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
c43e59a4-585d-41be-866e-b8289ee3f708	5e3a0f0c-0865-41de-bf13-14fb5a2d18d6	ea766b47-e55f-45b2-9755-4b05be8d74ca	Värmland
a9ef7ac1-c679-44fe-839d-aa90c41f440c	cb869e8c-7e06-4f21-9fb7-fe378731cd34	ea766b47-e55f-45b2-9755-4b05be8d74ca	Children's stories
47cdeba6-0a27-447a-b507-0b1a12bb0109	cb869e8c-7e06-4f21-9fb7-fe378731cd34	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
17f7ae1f-e135-4af7-ae6d-0a37ed85757e	79facb4a-7c7f-4b3a-b9df-d964866569ce	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
0ea2e169-548f-4728-826f-343c571c4be5	79facb4a-7c7f-4b3a-b9df-d964866569ce	ea766b47-e55f-45b2-9755-4b05be8d74ca	Stockholm
0bb0f721-e014-4ab4-8095-543862211cf3	34648385-e950-4bfb-b63f-446adbb2e112	ea766b47-e55f-45b2-9755-4b05be8d74ca	Archipelago
96d846e9-75ec-433a-91ca-99ef2217e432	34648385-e950-4bfb-b63f-446adbb2e112	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
2cf2333f-0145-415e-aeef-adb7e3721a0f	06c726b1-37f3-4f18-950c-b2715a1ccae8	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
51a45e16-90b1-4839-b372-a0169a153f6c	06c726b1-37f3-4f18-950c-b2715a1ccae8	ea766b47-e55f-45b2-9755-4b05be8d74ca	Stockholm
4b9b0ff3-582d-4481-9fb4-78b530bc9c20	49ba6eda-3de0-4f39-8051-1fae0b8f444c	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
424ef542-35c5-44a8-8cc7-54f9fb71ca47	49ba6eda-3de0-4f39-8051-1fae0b8f444c	ea766b47-e55f-45b2-9755-4b05be8d74ca	Love stories
db27c4ce-9672-47d7-8dec-54788c4205b3	9b9068f3-8f26-4cb7-a81e-d388283c8e8c	ea766b47-e55f-45b2-9755-4b05be8d74ca	Emigration
068135f6-2c2b-4deb-9451-be5eab92722c	9b9068f3-8f26-4cb7-a81e-d388283c8e8c	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
63356de2-3ad7-4880-ab5b-0fb194298cce	c2e62051-8cf5-4745-ac86-5fd2cc437e81	ea766b47-e55f-45b2-9755-4b05be8d74ca	Children's stories
ef7ab2bf-93f6-4442-869a-db0f0ed33752	c2e62051-8cf5-4745-ac86-5fd2cc437e81	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
9cb97fe5-a627-42ba-bb44-0a12d9efc040	606dab0b-8c90-4f6b-8729-9742a89dccec	ea766b47-e55f-45b2-9755-4b05be8d74ca	Children's stories
483932d9-8bae-48f9-a1d2-b439429608a8	606dab0b-8c90-4f6b-8729-9742a89dccec	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fantasy
646e11d4-f715-4029-b14a-07e7a663b3d9	19252230-2dda-4b67-b9ae-5fe9183c7a03	ea766b47-e55f-45b2-9755-4b05be8d74ca	Children's stories
e24e7a1e-5abd-4c92-8c97-880c2bb5414a	19252230-2dda-4b67-b9ae-5fe9183c7a03	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fantasy
8ac15701-5122-46f8-8804-a77a35c6066b	63d869e0-ba32-482f-b802-95d314428710	ea766b47-e55f-45b2-9755-4b05be8d74ca	Poetry
daf1aa4c-3225-4e3b-8ea4-e2038e262f42	63d869e0-ba32-482f-b802-95d314428710	ea766b47-e55f-45b2-9755-4b05be8d74ca	Science fiction
7d3c6152-3796-429c-806c-2723408d2882	f024ff0e-e175-45ef-a881-a8ab387426b6	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
fbf75f99-5050-44e3-850b-1a2f2089291d	6771aced-d29c-4432-ab6d-d618b52779ad	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
c4d1eea3-80cc-4d6b-b11e-7602e8b503db	6771aced-d29c-4432-ab6d-d618b52779ad	ea766b47-e55f-45b2-9755-4b05be8d74ca	Science fiction
3acd55ee-8da6-40a1-9b24-a1d9ab7052d9	5e49423a-f736-4dc4-95e4-2bbb8678f6e1	ea766b47-e55f-45b2-9755-4b05be8d74ca	History
415c482e-4cec-48ec-933a-95288f4fd1fb	5e49423a-f736-4dc4-95e4-2bbb8678f6e1	ea766b47-e55f-45b2-9755-4b05be8d74ca	Poetry
3634e2bc-88da-4c6a-b7bc-0bd6a6a06894	deda0086-a9eb-4b76-8602-fd191264010e	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
1a0a1bc9-2d7a-4da3-8c91-0b8eb6b32ed9	deda0086-a9eb-4b76-8602-fd191264010e	ea766b47-e55f-45b2-9755-4b05be8d74ca	Love stories
cae03e8a-033f-4714-a751-2e62f977f14f	89cce60f-eca2-4675-9a33-43b7de9af10b	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fantasy
fc04e36c-ccaf-44a3-8302-d139a339d620	89cce60f-eca2-4675-9a33-43b7de9af10b	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
0dc65355-0b92-4e4d-9dff-b02a1afd7d91	1f922fd8-e1e8-4af6-b1e3-c1e6fd835e14	ea766b47-e55f-45b2-9755-4b05be8d74ca	Nature
9525b636-4fd4-4e73-aaa6-be308845b43c	1f922fd8-e1e8-4af6-b1e3-c1e6fd835e14	ea766b47-e55f-45b2-9755-4b05be8d74ca	Poetry
af91ad54-19ea-4aad-9743-eb9c73eb1c00	15a4586b-7732-40e3-af52-c81154de64a1	ea766b47-e55f-45b2-9755-4b05be8d74ca	History
b3b8dcae-30e7-404e-ab69-da9a0ed35e13	15a4586b-7732-40e3-af52-c81154de64a1	ea766b47-e55f-45b2-9755-4b05be8d74ca	Nature
d49e4228-3a19-4ce4-8055-4574aac17e5c	e16389a8-1205-40a7-8b20-499f2436adc7	ea766b47-e55f-45b2-9755-4b05be8d74ca	Archipelago
473a40ee-e4f8-4b52-918e-51684d398906	e16389a8-1205-40a7-8b20-499f2436adc7	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
bf74da40-5a33-40fd-a162-24542b892e4b	fe434a7c-2866-4663-8e5a-c5b3c4cea3c6	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
3d8fdd6e-d4e7-469b-81ae-3314c64865b0	56144391-7d6d-4b72-8844-ac35038ac50e	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
a98a1ada-da26-43b9-9132-12bab768e70f	56144391-7d6d-4b72-8844-ac35038ac50e	ea766b47-e55f-45b2-9755-4b05be8d74ca	Love stories
7c7ef98f-2582-40f0-bc3a-67304a391206	fa86b5f9-3580-427b-a359-ba1199d59734	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
66855357-8f01-41e8-a4dc-c17ba4d40760	fa86b5f9-3580-427b-a359-ba1199d59734	ea766b47-e55f-45b2-9755-4b05be8d74ca	Love stories
54a7c82e-f484-40a1-bd26-2c7e081a0f82	e1c9f3cb-d093-495a-9faa-df1c6c0a11d5	ea766b47-e55f-45b2-9755-4b05be8d74ca	Detective and mystery stories
777cdfa0-665e-49ad-940a-7bc031f96e5e	e1c9f3cb-d093-495a-9faa-df1c6c0a11d5	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
b5b8aef0-cf70-4ad6-878c-dd14fc1d73b1	4105b9d7-1d2c-4301-8727-9248edcc38de	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
162de7fe-97d9-45a6-8682-2e4de5fc0387	4105b9d7-1d2c-4301-8727-9248edcc38de	ea766b47-e55f-45b2-9755-4b05be8d74ca	Science fiction
f5c96c6c-6400-4867-9622-6cad1d6b1d39	1eda62db-cef1-42da-8a27-bb0afb79fd5f	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
49f45818-aeaf-4a88-8812-ad0426d3eff4	1eda62db-cef1-42da-8a27-bb0afb79fd5f	ea766b47-e55f-45b2-9755-4b05be8d74ca	Whaling
c504dd9b-b6da-408f-9e25-8010ee2f9027	20f64b0e-cb32-4cd8-bf88-2a381e68cce8	ea766b47-e55f-45b2-9755-4b05be8d74ca	Children's stories
0fb4e301-8c4f-4b68-b6bd-12eada3588a3	20f64b0e-cb32-4cd8-bf88-2a381e68cce8	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fantasy
fcca5eb0-abe6-4dc5-926e-b84e3e5868ac	f898d947-87de-4294-a731-7406653fa5db	ea766b47-e55f-45b2-9755-4b05be8d74ca	Science fiction
e07cbd04-6dbc-412e-9be2-0eb230d01416	3040a76a-dd92-4d3c-b1c4-10b4621c82ba	ea766b47-e55f-45b2-9755-4b05be8d74ca	Essays
266b9722-7ed6-4a76-abc6-c7084bede1ff	3040a76a-dd92-4d3c-b1c4-10b4621c82ba	ea766b47-e55f-45b2-9755-4b05be8d74ca	Women
8eab73aa-abce-40aa-b4d5-d341da112bfa	85f40dad-99d7-4192-9c40-8a61fae679dc	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
dff811a3-c615-4cfe-84f2-387d8123e1a2	85f40dad-99d7-4192-9c40-8a61fae679dc	ea766b47-e55f-45b2-9755-4b05be8d74ca	Horror
cf8c88f4-a13d-41d0-83e6-f2747f1b5765	a0011c08-e3ee-45bf-a8d6-d56cd273d164	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
b136fb84-ce23-4da4-9a7e-ac2b0780e213	a0011c08-e3ee-45bf-a8d6-d56cd273d164	ea766b47-e55f-45b2-9755-4b05be8d74ca	Nature
b44f027c-816a-4177-8015-e46378494651	39d27779-15ab-4efa-b222-ff14ef5a41b0	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
020275b7-94c0-4b48-a1a8-ee20751abfc5	f5c19207-e71b-4e2c-ab16-36737a959f11	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fiction
686f1eda-8458-4ac0-8c56-bc16aa009fe2	0ef7de22-aab7-4524-89bf-79d95c005f0c	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
d421326c-911a-410e-93f1-beea0107a3d5	37d1c7f5-7ec6-47e0-a78f-2d7b90961fce	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fiction
8b2624e7-219c-46ac-a5ec-80011df5b85f	0d7961fd-7dd9-434b-9b41-179392bcd92f	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children -- Books and reading
c4fbd09a-385c-447d-8ce1-027085d622c6	0d7961fd-7dd9-434b-9b41-179392bcd92f	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's literature -- Study and teaching
\.


--
-- Data for Name: library_titles; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.library_titles (id, number, source_key, library_id, title, subtitle, authors, translators, original_title, publisher, published, year, language, isbns, subjects, description, page_count, series, series_number, cover, epub_file, copies, out_count, waiting_count, popularity, rating_sum, rating_count, rating_score, title_key, author_key, publisher_key, added_at, search) FROM stdin;
2436313d-0680-41c3-96e4-b6a010c21183	1	demo:0	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Gösta Berlings saga	\N	Lagerlöf, Selma		\N	Bonniers	1891	1891	swe		Fiction\nVärmland	Gösta Berlings saga (1891) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	g}sta berlings saga	lagerl}f selma	bonniers	2026-11-26 00:42:06.549774+00	'1891':11C 'av':12C 'berlings':2A,9C 'bonniers':15 'fiction':6C 'gosta':1A,8C 'lagerlof':4B,13C 'saga':3A,10C 'selma':5B,14C 'varmland':7C
6a98305b-ff13-41ec-9c0f-053b173820f2	3	demo:2	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Röda rummet	\N	Strindberg, August		\N	Project Gutenberg	1879	1879	swe		Fiction\nStockholm	Röda rummet (1879) av Strindberg, August.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	r}da rummet	strindberg august	project gutenberg	2026-11-26 00:42:06.549774+00	'1879':9C 'august':4B,12C 'av':10C 'fiction':5C 'gutenberg':14 'project':13 'roda':1A,7C 'rummet':2A,8C 'stockholm':6C 'strindberg':3B,11C
d43e0fec-ce3d-415c-b8b8-686283593265	4	demo:3	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Hemsöborna	\N	Strindberg, August		\N	Bonniers	1887	1887	swe		Archipelago\nFiction	Hemsöborna (1887) av Strindberg, August.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	hems}borna	strindberg august	bonniers	2026-11-26 00:42:06.549774+00	'1887':7C 'archipelago':4C 'august':3B,10C 'av':8C 'bonniers':11 'fiction':5C 'hemsoborna':1A,6C 'strindberg':2B,9C
827f4616-b101-4697-a7e3-11bed086f7d0	5	demo:4	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Doktor Glas	\N	Söderberg, Hjalmar		\N	Norstedts	1905	1905	swe		Fiction\nStockholm	Doktor Glas (1905) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	doktor glas	s}derberg hjalmar	norstedts	2026-11-26 00:42:06.549774+00	'1905':9C 'av':10C 'doktor':1A,7C 'fiction':5C 'glas':2A,8C 'hjalmar':4B,12C 'norstedts':13 'soderberg':3B,11C 'stockholm':6C
f62acdbc-9a5b-4caa-b520-5215ace52783	6	demo:5	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Den allvarsamma leken	\N	Söderberg, Hjalmar		\N	Project Gutenberg	1912	1912	swe		Fiction\nLove stories	Den allvarsamma leken (1912) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	den allvarsamma leken	s}derberg hjalmar	project gutenberg	2026-11-26 00:42:06.549774+00	'1912':12C 'allvarsamma':2A,10C 'av':13C 'den':1A,9C 'fiction':6C 'gutenberg':17 'hjalmar':5B,15C 'leken':3A,11C 'love':7C 'project':16 'soderberg':4B,14C 'stories':8C
eb29e14a-74ad-42c4-85e4-f57f00cb7593	8	demo:7	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Pippi Långstrump	\N	Lindgren, Astrid		\N	Norstedts	1945	1945	swe		Children's stories\nFiction	Pippi Långstrump (1945) av Lindgren, Astrid.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	pippi l{ngstrump	lindgren astrid	norstedts	2026-11-26 00:42:06.549774+00	'1945':10C 'astrid':4B,13C 'av':11C 'childrens':5C 'fiction':7C 'langstrump':2A,9C 'lindgren':3B,12C 'norstedts':14 'pippi':1A,8C 'stories':6C
b55be57e-d69c-4033-b834-9a1f8fce57d3	9	demo:8	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Mio, min Mio	\N	Lindgren, Astrid		\N	Project Gutenberg	1954	1954	swe		Children's stories\nFantasy	Mio, min Mio (1954) av Lindgren, Astrid.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	mio min mio	lindgren astrid	project gutenberg	2026-11-26 00:42:06.549774+00	'1954':12C 'astrid':5B,15C 'av':13C 'childrens':6C 'fantasy':8C 'gutenberg':17 'lindgren':4B,14C 'min':2A,10C 'mio':1A,3A,9C,11C 'project':16 'stories':7C
d33676aa-3430-40d9-9f22-8a411c6d3ccb	10	demo:9	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Ronja rövardotter	\N	Lindgren, Astrid		\N	Bonniers	1981	1981	swe		Children's stories\nFantasy	Ronja rövardotter (1981) av Lindgren, Astrid.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	ronja r}vardotter	lindgren astrid	bonniers	2026-11-26 00:42:06.549774+00	'1981':10C 'astrid':4B,13C 'av':11C 'bonniers':14 'childrens':5C 'fantasy':7C 'lindgren':3B,12C 'ronja':1A,8C 'rovardotter':2A,9C 'stories':6C
34861ebc-e7b7-46c7-bc7d-cc8485ae17a4	11	demo:10	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Aniara	\N	Martinson, Harry		\N	Norstedts	1956	1956	swe		Poetry\nScience fiction	Aniara (1956) av Martinson, Harry.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	aniara	martinson harry	norstedts	2026-11-26 00:42:06.549774+00	'1956':8C 'aniara':1A,7C 'av':9C 'fiction':6C 'harry':3B,11C 'martinson':2B,10C 'norstedts':12 'poetry':4C 'science':5C
2918baa3-ef42-45ab-9c2b-11654d1be616	12	demo:11	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Vägen till Klockrike	\N	Martinson, Harry		\N	Project Gutenberg	1948	1948	swe		Fiction	Vägen till Klockrike (1948) av Martinson, Harry.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	v|gen till klockrike	martinson harry	project gutenberg	2026-11-26 00:42:06.549774+00	'1948':10C 'av':11C 'fiction':6C 'gutenberg':15 'harry':5B,13C 'klockrike':3A,9C 'martinson':4B,12C 'project':14 'till':2A,8C 'vagen':1A,7C
34dd2e04-94fa-4ee4-8fa6-6e70c05ba13e	13	demo:12	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Kallocain	\N	Boye, Karin		\N	Bonniers	1940	1940	swe		Fiction\nScience fiction	Kallocain (1940) av Boye, Karin.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	kallocain	boye karin	bonniers	2026-11-26 00:42:06.549774+00	'1940':8C 'av':9C 'bonniers':12 'boye':2B,10C 'fiction':4C,6C 'kallocain':1A,7C 'karin':3B,11C 'science':5C
73712c6a-b768-45fc-8156-d500d144c5d2	14	demo:13	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Fänrik Ståls sägner	\N	Runeberg, Johan Ludvig		\N	Norstedts	1848	1848	swe		History\nPoetry	Fänrik Ståls sägner (1848) av Runeberg, Johan Ludvig.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	f|nrik st{ls s|gner	runeberg johan ludvig	norstedts	2026-11-26 00:42:06.549774+00	'1848':12C 'av':13C 'fanrik':1A,9C 'history':7C 'johan':5B,15C 'ludvig':6B,16C 'norstedts':17 'poetry':8C 'runeberg':4B,14C 'sagner':3A,11C 'stals':2A,10C
fea76201-d902-423f-ba90-ac31c5d389bf	15	demo:14	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Det går an	\N	Almqvist, Carl Jonas Love		\N	Project Gutenberg	1839	1839	swe		Fiction\nLove stories	Det går an (1839) av Almqvist, Carl Jonas Love.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	det g{r an	almqvist carl jonas love	project gutenberg	2026-11-26 00:42:06.549774+00	'1839':14C 'almqvist':4B,16C 'an':3A,13C 'av':15C 'carl':5B,17C 'det':1A,11C 'fiction':8C 'gar':2A,12C 'gutenberg':21 'jonas':6B,18C 'love':7B,9C,19C 'project':20 'stories':10C
9ee0ca88-a0ee-423e-9313-fb6ea71ce3b2	16	demo:15	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Sagan om Isfolket	\N	Åkesson, Margit		\N	Bonniers	1982	1982	swe		Fantasy\nFiction	Sagan om Isfolket (1982) av Åkesson, Margit.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	sagan om isfolket	{kesson margit	bonniers	2026-11-26 00:42:06.549774+00	'1982':11C 'akesson':4B,13C 'av':12C 'bonniers':15 'fantasy':6C 'fiction':7C 'isfolket':3A,10C 'margit':5B,14C 'om':2A,9C 'sagan':1A,8C
e3b34692-0359-4776-a049-38a1be40de67	17	demo:16	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Ängsmark	\N	Ärlemalm, Inger		\N	Norstedts	1997	1997	swe		Nature\nPoetry	Ängsmark (1997) av Ärlemalm, Inger.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	|ngsmark	|rlemalm inger	norstedts	2026-11-26 00:42:06.549774+00	'1997':7C 'angsmark':1A,6C 'arlemalm':2B,9C 'av':8C 'inger':3B,10C 'nature':4C 'norstedts':11 'poetry':5C
1f544ceb-5ed1-4c72-a972-79337b78c18e	18	demo:17	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Östersjöns hemligheter	\N	Öberg, Lars		\N	Project Gutenberg	2004	2004	swe		History\nNature	Östersjöns hemligheter (2004) av Öberg, Lars.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	}stersj}ns hemligheter	}berg lars	project gutenberg	2026-11-26 00:42:06.549774+00	'2004':9C 'av':10C 'gutenberg':14 'hemligheter':2A,8C 'history':5C 'lars':4B,12C 'nature':6C 'oberg':3B,11C 'ostersjons':1A,7C 'project':13
d4549856-f531-4a92-8e93-953f9eb48c38	19	demo:18	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Öar i norr	\N	Östergren, Klas		\N	Bonniers	1995	1995	swe		Archipelago\nFiction	Öar i norr (1995) av Östergren, Klas.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	}ar i norr	}stergren klas	bonniers	2026-11-26 00:42:06.549774+00	'1995':11C 'archipelago':6C 'av':12C 'bonniers':15 'fiction':7C 'i':2A,9C 'klas':5B,14C 'norr':3A,10C 'oar':1A,8C 'ostergren':4B,13C
690245b8-8faa-4cf2-ade4-43a4406d3e6f	20	demo:19	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Zebrans år	\N	Zetterlund, Anna		\N	Norstedts	2011	2011	swe		Fiction	Zebrans år (2011) av Zetterlund, Anna.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	zebrans {r	zetterlund anna	norstedts	2026-11-26 00:42:06.549774+00	'2011':8C 'anna':4B,11C 'ar':2A,7C 'av':9C 'fiction':5C 'norstedts':12 'zebrans':1A,6C 'zetterlund':3B,10C
b395ac33-f0de-46ed-8554-db8a28d2da87	21	demo:20	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Pride and Prejudice	\N	Austen, Jane		\N	Project Gutenberg	1813	1813	eng		Fiction\nLove stories	Pride and Prejudice (1813) av Austen, Jane.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	pride and prejudice	austen jane	project gutenberg	2026-11-26 00:42:06.549774+00	'1813':12C 'and':2A,10C 'austen':4B,14C 'av':13C 'fiction':6C 'gutenberg':17 'jane':5B,15C 'love':7C 'prejudice':3A,11C 'pride':1A,9C 'project':16 'stories':8C
a81aa829-78bd-4cc8-bd5c-3876b9a53e40	22	demo:21	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Emma	\N	Austen, Jane		\N	Bonniers	1815	1815	eng		Fiction\nLove stories	Emma (1815) av Austen, Jane.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	emma	austen jane	bonniers	2026-11-26 00:42:06.549774+00	'1815':8C 'austen':2B,10C 'av':9C 'bonniers':12 'emma':1A,7C 'fiction':4C 'jane':3B,11C 'love':5C 'stories':6C
dc7281c0-e5ad-441c-aa7c-913102571913	23	demo:22	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	The Adventures of Sherlock Holmes	\N	Doyle, Arthur Conan		\N	Norstedts	1892	1892	eng		Detective and mystery stories\nFiction	The Adventures of Sherlock Holmes (1892) av Doyle, Arthur Conan.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	adventures of sherlock holmes	doyle arthur conan	norstedts	2026-11-26 00:42:06.549774+00	'1892':19C 'adventures':2A,15C 'and':10C 'arthur':7B,22C 'av':20C 'conan':8B,23C 'detective':9C 'doyle':6B,21C 'fiction':13C 'holmes':5A,18C 'mystery':11C 'norstedts':24 'of':3A,16C 'sherlock':4A,17C 'stories':12C 'the':1A,14C
bb618ff5-7099-4632-bdc4-7bc9844a0f59	24	demo:23	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Frankenstein	\N	Shelley, Mary Wollstonecraft		\N	Project Gutenberg	1818	1818	eng		Fiction\nScience fiction	Frankenstein (1818) av Shelley, Mary Wollstonecraft.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	frankenstein	shelley mary wollstonecraft	project gutenberg	2026-11-26 00:42:06.549774+00	'1818':9C 'av':10C 'fiction':5C,7C 'frankenstein':1A,8C 'gutenberg':15 'mary':3B,12C 'project':14 'science':6C 'shelley':2B,11C 'wollstonecraft':4B,13C
e4d8f0dd-cba3-499e-ba38-3a1e81fad566	25	demo:24	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Moby Dick	\N	Melville, Herman		\N	Bonniers	1851	1851	eng		Fiction\nWhaling	Moby Dick (1851) av Melville, Herman.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	moby dick	melville herman	bonniers	2026-11-26 00:42:06.549774+00	'1851':9C 'av':10C 'bonniers':13 'dick':2A,8C 'fiction':5C 'herman':4B,12C 'melville':3B,11C 'moby':1A,7C 'whaling':6C
376ab781-f89a-4f04-a79a-a9299dc4ae0d	26	demo:25	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Alice's Adventures in Wonderland	\N	Carroll, Lewis		\N	Norstedts	1865	1865	eng		Children's stories\nFantasy	Alice's Adventures in Wonderland (1865) av Carroll, Lewis.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	alices adventures in wonderland	carroll lewis	norstedts	2026-11-26 00:42:06.549774+00	'1865':14C 'adventures':2A,11C 'alices':1A,10C 'av':15C 'carroll':5B,16C 'childrens':7C 'fantasy':9C 'in':3A,12C 'lewis':6B,17C 'norstedts':18 'stories':8C 'wonderland':4A,13C
b2ea5bb4-8ed0-42f6-ab7b-8cd244f2715c	27	demo:26	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	The Time Machine	\N	Wells, H. G.		\N	Project Gutenberg	1895	1895	eng		Science fiction	The Time Machine (1895) av Wells, H. G..	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	time machine	wells h g	project gutenberg	2026-11-26 00:42:06.549774+00	'1895':12C 'av':13C 'fiction':8C 'g':6B,16C 'gutenberg':18 'h':5B,15C 'machine':3A,11C 'project':17 'science':7C 'the':1A,9C 'time':2A,10C 'wells':4B,14C
3e777e30-e4fd-40eb-9afc-7d2e029348ec	28	demo:27	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	A Room of One's Own	\N	Woolf, Virginia		\N	Bonniers	1929	1929	eng		Essays\nWomen	A Room of One's Own (1929) av Woolf, Virginia.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	room of ones own	woolf virginia	bonniers	2026-11-26 00:42:06.549774+00	'1929':15C 'a':1A,10C 'av':16C 'bonniers':19 'essays':8C 'of':3A,12C 'ones':4A,13C 'own':5A,14C 'room':2A,11C 'virginia':7B,18C 'women':9C 'woolf':6B,17C
a1dfcd1b-d1d7-432a-a449-138e1647e6ec	29	demo:28	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Dracula	\N	Stoker, Bram		\N	Norstedts	1897	1897	eng		Fiction\nHorror	Dracula (1897) av Stoker, Bram.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	dracula	stoker bram	norstedts	2026-11-26 00:42:06.549774+00	'1897':7C 'av':8C 'bram':3B,10C 'dracula':1A,6C 'fiction':4C 'horror':5C 'norstedts':11 'stoker':2B,9C
59dbddda-3f26-4f22-a4a3-f2dd3ef0074d	30	demo:29	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	The Call of the Wild	\N	London, Jack		\N	Project Gutenberg	1903	1903	eng		Fiction\nNature	The Call of the Wild (1903) av London, Jack.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	call of the wild	london jack	project gutenberg	2026-11-26 00:42:06.549774+00	'1903':15C 'av':16C 'call':2A,11C 'fiction':8C 'gutenberg':20 'jack':7B,18C 'london':6B,17C 'nature':9C 'of':3A,12C 'project':19 'the':1A,4A,10C,13C 'wild':5A,14C
5e3a0f0c-0865-41de-bf13-14fb5a2d18d6	31	demo:0	ea766b47-e55f-45b2-9755-4b05be8d74ca	Gösta Berlings saga	\N	Lagerlöf, Selma		\N	Bonniers	1891	1891	swe		Fiction\nVärmland	Gösta Berlings saga (1891) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	g}sta berlings saga	lagerl}f selma	bonniers	2026-11-26 00:42:07.720279+00	'1891':11C 'av':12C 'berlings':2A,9C 'bonniers':15 'fiction':6C 'gosta':1A,8C 'lagerlof':4B,13C 'saga':3A,10C 'selma':5B,14C 'varmland':7C
cb869e8c-7e06-4f21-9fb7-fe378731cd34	32	demo:1	ea766b47-e55f-45b2-9755-4b05be8d74ca	Nils Holgerssons underbara resa genom Sverige	\N	Lagerlöf, Selma		\N	Norstedts	1906	1906	swe		Children's stories\nFiction	Nils Holgerssons underbara resa genom Sverige (1906) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	nils holgerssons underbara resa genom sverige	lagerl}f selma	norstedts	2026-11-26 00:42:07.720279+00	'1906':18C 'av':19C 'childrens':9C 'fiction':11C 'genom':5A,16C 'holgerssons':2A,13C 'lagerlof':7B,20C 'nils':1A,12C 'norstedts':22 'resa':4A,15C 'selma':8B,21C 'stories':10C 'sverige':6A,17C 'underbara':3A,14C
79facb4a-7c7f-4b3a-b9df-d964866569ce	33	demo:2	ea766b47-e55f-45b2-9755-4b05be8d74ca	Röda rummet	\N	Strindberg, August		\N	Project Gutenberg	1879	1879	swe		Fiction\nStockholm	Röda rummet (1879) av Strindberg, August.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	r}da rummet	strindberg august	project gutenberg	2026-11-26 00:42:07.720279+00	'1879':9C 'august':4B,12C 'av':10C 'fiction':5C 'gutenberg':14 'project':13 'roda':1A,7C 'rummet':2A,8C 'stockholm':6C 'strindberg':3B,11C
34648385-e950-4bfb-b63f-446adbb2e112	34	demo:3	ea766b47-e55f-45b2-9755-4b05be8d74ca	Hemsöborna	\N	Strindberg, August		\N	Bonniers	1887	1887	swe		Archipelago\nFiction	Hemsöborna (1887) av Strindberg, August.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	hems}borna	strindberg august	bonniers	2026-11-26 00:42:07.720279+00	'1887':7C 'archipelago':4C 'august':3B,10C 'av':8C 'bonniers':11 'fiction':5C 'hemsoborna':1A,6C 'strindberg':2B,9C
06c726b1-37f3-4f18-950c-b2715a1ccae8	35	demo:4	ea766b47-e55f-45b2-9755-4b05be8d74ca	Doktor Glas	\N	Söderberg, Hjalmar		\N	Norstedts	1905	1905	swe		Fiction\nStockholm	Doktor Glas (1905) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	doktor glas	s}derberg hjalmar	norstedts	2026-11-26 00:42:07.720279+00	'1905':9C 'av':10C 'doktor':1A,7C 'fiction':5C 'glas':2A,8C 'hjalmar':4B,12C 'norstedts':13 'soderberg':3B,11C 'stockholm':6C
49ba6eda-3de0-4f39-8051-1fae0b8f444c	36	demo:5	ea766b47-e55f-45b2-9755-4b05be8d74ca	Den allvarsamma leken	\N	Söderberg, Hjalmar		\N	Project Gutenberg	1912	1912	swe		Fiction\nLove stories	Den allvarsamma leken (1912) av Söderberg, Hjalmar.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	den allvarsamma leken	s}derberg hjalmar	project gutenberg	2026-11-26 00:42:07.720279+00	'1912':12C 'allvarsamma':2A,10C 'av':13C 'den':1A,9C 'fiction':6C 'gutenberg':17 'hjalmar':5B,15C 'leken':3A,11C 'love':7C 'project':16 'soderberg':4B,14C 'stories':8C
9b9068f3-8f26-4cb7-a81e-d388283c8e8c	37	demo:6	ea766b47-e55f-45b2-9755-4b05be8d74ca	Utvandrarna	\N	Moberg, Vilhelm		\N	Bonniers	1949	1949	swe		Emigration\nFiction	Utvandrarna (1949) av Moberg, Vilhelm.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	utvandrarna	moberg vilhelm	bonniers	2026-11-26 00:42:07.720279+00	'1949':7C 'av':8C 'bonniers':11 'emigration':4C 'fiction':5C 'moberg':2B,9C 'utvandrarna':1A,6C 'vilhelm':3B,10C
c2e62051-8cf5-4745-ac86-5fd2cc437e81	38	demo:7	ea766b47-e55f-45b2-9755-4b05be8d74ca	Pippi Långstrump	\N	Lindgren, Astrid		\N	Norstedts	1945	1945	swe		Children's stories\nFiction	Pippi Långstrump (1945) av Lindgren, Astrid.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	pippi l{ngstrump	lindgren astrid	norstedts	2026-11-26 00:42:07.720279+00	'1945':10C 'astrid':4B,13C 'av':11C 'childrens':5C 'fiction':7C 'langstrump':2A,9C 'lindgren':3B,12C 'norstedts':14 'pippi':1A,8C 'stories':6C
606dab0b-8c90-4f6b-8729-9742a89dccec	39	demo:8	ea766b47-e55f-45b2-9755-4b05be8d74ca	Mio, min Mio	\N	Lindgren, Astrid		\N	Project Gutenberg	1954	1954	swe		Children's stories\nFantasy	Mio, min Mio (1954) av Lindgren, Astrid.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	mio min mio	lindgren astrid	project gutenberg	2026-11-26 00:42:07.720279+00	'1954':12C 'astrid':5B,15C 'av':13C 'childrens':6C 'fantasy':8C 'gutenberg':17 'lindgren':4B,14C 'min':2A,10C 'mio':1A,3A,9C,11C 'project':16 'stories':7C
19252230-2dda-4b67-b9ae-5fe9183c7a03	40	demo:9	ea766b47-e55f-45b2-9755-4b05be8d74ca	Ronja rövardotter	\N	Lindgren, Astrid		\N	Bonniers	1981	1981	swe		Children's stories\nFantasy	Ronja rövardotter (1981) av Lindgren, Astrid.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	ronja r}vardotter	lindgren astrid	bonniers	2026-11-26 00:42:07.720279+00	'1981':10C 'astrid':4B,13C 'av':11C 'bonniers':14 'childrens':5C 'fantasy':7C 'lindgren':3B,12C 'ronja':1A,8C 'rovardotter':2A,9C 'stories':6C
63d869e0-ba32-482f-b802-95d314428710	41	demo:10	ea766b47-e55f-45b2-9755-4b05be8d74ca	Aniara	\N	Martinson, Harry		\N	Norstedts	1956	1956	swe		Poetry\nScience fiction	Aniara (1956) av Martinson, Harry.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	aniara	martinson harry	norstedts	2026-11-26 00:42:07.720279+00	'1956':8C 'aniara':1A,7C 'av':9C 'fiction':6C 'harry':3B,11C 'martinson':2B,10C 'norstedts':12 'poetry':4C 'science':5C
f024ff0e-e175-45ef-a881-a8ab387426b6	42	demo:11	ea766b47-e55f-45b2-9755-4b05be8d74ca	Vägen till Klockrike	\N	Martinson, Harry		\N	Project Gutenberg	1948	1948	swe		Fiction	Vägen till Klockrike (1948) av Martinson, Harry.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	v|gen till klockrike	martinson harry	project gutenberg	2026-11-26 00:42:07.720279+00	'1948':10C 'av':11C 'fiction':6C 'gutenberg':15 'harry':5B,13C 'klockrike':3A,9C 'martinson':4B,12C 'project':14 'till':2A,8C 'vagen':1A,7C
6771aced-d29c-4432-ab6d-d618b52779ad	43	demo:12	ea766b47-e55f-45b2-9755-4b05be8d74ca	Kallocain	\N	Boye, Karin		\N	Bonniers	1940	1940	swe		Fiction\nScience fiction	Kallocain (1940) av Boye, Karin.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	kallocain	boye karin	bonniers	2026-11-26 00:42:07.720279+00	'1940':8C 'av':9C 'bonniers':12 'boye':2B,10C 'fiction':4C,6C 'kallocain':1A,7C 'karin':3B,11C 'science':5C
5e49423a-f736-4dc4-95e4-2bbb8678f6e1	44	demo:13	ea766b47-e55f-45b2-9755-4b05be8d74ca	Fänrik Ståls sägner	\N	Runeberg, Johan Ludvig		\N	Norstedts	1848	1848	swe		History\nPoetry	Fänrik Ståls sägner (1848) av Runeberg, Johan Ludvig.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	f|nrik st{ls s|gner	runeberg johan ludvig	norstedts	2026-11-26 00:42:07.720279+00	'1848':12C 'av':13C 'fanrik':1A,9C 'history':7C 'johan':5B,15C 'ludvig':6B,16C 'norstedts':17 'poetry':8C 'runeberg':4B,14C 'sagner':3A,11C 'stals':2A,10C
deda0086-a9eb-4b76-8602-fd191264010e	45	demo:14	ea766b47-e55f-45b2-9755-4b05be8d74ca	Det går an	\N	Almqvist, Carl Jonas Love		\N	Project Gutenberg	1839	1839	swe		Fiction\nLove stories	Det går an (1839) av Almqvist, Carl Jonas Love.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	det g{r an	almqvist carl jonas love	project gutenberg	2026-11-26 00:42:07.720279+00	'1839':14C 'almqvist':4B,16C 'an':3A,13C 'av':15C 'carl':5B,17C 'det':1A,11C 'fiction':8C 'gar':2A,12C 'gutenberg':21 'jonas':6B,18C 'love':7B,9C,19C 'project':20 'stories':10C
89cce60f-eca2-4675-9a33-43b7de9af10b	46	demo:15	ea766b47-e55f-45b2-9755-4b05be8d74ca	Sagan om Isfolket	\N	Åkesson, Margit		\N	Bonniers	1982	1982	swe		Fantasy\nFiction	Sagan om Isfolket (1982) av Åkesson, Margit.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	sagan om isfolket	{kesson margit	bonniers	2026-11-26 00:42:07.720279+00	'1982':11C 'akesson':4B,13C 'av':12C 'bonniers':15 'fantasy':6C 'fiction':7C 'isfolket':3A,10C 'margit':5B,14C 'om':2A,9C 'sagan':1A,8C
1f922fd8-e1e8-4af6-b1e3-c1e6fd835e14	47	demo:16	ea766b47-e55f-45b2-9755-4b05be8d74ca	Ängsmark	\N	Ärlemalm, Inger		\N	Norstedts	1997	1997	swe		Nature\nPoetry	Ängsmark (1997) av Ärlemalm, Inger.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	|ngsmark	|rlemalm inger	norstedts	2026-11-26 00:42:07.720279+00	'1997':7C 'angsmark':1A,6C 'arlemalm':2B,9C 'av':8C 'inger':3B,10C 'nature':4C 'norstedts':11 'poetry':5C
15a4586b-7732-40e3-af52-c81154de64a1	48	demo:17	ea766b47-e55f-45b2-9755-4b05be8d74ca	Östersjöns hemligheter	\N	Öberg, Lars		\N	Project Gutenberg	2004	2004	swe		History\nNature	Östersjöns hemligheter (2004) av Öberg, Lars.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	}stersj}ns hemligheter	}berg lars	project gutenberg	2026-11-26 00:42:07.720279+00	'2004':9C 'av':10C 'gutenberg':14 'hemligheter':2A,8C 'history':5C 'lars':4B,12C 'nature':6C 'oberg':3B,11C 'ostersjons':1A,7C 'project':13
e16389a8-1205-40a7-8b20-499f2436adc7	49	demo:18	ea766b47-e55f-45b2-9755-4b05be8d74ca	Öar i norr	\N	Östergren, Klas		\N	Bonniers	1995	1995	swe		Archipelago\nFiction	Öar i norr (1995) av Östergren, Klas.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	}ar i norr	}stergren klas	bonniers	2026-11-26 00:42:07.720279+00	'1995':11C 'archipelago':6C 'av':12C 'bonniers':15 'fiction':7C 'i':2A,9C 'klas':5B,14C 'norr':3A,10C 'oar':1A,8C 'ostergren':4B,13C
fe434a7c-2866-4663-8e5a-c5b3c4cea3c6	50	demo:19	ea766b47-e55f-45b2-9755-4b05be8d74ca	Zebrans år	\N	Zetterlund, Anna		\N	Norstedts	2011	2011	swe		Fiction	Zebrans år (2011) av Zetterlund, Anna.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	zebrans {r	zetterlund anna	norstedts	2026-11-26 00:42:07.720279+00	'2011':8C 'anna':4B,11C 'ar':2A,7C 'av':9C 'fiction':5C 'norstedts':12 'zebrans':1A,6C 'zetterlund':3B,10C
56144391-7d6d-4b72-8844-ac35038ac50e	51	demo:20	ea766b47-e55f-45b2-9755-4b05be8d74ca	Pride and Prejudice	\N	Austen, Jane		\N	Project Gutenberg	1813	1813	eng		Fiction\nLove stories	Pride and Prejudice (1813) av Austen, Jane.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	pride and prejudice	austen jane	project gutenberg	2026-11-26 00:42:07.720279+00	'1813':12C 'and':2A,10C 'austen':4B,14C 'av':13C 'fiction':6C 'gutenberg':17 'jane':5B,15C 'love':7C 'prejudice':3A,11C 'pride':1A,9C 'project':16 'stories':8C
fa86b5f9-3580-427b-a359-ba1199d59734	52	demo:21	ea766b47-e55f-45b2-9755-4b05be8d74ca	Emma	\N	Austen, Jane		\N	Bonniers	1815	1815	eng		Fiction\nLove stories	Emma (1815) av Austen, Jane.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	emma	austen jane	bonniers	2026-11-26 00:42:07.720279+00	'1815':8C 'austen':2B,10C 'av':9C 'bonniers':12 'emma':1A,7C 'fiction':4C 'jane':3B,11C 'love':5C 'stories':6C
e1c9f3cb-d093-495a-9faa-df1c6c0a11d5	53	demo:22	ea766b47-e55f-45b2-9755-4b05be8d74ca	The Adventures of Sherlock Holmes	\N	Doyle, Arthur Conan		\N	Norstedts	1892	1892	eng		Detective and mystery stories\nFiction	The Adventures of Sherlock Holmes (1892) av Doyle, Arthur Conan.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	adventures of sherlock holmes	doyle arthur conan	norstedts	2026-11-26 00:42:07.720279+00	'1892':19C 'adventures':2A,15C 'and':10C 'arthur':7B,22C 'av':20C 'conan':8B,23C 'detective':9C 'doyle':6B,21C 'fiction':13C 'holmes':5A,18C 'mystery':11C 'norstedts':24 'of':3A,16C 'sherlock':4A,17C 'stories':12C 'the':1A,14C
4105b9d7-1d2c-4301-8727-9248edcc38de	54	demo:23	ea766b47-e55f-45b2-9755-4b05be8d74ca	Frankenstein	\N	Shelley, Mary Wollstonecraft		\N	Project Gutenberg	1818	1818	eng		Fiction\nScience fiction	Frankenstein (1818) av Shelley, Mary Wollstonecraft.	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	frankenstein	shelley mary wollstonecraft	project gutenberg	2026-11-26 00:42:07.720279+00	'1818':9C 'av':10C 'fiction':5C,7C 'frankenstein':1A,8C 'gutenberg':15 'mary':3B,12C 'project':14 'science':6C 'shelley':2B,11C 'wollstonecraft':4B,13C
1eda62db-cef1-42da-8a27-bb0afb79fd5f	55	demo:24	ea766b47-e55f-45b2-9755-4b05be8d74ca	Moby Dick	\N	Melville, Herman		\N	Bonniers	1851	1851	eng		Fiction\nWhaling	Moby Dick (1851) av Melville, Herman.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	moby dick	melville herman	bonniers	2026-11-26 00:42:07.720279+00	'1851':9C 'av':10C 'bonniers':13 'dick':2A,8C 'fiction':5C 'herman':4B,12C 'melville':3B,11C 'moby':1A,7C 'whaling':6C
20f64b0e-cb32-4cd8-bf88-2a381e68cce8	56	demo:25	ea766b47-e55f-45b2-9755-4b05be8d74ca	Alice's Adventures in Wonderland	\N	Carroll, Lewis		\N	Norstedts	1865	1865	eng		Children's stories\nFantasy	Alice's Adventures in Wonderland (1865) av Carroll, Lewis.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	alices adventures in wonderland	carroll lewis	norstedts	2026-11-26 00:42:07.720279+00	'1865':14C 'adventures':2A,11C 'alices':1A,10C 'av':15C 'carroll':5B,16C 'childrens':7C 'fantasy':9C 'in':3A,12C 'lewis':6B,17C 'norstedts':18 'stories':8C 'wonderland':4A,13C
f898d947-87de-4294-a731-7406653fa5db	57	demo:26	ea766b47-e55f-45b2-9755-4b05be8d74ca	The Time Machine	\N	Wells, H. G.		\N	Project Gutenberg	1895	1895	eng		Science fiction	The Time Machine (1895) av Wells, H. G..	\N	\N	\N	\N	\N	3	0	0	0	0	0	0	time machine	wells h g	project gutenberg	2026-11-26 00:42:07.720279+00	'1895':12C 'av':13C 'fiction':8C 'g':6B,16C 'gutenberg':18 'h':5B,15C 'machine':3A,11C 'project':17 'science':7C 'the':1A,9C 'time':2A,10C 'wells':4B,14C
3040a76a-dd92-4d3c-b1c4-10b4621c82ba	58	demo:27	ea766b47-e55f-45b2-9755-4b05be8d74ca	A Room of One's Own	\N	Woolf, Virginia		\N	Bonniers	1929	1929	eng		Essays\nWomen	A Room of One's Own (1929) av Woolf, Virginia.	\N	\N	\N	\N	\N	1	0	0	0	0	0	0	room of ones own	woolf virginia	bonniers	2026-11-26 00:42:07.720279+00	'1929':15C 'a':1A,10C 'av':16C 'bonniers':19 'essays':8C 'of':3A,12C 'ones':4A,13C 'own':5A,14C 'room':2A,11C 'virginia':7B,18C 'women':9C 'woolf':6B,17C
85f40dad-99d7-4192-9c40-8a61fae679dc	59	demo:28	ea766b47-e55f-45b2-9755-4b05be8d74ca	Dracula	\N	Stoker, Bram		\N	Norstedts	1897	1897	eng		Fiction\nHorror	Dracula (1897) av Stoker, Bram.	\N	\N	\N	\N	\N	2	0	0	0	0	0	0	dracula	stoker bram	norstedts	2026-11-26 00:42:07.720279+00	'1897':7C 'av':8C 'bram':3B,10C 'dracula':1A,6C 'fiction':4C 'horror':5C 'norstedts':11 'stoker':2B,9C
a0011c08-e3ee-45bf-a8d6-d56cd273d164	60	demo:29	ea766b47-e55f-45b2-9755-4b05be8d74ca	The Call of the Wild	\N	London, Jack		\N	Project Gutenberg	1903	1903	eng		Fiction\nNature	The Call of the Wild (1903) av London, Jack.	\N	\N	\N	\N	\N	\N	0	0	0	0	0	0	call of the wild	london jack	project gutenberg	2026-11-26 00:42:07.720279+00	'1903':15C 'av':16C 'call':2A,11C 'fiction':8C 'gutenberg':20 'jack':7B,18C 'london':6B,17C 'nature':9C 'of':3A,12C 'project':19 'the':1A,4A,10C,13C 'wild':5A,14C
f5c19207-e71b-4e2c-ab16-36737a959f11	62	epub:urn:satchel:demo:the-keepers-ledger	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	The Keeper's Ledger	\N	Satchel Library		\N	Satchel	\N	0	eng		Fiction	The ledger had a green cloth cover worn pale at the corners, and every page was ruled in faded red ink. Each evening the keeper wrote down the wind, the weather and every ship that passed the point before dark. Most entries were short: a schooner bound north, a fishing boat late home, fog from the east until noon.	\N	\N	\N	\N	dbd9db423e3dc406d3fca2e5b80ffb12836ad59cc0de9e432f423d110841751b.epub	2	0	0	0	0	0	0	keepers ledger	satchel library	satchel	2026-11-26 00:42:08.882489+00	'a':10C,51C,55C 'and':19C,38C 'at':16C 'before':45C 'boat':57C 'bound':53C 'cloth':12C 'corners':18C 'cover':13C 'dark':46C 'down':33C 'each':28C 'east':63C 'entries':48C 'evening':29C 'every':20C,39C 'faded':25C 'fiction':6C 'fishing':56C 'fog':60C 'from':61C 'green':11C 'had':9C 'home':59C 'in':24C 'ink':27C 'keeper':31C 'keepers':2A 'late':58C 'ledger':3A,8C 'library':5B 'most':47C 'noon':65C 'north':54C 'page':21C 'pale':15C 'passed':42C 'point':44C 'red':26C 'ruled':23C 'satchel':4B,66 'schooner':52C 'ship':40C 'short':50C 'that':41C 'the':1A,7C,17C,30C,34C,36C,43C,62C 'until':64C 'was':22C 'weather':37C 'were':49C 'wind':35C 'worn':14C 'wrote':32C
0ef7de22-aab7-4524-89bf-79d95c005f0c	63	epub:urn:satchel:demo:kartan-over-lindhamn	ea766b47-e55f-45b2-9755-4b05be8d74ca	Kartan över Lindhamn	\N	Satchels bibliotek		\N	Satchel	\N	0	swe		Fiction	Kartan låg hopvikt i en gammal atlas på bibliotekets översta hylla, och ingen hade lånat atlasen på tjugo år. Maja vecklade ut den på bordet vid fönstret och såg att gatorna i Lindhamn hade andra namn än i dag. Där torget borde ligga fanns en sjö, och där sjön låg nu hade någon ritat ett litet hus med ett kryss.	\N	\N	\N	\N	7515a540bd3cfa55d8aa11d3e452cd994ea33a7363ce98933c82b72d44ffb14e.epub	2	0	0	0	0	0	0	kartan }ver lindhamn	satchels bibliotek	satchel	2026-11-26 00:42:08.903393+00	'an':43C 'andra':41C 'ar':25C 'atlas':13C 'atlasen':22C 'att':36C 'bibliotek':5B 'bibliotekets':15C 'borde':48C 'bordet':31C 'dag':45C 'dar':46C,54C 'den':29C 'en':11C,51C 'ett':61C,65C 'fanns':50C 'fiction':6C 'fonstret':33C 'gammal':12C 'gatorna':37C 'hade':20C,40C,58C 'hopvikt':9C 'hus':63C 'hylla':17C 'i':10C,38C,44C 'ingen':19C 'kartan':1A,7C 'kryss':66C 'lag':8C,56C 'lanat':21C 'ligga':49C 'lindhamn':3A,39C 'litet':62C 'maja':26C 'med':64C 'nagon':59C 'namn':42C 'nu':57C 'och':18C,34C,53C 'over':2A 'oversta':16C 'pa':14C,23C,30C 'ritat':60C 'sag':35C 'satchel':67 'satchels':4B 'sjo':52C 'sjon':55C 'tjugo':24C 'torget':47C 'ut':28C 'vecklade':27C 'vid':32C
37d1c7f5-7ec6-47e0-a78f-2d7b90961fce	64	epub:urn:satchel:demo:the-keepers-ledger	ea766b47-e55f-45b2-9755-4b05be8d74ca	The Keeper's Ledger	\N	Satchel Library		\N	Satchel	\N	0	eng		Fiction	The ledger had a green cloth cover worn pale at the corners, and every page was ruled in faded red ink. Each evening the keeper wrote down the wind, the weather and every ship that passed the point before dark. Most entries were short: a schooner bound north, a fishing boat late home, fog from the east until noon.	\N	\N	\N	\N	dbd9db423e3dc406d3fca2e5b80ffb12836ad59cc0de9e432f423d110841751b.epub	2	0	0	0	0	0	0	keepers ledger	satchel library	satchel	2026-11-26 00:42:08.903393+00	'a':10C,51C,55C 'and':19C,38C 'at':16C 'before':45C 'boat':57C 'bound':53C 'cloth':12C 'corners':18C 'cover':13C 'dark':46C 'down':33C 'each':28C 'east':63C 'entries':48C 'evening':29C 'every':20C,39C 'faded':25C 'fiction':6C 'fishing':56C 'fog':60C 'from':61C 'green':11C 'had':9C 'home':59C 'in':24C 'ink':27C 'keeper':31C 'keepers':2A 'late':58C 'ledger':3A,8C 'library':5B 'most':47C 'noon':65C 'north':54C 'page':21C 'pale':15C 'passed':42C 'point':44C 'red':26C 'ruled':23C 'satchel':4B,66 'schooner':52C 'ship':40C 'short':50C 'that':41C 'the':1A,7C,17C,30C,34C,36C,43C,62C 'until':64C 'was':22C 'weather':37C 'were':49C 'wind':35C 'worn':14C 'wrote':32C
0d7961fd-7dd9-434b-9b41-179392bcd92f	65	epub:http://www.gutenberg.org/ebooks/25545	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Children's Literature	A Textbook of Sources for Teachers and Teacher-Training Classes	Charles Madison Curry\nErle Elsworth Clippinger		\N	\N	2008-05-20	2008	eng		Children -- Books and reading\nChildren's literature -- Study and teaching	\N	\N	\N	\N	4951f56eacdb5639ae71060be0ea01dd60cafb8e8df6a6dadebf838c91deef5d.png	2505a71a7f9932e2c7ae71743116159b6e4e8403c591b111510b3157400fb0a6.epub	1	0	0	0	0	0	0	childrens literature	curry charles madison		2026-11-26 00:42:09.967132+00	'a':3A 'and':9A,21C,26C 'books':20C 'charles':13B 'children':19C 'childrens':1A,23C 'classes':12A 'clippinger':18B 'curry':15B 'elsworth':17B 'erle':16B 'for':7A 'literature':2A,24C 'madison':14B 'of':5A 'reading':22C 'sources':6A 'study':25C 'teacher':10A 'teachers':8A 'teaching':27C 'textbook':4A 'training':11A
bc7fe03b-feca-4c84-a4cc-f6c6f931c3be	7	demo:6	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Utvandrarna	\N	Moberg, Vilhelm		\N	Bonniers	1949	1949	swe		Emigration\nFiction	Utvandrarna (1949) av Moberg, Vilhelm.	\N	\N	\N	\N	\N	1	1	2	1	0	0	0	utvandrarna	moberg vilhelm	bonniers	2026-11-26 00:42:06.549774+00	'1949':7C 'av':8C 'bonniers':11 'emigration':4C 'fiction':5C 'moberg':2B,9C 'utvandrarna':1A,6C 'vilhelm':3B,10C
02ca25f3-1269-4d0f-bcb1-ee23a343cc93	2	demo:1	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Nils Holgerssons underbara resa genom Sverige	\N	Lagerlöf, Selma		\N	Norstedts	1906	1906	swe		Children's stories\nFiction	Nils Holgerssons underbara resa genom Sverige (1906) av Lagerlöf, Selma.	\N	\N	\N	\N	\N	2	1	0	1	0	0	0	nils holgerssons underbara resa genom sverige	lagerl}f selma	norstedts	2026-11-26 00:42:06.549774+00	'1906':18C 'av':19C 'childrens':9C 'fiction':11C 'genom':5A,16C 'holgerssons':2A,13C 'lagerlof':7B,20C 'nils':1A,12C 'norstedts':22 'resa':4A,15C 'selma':8B,21C 'stories':10C 'sverige':6A,17C 'underbara':3A,14C
39d27779-15ab-4efa-b222-ff14ef5a41b0	61	epub:urn:satchel:demo:kartan-over-lindhamn	7d8e28c9-3de1-495c-bd60-6d81b9b2bc8f	Kartan över Lindhamn	\N	Satchels bibliotek		\N	Satchel	\N	0	swe		Fiction	Kartan låg hopvikt i en gammal atlas på bibliotekets översta hylla, och ingen hade lånat atlasen på tjugo år. Maja vecklade ut den på bordet vid fönstret och såg att gatorna i Lindhamn hade andra namn än i dag. Där torget borde ligga fanns en sjö, och där sjön låg nu hade någon ritat ett litet hus med ett kryss.	\N	\N	\N	\N	7515a540bd3cfa55d8aa11d3e452cd994ea33a7363ce98933c82b72d44ffb14e.epub	2	1	0	1	0	0	0	kartan }ver lindhamn	satchels bibliotek	satchel	2026-11-26 00:42:08.882489+00	'an':43C 'andra':41C 'ar':25C 'atlas':13C 'atlasen':22C 'att':36C 'bibliotek':5B 'bibliotekets':15C 'borde':48C 'bordet':31C 'dag':45C 'dar':46C,54C 'den':29C 'en':11C,51C 'ett':61C,65C 'fanns':50C 'fiction':6C 'fonstret':33C 'gammal':12C 'gatorna':37C 'hade':20C,40C,58C 'hopvikt':9C 'hus':63C 'hylla':17C 'i':10C,38C,44C 'ingen':19C 'kartan':1A,7C 'kryss':66C 'lag':8C,56C 'lanat':21C 'ligga':49C 'lindhamn':3A,39C 'litet':62C 'maja':26C 'med':64C 'nagon':59C 'namn':42C 'nu':57C 'och':18C,34C,53C 'over':2A 'oversta':16C 'pa':14C,23C,30C 'ritat':60C 'sag':35C 'satchel':67 'satchels':4B 'sjo':52C 'sjon':55C 'tjugo':24C 'torget':47C 'ut':28C 'vecklade':27C 'vid':32C
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
58d4bb31-e6db-4393-994b-172e5e8e21b9	5833ac82-c8f5-4311-bddc-c1b916111f36	7e12f0f3-4478-4f39-a402-bc57e953db34	friend.request	{}	/friends	\N	2026-11-26 00:41:50.028041+00
40d89eee-f9b8-441c-a915-8a3ed5f2a5c1	7e12f0f3-4478-4f39-a402-bc57e953db34	5833ac82-c8f5-4311-bddc-c1b916111f36	friend.accepted	{}	/friends	\N	2026-11-26 00:41:50.048746+00
22cee0d5-ae32-43ad-9591-d9df126dc151	8e4cc9cc-a520-4a21-a783-7d35b4a02589	7e12f0f3-4478-4f39-a402-bc57e953db34	friend.request	{}	/friends	\N	2026-11-26 00:41:50.059091+00
f7919168-9bdc-4e32-a288-4f2cacfd9677	7e12f0f3-4478-4f39-a402-bc57e953db34	8e4cc9cc-a520-4a21-a783-7d35b4a02589	friend.accepted	{}	/friends	\N	2026-11-26 00:41:50.067596+00
386ce94b-e40f-4f69-b5a0-fa9523d639bf	607561c2-394a-4d18-90ae-fe7c774a5822	7e12f0f3-4478-4f39-a402-bc57e953db34	friend.request	{}	/friends	\N	2026-11-26 00:41:50.077132+00
da01b67e-22b8-4acc-9642-54e70c36d758	7e12f0f3-4478-4f39-a402-bc57e953db34	607561c2-394a-4d18-90ae-fe7c774a5822	friend.accepted	{}	/friends	\N	2026-11-26 00:41:50.09017+00
f62c5512-5478-495a-94de-a6262578a481	eb87553b-b4e7-4356-a24e-61e1764d1b4c	7e12f0f3-4478-4f39-a402-bc57e953db34	friend.request	{}	/friends	\N	2026-11-26 00:41:50.100493+00
59980500-6deb-4189-a1ab-d750507fe370	7e12f0f3-4478-4f39-a402-bc57e953db34	eb87553b-b4e7-4356-a24e-61e1764d1b4c	friend.accepted	{}	/friends	\N	2026-11-26 00:41:50.11499+00
f95ca0ee-04b6-4980-9aed-fc4e0ccda401	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5833ac82-c8f5-4311-bddc-c1b916111f36	friend.request	{}	/friends	\N	2026-11-26 00:41:50.12595+00
3e0ae07a-31d6-4dea-8246-5c842ba4e867	5833ac82-c8f5-4311-bddc-c1b916111f36	8e4cc9cc-a520-4a21-a783-7d35b4a02589	friend.accepted	{}	/friends	\N	2026-11-26 00:41:50.135314+00
f315a3e5-8e6b-48c1-94d7-7dd4c01698c2	5833ac82-c8f5-4311-bddc-c1b916111f36	607561c2-394a-4d18-90ae-fe7c774a5822	friend.request	{}	/friends	\N	2026-11-26 00:41:50.144089+00
01bd5c4f-4bb4-4d58-bb3a-5cb8d1aa7e19	5833ac82-c8f5-4311-bddc-c1b916111f36	7e12f0f3-4478-4f39-a402-bc57e953db34	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:41:50.205181+00
c1958273-e0f8-415d-929b-55a0dc7d6d79	8e4cc9cc-a520-4a21-a783-7d35b4a02589	7e12f0f3-4478-4f39-a402-bc57e953db34	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:41:50.213446+00
7ac69eb3-cd2d-410d-9b0b-8b91832554a8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	7e12f0f3-4478-4f39-a402-bc57e953db34	wishes.list_shared	{"list":"Birthday"}	/wishes/friends	\N	2026-11-26 00:41:50.221569+00
0b313478-24d4-4c41-8ba3-c498deb0620d	7e12f0f3-4478-4f39-a402-bc57e953db34	5833ac82-c8f5-4311-bddc-c1b916111f36	wishes.list_shared	{"list":"Christmas"}	/wishes/friends	\N	2026-11-26 00:41:50.29287+00
6cbb51c8-4530-46d6-a842-1611b318e21c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5833ac82-c8f5-4311-bddc-c1b916111f36	wishes.list_shared	{"list":"Christmas"}	/wishes/friends	\N	2026-11-26 00:41:50.301367+00
27a9f6f5-b3dc-42c2-8961-465de730757d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	7e12f0f3-4478-4f39-a402-bc57e953db34	funding.donation	{"name":"Alice Lindqvist","wish":"Cargo bike","amount":"500.00 EUR"}	/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028	\N	2026-11-26 00:41:50.385615+00
5120e85a-c41e-41bc-89a3-adabdef910d3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	\N	funding.donation_anonymous	{"amount":"350.00 EUR","wish":"Cargo bike","name":""}	/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028	\N	2026-11-26 00:41:50.432656+00
9a34f374-e3ce-48de-9b0b-e9dd122812e7	eb87553b-b4e7-4356-a24e-61e1764d1b4c	7e12f0f3-4478-4f39-a402-bc57e953db34	funding.donation	{"wish":"Pottery course","name":"Alice Lindqvist","amount":"2000.00 SEK"}	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	\N	2026-11-26 00:41:50.481936+00
448ae42e-ba76-40d1-ae16-1b74ef342a8b	eb87553b-b4e7-4356-a24e-61e1764d1b4c	7e12f0f3-4478-4f39-a402-bc57e953db34	funding.donation	{"name":"Alice Lindqvist","wish":"Pottery course","amount":"1200.00 SEK"}	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	\N	2026-11-26 00:41:50.527211+00
9860ba3c-a209-4f1c-9516-e1ddb1f77312	eb87553b-b4e7-4356-a24e-61e1764d1b4c	\N	funding.funded	{"wish":"Pottery course"}	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	\N	2026-11-26 00:41:50.536614+00
e0247975-b3de-4043-abef-c4044da5c67e	7e12f0f3-4478-4f39-a402-bc57e953db34	\N	funding.funded_donor	{"wish":"Pottery course"}	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	\N	2026-11-26 00:41:50.543726+00
140e3821-c095-4491-93b1-3162f4b6590b	5833ac82-c8f5-4311-bddc-c1b916111f36	8e4cc9cc-a520-4a21-a783-7d35b4a02589	funding.donation	{"amount":"1500.00 CZK","wish":"Concert tickets","name":"Carol Jones"}	/wishes/3eb8f656-2756-40a3-a6ec-b7720f1916f9	\N	2026-11-26 00:41:50.596106+00
\.


--
-- Data for Name: payment_events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.payment_events (id, gateway, event_id, kind, payment_ref, outcome, received_at) FROM stdin;
842d2410-af53-47e0-9efc-7969ee60af9f	simbank	simevt_879aac4b-40f4-4f3c-b6d0-285270373262	pending	2f119ee2-3e93-4d24-9270-ef5e9ed234f9	no_change	2026-11-26 00:41:50.366219+00
64438b11-3ac2-4cbc-a7cf-2a8f6cadf116	simbank	simevt_0470f536-f7aa-4be7-b34a-57b09b02669d	succeeded	2f119ee2-3e93-4d24-9270-ef5e9ed234f9	applied	2026-11-26 00:41:50.374448+00
ca8527af-0590-4767-b4df-3cb308c6f8ac	simbank	simevt_6b2b0b32-30e7-4fe4-a6ea-98c86901a1a6	pending	46bab8e3-59b6-4904-af56-67d6d7b90b27	no_change	2026-11-26 00:41:50.413444+00
e5e15e57-378b-4d28-bf18-4f28d715512f	simbank	simevt_3177caa9-7232-4941-acbb-f2034b82fb91	succeeded	46bab8e3-59b6-4904-af56-67d6d7b90b27	applied	2026-11-26 00:41:50.424699+00
a79c725b-05a8-46cc-a746-5d1957dd4d61	simbank	simevt_ac78580d-c632-4761-b9ad-3e4d63171e26	pending	53888802-2f3f-43d5-9caa-87769bcdb4ba	no_change	2026-11-26 00:41:50.465648+00
128bd587-0e36-4cab-855b-709968d95304	simbank	simevt_5ce2d35b-26f4-487b-bd25-e046a5f9a864	succeeded	53888802-2f3f-43d5-9caa-87769bcdb4ba	applied	2026-11-26 00:41:50.473269+00
e8e885b2-d049-4490-a6a4-304490fcbcc5	simbank	simevt_c41bd8f1-94c0-4706-bd0d-db0c9c2cba5c	pending	e20f1541-7764-4e93-ae5c-dd6d3b474e88	no_change	2026-11-26 00:41:50.51048+00
83afc682-8325-4d1f-99bf-b4ae1b9ac5d2	simbank	simevt_b632c936-8128-425e-a6cc-f78ece3f5dd5	succeeded	e20f1541-7764-4e93-ae5c-dd6d3b474e88	applied	2026-11-26 00:41:50.518687+00
c69d3cbc-b39e-4d5f-81e4-b0377887c35f	simbank	simevt_631e384b-8a8d-4a2e-9a65-fedc3791550b	pending	40aae8be-91bb-41ca-898e-e9d441fe98b7	no_change	2026-11-26 00:41:50.577199+00
ea17cd6e-c00d-49f9-a0eb-62238a9e6533	simbank	simevt_5a6642b0-32eb-4d93-82bc-c3e299e06c5f	succeeded	40aae8be-91bb-41ca-898e-e9d441fe98b7	applied	2026-11-26 00:41:50.586165+00
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
f12ab2aa-3910-4951-bd70-4ee9e59a915b	demo-trek-marlin-5	 horske kolo trek marlin 5 trek kola	Horské kolo Trek Marlin 5	Trek	Kola	1799000	CZK	\N	https://example.com/cz/kola/trek-marlin-5	2026-11-26 00:41:50.322687+00
29cbe484-1ad7-43de-a448-c890272e8385	demo-kellys-spider-10	 horske kolo kellys spider 10 kellys kola	Horské kolo Kellys Spider 10	Kellys	Kola	1399000	CZK	\N	https://example.com/cz/kola/kellys-spider-10	2026-11-26 00:41:50.322687+00
7053c68b-8218-4ac1-af40-3f6ded33335f	demo-woom-3	 detske kolo woom 3 woom kola	Dětské kolo woom 3	woom	Kola	1149000	CZK	\N	https://example.com/cz/kola/woom-3	2026-11-26 00:41:50.322687+00
9f49b673-1868-4041-a672-17eebda93834	demo-sony-wh-1000xm5	 sony wh-1000xm5 tradlosa horlurar sony horlurar wh 1000xm5	Sony WH-1000XM5 trådlösa hörlurar	Sony	Hörlurar	399000	SEK	\N	https://example.com/se/ljud/sony-wh-1000xm5	2026-11-26 00:41:50.322687+00
5b88fda4-b689-4428-ab17-e77aa8308795	demo-bose-qc-ultra	 bose quietcomfort ultra headphones bose headphones	Bose QuietComfort Ultra Headphones	Bose	Headphones	44995	EUR	\N	https://example.com/eu/audio/bose-quietcomfort-ultra	2026-11-26 00:41:50.322687+00
1e900660-8f7d-4ef9-baf9-91d7ae968c39	demo-project-hail-mary	 project hail mary andy weir bocker	Project Hail Mary	Andy Weir	Böcker	18900	SEK	\N	https://example.com/se/bocker/project-hail-mary	2026-11-26 00:41:50.322687+00
f66f0045-60f6-468c-8e30-d480419478e2	demo-saturnin	 saturnin zdenek jirotka knihy	Saturnin	Zdeněk Jirotka	Knihy	29900	CZK	\N	https://example.com/cz/knihy/saturnin	2026-11-26 00:41:50.322687+00
28d628b9-ce54-4e0e-a371-d08da2ab9501	demo-broderna-lejonhjarta	 broderna lejonhjarta astrid lindgren bocker	Bröderna Lejonhjärta	Astrid Lindgren	Böcker	15900	SEK	\N	https://example.com/se/bocker/broderna-lejonhjarta	2026-11-26 00:41:50.322687+00
c3df39d1-2bd4-43bf-a76d-2a3785183cd7	demo-msr-hubba-hubba-2	 msr hubba hubba 2 tent msr camping	MSR Hubba Hubba 2 Tent	MSR	Camping	54995	EUR	\N	https://example.com/eu/camping/msr-hubba-hubba-2	2026-11-26 00:41:50.322687+00
46679eb8-74ae-4a5f-bd97-4bb81833b36c	demo-comandante-c40	 comandante c40 mk4 coffee grinder comandante coffee	Comandante C40 MK4 Coffee Grinder	Comandante	Coffee	26900	EUR	\N	https://example.com/eu/coffee/comandante-c40-mk4	2026-11-26 00:41:50.322687+00
85b85df3-c361-485d-a4e7-76b834f9a1fa	demo-baratza-encore	 baratza encore kaffekvarn baratza kaffe	Baratza Encore kaffekvarn	Baratza	Kaffe	249000	SEK	\N	https://example.com/se/kaffe/baratza-encore	2026-11-26 00:41:50.322687+00
800db6e7-987e-4746-bed0-93f88eb8c8da	demo-bialetti-moka-6	 bialetti moka express, 6 salku bialetti kava express	Bialetti Moka Express, 6 šálků	Bialetti	Káva	74900	CZK	\N	https://example.com/cz/kava/bialetti-moka-express-6	2026-11-26 00:41:50.322687+00
837bfaab-9079-4568-a762-42582d367ad2	demo-lego-42143	 lego technic ferrari daytona sp3 42143 lego toys	LEGO Technic Ferrari Daytona SP3 42143	LEGO	Toys	39999	EUR	\N	https://example.com/eu/toys/lego-42143	2026-11-26 00:41:50.322687+00
2aad23d7-98fb-482b-bd8a-4db83fea1fcd	demo-lego-10311	 lego icons orchidej 10311 lego hracky	LEGO Icons Orchidej 10311	LEGO	Hračky	119900	CZK	\N	https://example.com/cz/hracky/lego-10311	2026-11-26 00:41:50.322687+00
7d0b6aef-cc0d-4d7b-9eca-d6dbd428fd00	demo-kanken	 fjallraven kanken ryggsack fjallraven vaskor	Fjällräven Kånken ryggsäck	Fjällräven	Väskor	109500	SEK	\N	https://example.com/se/vaskor/fjallraven-kanken	2026-11-26 00:41:50.322687+00
1f198b61-af00-4190-b68b-939ff04e1c4d	demo-kindle-paperwhite	 kindle paperwhite (16 gb) amazon e-readers 16 gb e readers	Kindle Paperwhite (16 GB)	Amazon	E-readers	16999	EUR	\N	https://example.com/eu/e-readers/kindle-paperwhite	2026-11-26 00:41:50.322687+00
\.


--
-- Data for Name: push_devices; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.push_devices (id, user_id, kind, address, p256dh, auth, name, created_at, last_delivered_at) FROM stdin;
\.


--
-- Data for Name: push_outbox; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.push_outbox (id, user_id, notification_id, kind, title, body, link, status, attempts, next_attempt_at, last_error, created_at) FROM stdin;
d34c7fe0-705c-4306-99a2-385fb9cc0d3d	5833ac82-c8f5-4311-bddc-c1b916111f36	140e3821-c095-4491-93b1-3162f4b6590b	funding.donation	Satchel	Carol Jones: příspěvek 1500.00 CZK na „Concert tickets“	/wishes/3eb8f656-2756-40a3-a6ec-b7720f1916f9	pending	0	2026-11-26 00:41:50.601143+00	\N	2026-11-26 00:41:50.601143+00
3d52c532-8039-4d53-aaf3-eeae95c8dc56	5833ac82-c8f5-4311-bddc-c1b916111f36	58d4bb31-e6db-4393-994b-172e5e8e21b9	friend.request	Satchel	Alice Lindqvist si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:41:50.041293+00	\N	2026-11-26 00:41:50.041293+00
a4168bd3-b19b-40bb-acdf-4f1e678e215e	7e12f0f3-4478-4f39-a402-bc57e953db34	40d89eee-f9b8-441c-a915-8a3ed5f2a5c1	friend.accepted	Satchel	Bob Novák accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:41:50.054049+00	\N	2026-11-26 00:41:50.054049+00
8e8985ef-0b7c-4fb7-8f44-af64e7569b05	8e4cc9cc-a520-4a21-a783-7d35b4a02589	22cee0d5-ae32-43ad-9591-d9df126dc151	friend.request	Satchel	Alice Lindqvist wants to be your friend	/friends	undeliverable	1	2026-11-26 00:41:50.06263+00	\N	2026-11-26 00:41:50.06263+00
73bfdd26-9f3b-460c-a053-ab9e9a7fd3fe	7e12f0f3-4478-4f39-a402-bc57e953db34	f7919168-9bdc-4e32-a288-4f2cacfd9677	friend.accepted	Satchel	Carol Jones accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:41:50.072106+00	\N	2026-11-26 00:41:50.072106+00
b69383b8-434c-45db-8016-4e571dc0d7da	607561c2-394a-4d18-90ae-fe7c774a5822	386ce94b-e40f-4f69-b5a0-fa9523d639bf	friend.request	Satchel	Alice Lindqvist wants to be your friend	/friends	undeliverable	1	2026-11-26 00:41:50.082057+00	\N	2026-11-26 00:41:50.082057+00
f863fd68-c368-4899-bf2e-ba78b8c325f2	7e12f0f3-4478-4f39-a402-bc57e953db34	da01b67e-22b8-4acc-9642-54e70c36d758	friend.accepted	Satchel	Dave Okafor accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:41:50.095006+00	\N	2026-11-26 00:41:50.095006+00
20904a45-e402-45a4-acec-0bc5ab56c3b8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	f62c5512-5478-495a-94de-a6262578a481	friend.request	Satchel	Alice Lindqvist si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:41:50.105467+00	\N	2026-11-26 00:41:50.105467+00
780ba248-78af-4e18-b101-46faeed210f8	7e12f0f3-4478-4f39-a402-bc57e953db34	59980500-6deb-4189-a1ab-d750507fe370	friend.accepted	Satchel	Eva Svobodová accepterade din vänförfrågan	/friends	undeliverable	1	2026-11-26 00:41:50.120671+00	\N	2026-11-26 00:41:50.120671+00
4f54cf63-7be1-4ab3-8942-593bbd7ce36c	8e4cc9cc-a520-4a21-a783-7d35b4a02589	f95ca0ee-04b6-4980-9aed-fc4e0ccda401	friend.request	Satchel	Bob Novák wants to be your friend	/friends	undeliverable	1	2026-11-26 00:41:50.130244+00	\N	2026-11-26 00:41:50.130244+00
d588be43-9a45-4b41-a5aa-0627e7ce446c	5833ac82-c8f5-4311-bddc-c1b916111f36	3e0ae07a-31d6-4dea-8246-5c842ba4e867	friend.accepted	Satchel	Ty a Carol Jones jste teď přátelé	/friends	undeliverable	1	2026-11-26 00:41:50.13881+00	\N	2026-11-26 00:41:50.13881+00
2fe0c136-21a5-41e2-9798-be699611ba5c	5833ac82-c8f5-4311-bddc-c1b916111f36	f315a3e5-8e6b-48c1-94d7-7dd4c01698c2	friend.request	Satchel	Dave Okafor si tě chce přidat do přátel	/friends	undeliverable	1	2026-11-26 00:41:50.148475+00	\N	2026-11-26 00:41:50.148475+00
fcdd6e07-1541-47a5-b2da-8a20e9e0ab58	5833ac82-c8f5-4311-bddc-c1b916111f36	01bd5c4f-4bb4-4d58-bb3a-5cb8d1aa7e19	wishes.list_shared	Satchel	Alice Lindqvist s tebou sdílí seznam „Birthday“	/wishes/friends	undeliverable	1	2026-11-26 00:41:50.21009+00	\N	2026-11-26 00:41:50.21009+00
5d46e0e5-03ea-44a9-a3e8-2066ee3061c3	8e4cc9cc-a520-4a21-a783-7d35b4a02589	c1958273-e0f8-415d-929b-55a0dc7d6d79	wishes.list_shared	Satchel	Alice Lindqvist shared the list “Birthday” with you	/wishes/friends	undeliverable	1	2026-11-26 00:41:50.218202+00	\N	2026-11-26 00:41:50.218202+00
49ae8d1e-7099-4890-84a7-3003256405f3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	7ac69eb3-cd2d-410d-9b0b-8b91832554a8	wishes.list_shared	Satchel	Alice Lindqvist s tebou sdílí seznam „Birthday“	/wishes/friends	undeliverable	1	2026-11-26 00:41:50.226207+00	\N	2026-11-26 00:41:50.226207+00
80190e3e-8b9e-4812-9a24-1e2a70adb541	7e12f0f3-4478-4f39-a402-bc57e953db34	0b313478-24d4-4c41-8ba3-c498deb0620d	wishes.list_shared	Satchel	Bob Novák delade listan ”Christmas” med dig	/wishes/friends	undeliverable	1	2026-11-26 00:41:50.297836+00	\N	2026-11-26 00:41:50.297836+00
bacbd252-10e9-4cf1-a98a-d4fc6ffcb3d2	8e4cc9cc-a520-4a21-a783-7d35b4a02589	6cbb51c8-4530-46d6-a842-1611b318e21c	wishes.list_shared	Satchel	Bob Novák shared the list “Christmas” with you	/wishes/friends	undeliverable	1	2026-11-26 00:41:50.306081+00	\N	2026-11-26 00:41:50.306081+00
175e1217-a23a-4f97-9f55-83cbde69b9f8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	27a9f6f5-b3dc-42c2-8961-465de730757d	funding.donation	Satchel	Alice Lindqvist gave 500.00 EUR to Cargo bike	/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028	undeliverable	1	2026-11-26 00:41:50.390824+00	\N	2026-11-26 00:41:50.390824+00
9c9ab595-34dc-4910-9092-c70163910b9d	8e4cc9cc-a520-4a21-a783-7d35b4a02589	5120e85a-c41e-41bc-89a3-adabdef910d3	funding.donation_anonymous	Satchel	Someone gave 350.00 EUR to Cargo bike	/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028	undeliverable	1	2026-11-26 00:41:50.435885+00	\N	2026-11-26 00:41:50.435885+00
197615d8-d1ca-450b-86fb-0bce3fd185a3	eb87553b-b4e7-4356-a24e-61e1764d1b4c	9a34f374-e3ce-48de-9b0b-e9dd122812e7	funding.donation	Satchel	Alice Lindqvist: příspěvek 2000.00 SEK na „Pottery course“	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	undeliverable	1	2026-11-26 00:41:50.487512+00	\N	2026-11-26 00:41:50.487512+00
899b77d7-b97c-47c3-883f-bbeff14270e8	eb87553b-b4e7-4356-a24e-61e1764d1b4c	448ae42e-ba76-40d1-ae16-1b74ef342a8b	funding.donation	Satchel	Alice Lindqvist: příspěvek 1200.00 SEK na „Pottery course“	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	undeliverable	1	2026-11-26 00:41:50.531939+00	\N	2026-11-26 00:41:50.531939+00
123022e0-fe61-4564-aed2-4026b6273d5a	eb87553b-b4e7-4356-a24e-61e1764d1b4c	9860ba3c-a209-4f1c-9516-e1ddb1f77312	funding.funded	Satchel	Na „Pottery course“ je vybráno v plné výši!	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	undeliverable	1	2026-11-26 00:41:50.539904+00	\N	2026-11-26 00:41:50.539904+00
5b8fe0f0-f8d6-4d79-b3ef-01bea1fdf2b2	7e12f0f3-4478-4f39-a402-bc57e953db34	e0247975-b3de-4043-abef-c4044da5c67e	funding.funded_donor	Satchel	”Pottery course”, som du gav till, har nått målet	/wishes/9c228d68-7be1-428c-9a1a-03e644528efa	undeliverable	1	2026-11-26 00:41:50.54699+00	\N	2026-11-26 00:41:50.54699+00
\.


--
-- Data for Name: reader_bookmarks; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reader_bookmarks (id, user_id, title_id, href, progression, "position", total_progression, chapter, excerpt, device_id, created_at, changed_at, deleted_at) FROM stdin;
\.


--
-- Data for Name: reader_positions; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reader_positions (id, user_id, title_id, href, progression, "position", total_progression, excerpt, device_id, device_name, modified_at, saved_at) FROM stdin;
\.


--
-- Data for Name: reader_samples; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reader_samples (id, user_id, title_id, library_id, added_at) FROM stdin;
\.


--
-- Data for Name: reader_settings; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.reader_settings (id, user_id, title_id, settings, device_id, modified_at) FROM stdin;
\.


--
-- Data for Name: server_secrets; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.server_secrets (name, value, created_at) FROM stdin;
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
2f119ee2-3e93-4d24-9270-ef5e9ed234f9	74db09c5-4fb3-48d2-9366-1f1bd47d1ec3	50000	EUR	Cargo bike	http://127.0.0.1:8080/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028?donation=74db09c5-4fb3-48d2-9366-1f1bd47d1ec3	http://127.0.0.1:8080/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028?donation=74db09c5-4fb3-48d2-9366-1f1bd47d1ec3&cancelled=1	paid	\N	2026-11-26 00:41:50.355736+00
46bab8e3-59b6-4904-af56-67d6d7b90b27	b9734995-7c8a-495f-a69a-ea46bda2eabd	35000	EUR	Cargo bike	http://127.0.0.1:8080/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028?donation=b9734995-7c8a-495f-a69a-ea46bda2eabd	http://127.0.0.1:8080/wishes/8c2bfd9e-3884-4692-8c58-a89bfc46e028?donation=b9734995-7c8a-495f-a69a-ea46bda2eabd&cancelled=1	paid	\N	2026-11-26 00:41:50.40479+00
53888802-2f3f-43d5-9caa-87769bcdb4ba	a86d4e90-5c9a-4a9d-862d-a5a83b7a4fc0	200000	SEK	Pottery course	http://127.0.0.1:8080/wishes/9c228d68-7be1-428c-9a1a-03e644528efa?donation=a86d4e90-5c9a-4a9d-862d-a5a83b7a4fc0	http://127.0.0.1:8080/wishes/9c228d68-7be1-428c-9a1a-03e644528efa?donation=a86d4e90-5c9a-4a9d-862d-a5a83b7a4fc0&cancelled=1	paid	\N	2026-11-26 00:41:50.457363+00
e20f1541-7764-4e93-ae5c-dd6d3b474e88	68d7a561-5992-40f7-9fec-348e5fbf0088	120000	SEK	Pottery course	http://127.0.0.1:8080/wishes/9c228d68-7be1-428c-9a1a-03e644528efa?donation=68d7a561-5992-40f7-9fec-348e5fbf0088	http://127.0.0.1:8080/wishes/9c228d68-7be1-428c-9a1a-03e644528efa?donation=68d7a561-5992-40f7-9fec-348e5fbf0088&cancelled=1	paid	\N	2026-11-26 00:41:50.501678+00
40aae8be-91bb-41ca-898e-e9d441fe98b7	709bebda-f0a9-4abf-ae71-159f5d796908	150000	CZK	Concert tickets	http://127.0.0.1:8080/wishes/3eb8f656-2756-40a3-a6ec-b7720f1916f9?donation=709bebda-f0a9-4abf-ae71-159f5d796908	http://127.0.0.1:8080/wishes/3eb8f656-2756-40a3-a6ec-b7720f1916f9?donation=709bebda-f0a9-4abf-ae71-159f5d796908&cancelled=1	paid	\N	2026-11-26 00:41:50.567518+00
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
eb4a16dd-c396-48f5-bf1a-f09071f08d46	7e12f0f3-4478-4f39-a402-bc57e953db34	Errands	errands	#d9480f	2026-11-26 00:41:50.609071+00
8f4518f3-76fb-40c8-93e8-27d422690b17	7e12f0f3-4478-4f39-a402-bc57e953db34	Home	home	#2b8a3e	2026-11-26 00:41:50.612954+00
\.


--
-- Data for Name: spot_reminders; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.spot_reminders (id, owner_id, list_id, title, notes, due_local, time_zone, due_at, repeat_rule, alerted_due_at, place_lat, place_lon, place_label, radius, trigger, min_lat, max_lat, min_lon, max_lon, presence, stay_alerted, inside_device, anchor_day, completed_due_local, watching, fired_at, done_at, ical_uid, created_at, updated_at) FROM stdin;
d5985eb8-3e01-4f6f-b64b-e9cbf2dc8830	7e12f0f3-4478-4f39-a402-bc57e953db34	eb4a16dd-c396-48f5-bf1a-f09071f08d46	Buy milk and oat bread	And coffee if it is on offer	\N	\N	\N	\N	\N	59.33492	18.06372	Hötorgshallen, Stockholm	150	arrive	59.33357101945442	59.33626898054558	18.061075037450163	18.066364962549837	unknown	f	\N	\N	\N	t	\N	\N	d5985eb8-3e01-4f6f-b64b-e9cbf2dc8830@satchel	2026-11-26 00:41:50.618978+00	2026-11-26 00:41:50.619025+00
9fd01cc2-ef85-4c06-9f55-388fe88093f8	7e12f0f3-4478-4f39-a402-bc57e953db34	eb4a16dd-c396-48f5-bf1a-f09071f08d46	Post the letter to the tax office		2026-11-30T09:00	Europe/Stockholm	2026-11-30 08:00:00+00	\N	\N	59.3327	18.062	Post office, Drottninggatan	100	arrive	59.331800679636274	59.33359932036373	18.060236806851606	18.063763193148397	unknown	f	\N	30	\N	t	\N	\N	9fd01cc2-ef85-4c06-9f55-388fe88093f8@satchel	2026-11-26 00:41:50.623586+00	2026-11-26 00:41:50.623635+00
2defc6d1-2c73-4e22-b9d9-8d11ab2dfe5e	7e12f0f3-4478-4f39-a402-bc57e953db34	eb4a16dd-c396-48f5-bf1a-f09071f08d46	Call the bank about the mortgage		2026-11-27T09:00	Europe/Stockholm	2026-11-27 08:00:00+00	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	27	\N	f	\N	\N	2defc6d1-2c73-4e22-b9d9-8d11ab2dfe5e@satchel	2026-11-26 00:41:50.627427+00	2026-11-26 00:41:50.627459+00
974be283-1ba9-4587-b576-4b1e97b70c02	7e12f0f3-4478-4f39-a402-bc57e953db34	8f4518f3-76fb-40c8-93e8-27d422690b17	Water the plants		2026-11-27T19:00	Europe/Stockholm	2026-11-27 18:00:00+00	daily	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	27	\N	f	\N	\N	974be283-1ba9-4587-b576-4b1e97b70c02@satchel	2026-11-26 00:41:50.631218+00	2026-11-26 00:41:50.63125+00
7cbc054b-e46d-4e56-a0b7-66604c711af9	7e12f0f3-4478-4f39-a402-bc57e953db34	8f4518f3-76fb-40c8-93e8-27d422690b17	Take the recycling out		\N	\N	\N	\N	\N	59.3142	18.0734	Home, Medborgarplatsen	200	leave	59.312401359272556	59.31599864072745	18.069875532624252	18.076924467375747	unknown	f	\N	\N	\N	t	\N	\N	7cbc054b-e46d-4e56-a0b7-66604c711af9@satchel	2026-11-26 00:41:50.63499+00	2026-11-26 00:41:50.635007+00
db24de1e-322a-44ef-a350-2dff25e8d2ff	7e12f0f3-4478-4f39-a402-bc57e953db34	\N	Pick up the library hold		2026-11-29T16:00	Europe/Stockholm	2026-11-29 15:00:00+00	\N	\N	59.34365	18.05472	Stockholm Public Library	120	arrive	59.342570815563526	59.34472918443645	18.052603486050263	18.056836513949737	unknown	f	\N	29	\N	t	\N	\N	db24de1e-322a-44ef-a350-2dff25e8d2ff@satchel	2026-11-26 00:41:50.637909+00	2026-11-26 00:41:50.637946+00
5174cd5f-48b9-4ded-aaba-89217d553bb3	7e12f0f3-4478-4f39-a402-bc57e953db34	\N	Renew the bike lock		\N	\N	\N	\N	\N	59.3303	18.0588	Stockholm Central Station	150	arrive	59.32895101945442	59.33164898054558	18.056155397087	18.061444602913003	unknown	f	\N	\N	\N	f	\N	2026-11-26 00:41:50.645132+00	5174cd5f-48b9-4ded-aaba-89217d553bb3@satchel	2026-11-26 00:41:50.640854+00	2026-11-26 00:41:50.645135+00
14ba9d3c-efe7-4dcf-b338-45126a7cb9de	5833ac82-c8f5-4311-bddc-c1b916111f36	\N	Buy rohlíky for breakfast		\N	\N	\N	\N	\N	50.07554	14.4378	Náměstí Míru, Praha	150	arrive	50.0741910194544	50.07688898054558	14.435698054349011	14.439901945650988	unknown	f	\N	\N	\N	t	\N	\N	14ba9d3c-efe7-4dcf-b338-45126a7cb9de@satchel	2026-11-26 00:41:50.647889+00	2026-11-26 00:41:50.647906+00
6ee3d7d3-f5bb-4c7b-b92d-e0f70025412f	5833ac82-c8f5-4311-bddc-c1b916111f36	\N	Book the Christmas train to Brno		2026-11-28T18:00	Europe/Prague	2026-11-28 17:00:00+00	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	\N	unknown	f	\N	28	\N	f	\N	\N	6ee3d7d3-f5bb-4c7b-b92d-e0f70025412f@satchel	2026-11-26 00:41:50.650954+00	2026-11-26 00:41:50.650983+00
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
5833ac82-c8f5-4311-bddc-c1b916111f36	bob	bob@demo.satchel.invalid	\N	Bob Novák	$2b$12$6/8FP8fqFKIBJOL5QOZ3quu5OciR7wRkOkaiURJxyBMdEwrguwM0a	bob novak bob		cs	f	2026-11-26 00:41:50.012659+00
8e4cc9cc-a520-4a21-a783-7d35b4a02589	carol	carol@demo.satchel.invalid	\N	Carol Jones	$2b$12$6/8FP8fqFKIBJOL5QOZ3quu5OciR7wRkOkaiURJxyBMdEwrguwM0a	carol jones carol		\N	f	2026-11-26 00:41:50.014917+00
607561c2-394a-4d18-90ae-fe7c774a5822	dave	dave@demo.satchel.invalid	\N	Dave Okafor	$2b$12$6/8FP8fqFKIBJOL5QOZ3quu5OciR7wRkOkaiURJxyBMdEwrguwM0a	dave okafor dave		\N	f	2026-11-26 00:41:50.016354+00
eb87553b-b4e7-4356-a24e-61e1764d1b4c	eva	eva@demo.satchel.invalid	\N	Eva Svobodová	$2b$12$6/8FP8fqFKIBJOL5QOZ3quu5OciR7wRkOkaiURJxyBMdEwrguwM0a	eva svobodova eva		cs	f	2026-11-26 00:41:50.017803+00
7e12f0f3-4478-4f39-a402-bc57e953db34	alice	alice@demo.satchel.invalid	\N	Alice Lindqvist	$2b$12$6/8FP8fqFKIBJOL5QOZ3quu5OciR7wRkOkaiURJxyBMdEwrguwM0a	alice lindqvist alice		sv	t	2026-11-26 00:41:50.008901+00
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
74db09c5-4fb3-48d2-9366-1f1bd47d1ec3	8dbcc51e-2f70-4858-997d-673fc19d9c47	7e12f0f3-4478-4f39-a402-bc57e953db34	50000	EUR	f	confirmed	simbank	2f119ee2-3e93-4d24-9270-ef5e9ed234f9	/simbank/checkout/2f119ee2-3e93-4d24-9270-ef5e9ed234f9	\N	2026-11-26 00:41:50.351786+00	2026-11-26 00:41:50.376362+00
b9734995-7c8a-495f-a69a-ea46bda2eabd	8dbcc51e-2f70-4858-997d-673fc19d9c47	5833ac82-c8f5-4311-bddc-c1b916111f36	35000	EUR	t	confirmed	simbank	46bab8e3-59b6-4904-af56-67d6d7b90b27	/simbank/checkout/46bab8e3-59b6-4904-af56-67d6d7b90b27	\N	2026-11-26 00:41:50.402041+00	2026-11-26 00:41:50.42699+00
a86d4e90-5c9a-4a9d-862d-a5a83b7a4fc0	4e34f82f-a745-4333-a87f-5469e555b8a4	7e12f0f3-4478-4f39-a402-bc57e953db34	200000	SEK	f	confirmed	simbank	53888802-2f3f-43d5-9caa-87769bcdb4ba	/simbank/checkout/53888802-2f3f-43d5-9caa-87769bcdb4ba	\N	2026-11-26 00:41:50.454862+00	2026-11-26 00:41:50.475191+00
68d7a561-5992-40f7-9fec-348e5fbf0088	4e34f82f-a745-4333-a87f-5469e555b8a4	7e12f0f3-4478-4f39-a402-bc57e953db34	120000	SEK	f	confirmed	simbank	e20f1541-7764-4e93-ae5c-dd6d3b474e88	/simbank/checkout/e20f1541-7764-4e93-ae5c-dd6d3b474e88	\N	2026-11-26 00:41:50.499063+00	2026-11-26 00:41:50.520544+00
709bebda-f0a9-4abf-ae71-159f5d796908	dc5da3f7-9fa2-4fb7-a180-fd23078c73ab	8e4cc9cc-a520-4a21-a783-7d35b4a02589	150000	CZK	f	confirmed	simbank	40aae8be-91bb-41ca-898e-e9d441fe98b7	/simbank/checkout/40aae8be-91bb-41ca-898e-e9d441fe98b7	\N	2026-11-26 00:41:50.565005+00	2026-11-26 00:41:50.588353+00
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
c8f5b53e-f000-47cb-8076-ff2ccc978adf	bbd13ff3-42c0-4d62-84cc-1934170531a9	\N	2500000	CZK	2027-01-10 00:41:50.33075+00	I have played on a borrowed one for years. Time for my own!	all_or_nothing	open	friends	g9ZyHEHryW0MThM1WfI4E6wVqTJ2M7MxAdNw7GdF3iI	2026-11-26 00:41:50.333361+00	\N	\N
8dbcc51e-2f70-4858-997d-673fc19d9c47	8c2bfd9e-3884-4692-8c58-a89bfc46e028	\N	200000	EUR	2026-12-16 00:41:50.339954+00	No more car for the school run.	keep_what_you_get	open	friends	\N	2026-11-26 00:41:50.342205+00	\N	\N
4e34f82f-a745-4333-a87f-5469e555b8a4	9c228d68-7be1-428c-9a1a-03e644528efa	\N	320000	SEK	2026-12-06 00:41:50.444347+00	Eight evenings at the studio round the corner.	all_or_nothing	funded	friends	\N	2026-11-26 00:41:50.446435+00	2026-11-26 00:41:50.533561+00	\N
dc5da3f7-9fa2-4fb7-a180-fd23078c73ab	3eb8f656-2756-40a3-a6ec-b7720f1916f9	7e12f0f3-4478-4f39-a402-bc57e953db34	400000	CZK	2026-12-10 00:41:50.551182+00	Alice's birthday: let's surprise her!	all_or_nothing	open	friends	\N	2026-11-26 00:41:50.556017+00	\N	\N
\.


--
-- Data for Name: wish_list_shares; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_list_shares (id, list_id, recipient_id, accepted, created_at) FROM stdin;
9b1950cf-1d90-4a24-9e48-33407814a38f	f274f92d-6dba-4338-91fc-0ade80b84adb	eb87553b-b4e7-4356-a24e-61e1764d1b4c	f	2026-11-26 00:41:50.219591+00
c0635168-68b5-4860-bb5f-ea718c144789	f274f92d-6dba-4338-91fc-0ade80b84adb	5833ac82-c8f5-4311-bddc-c1b916111f36	t	2026-11-26 00:41:50.202682+00
d935afcf-a9f4-4fc4-b71e-3212bdd3d8e2	f274f92d-6dba-4338-91fc-0ade80b84adb	8e4cc9cc-a520-4a21-a783-7d35b4a02589	t	2026-11-26 00:41:50.211505+00
3720cacd-6b44-4ce9-b547-7404a09fb330	98a17d76-e54e-4d0d-9791-c90ee70cc52a	8e4cc9cc-a520-4a21-a783-7d35b4a02589	f	2026-11-26 00:41:50.29941+00
cdcfb415-c462-4fa9-b759-0b96b587fb2b	98a17d76-e54e-4d0d-9791-c90ee70cc52a	7e12f0f3-4478-4f39-a402-bc57e953db34	t	2026-11-26 00:41:50.290611+00
\.


--
-- Data for Name: wish_lists; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_lists (id, name_key, owner_id, name, occasion, date, created_at) FROM stdin;
f274f92d-6dba-4338-91fc-0ade80b84adb	birthday	7e12f0f3-4478-4f39-a402-bc57e953db34	Birthday	birthday	2027-03-14	2026-11-26 00:41:50.169424+00
98a17d76-e54e-4d0d-9791-c90ee70cc52a	christmas	5833ac82-c8f5-4311-bddc-c1b916111f36	Christmas	christmas	2026-12-24	2026-11-26 00:41:50.274872+00
\.


--
-- Data for Name: wish_pledges; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_pledges (id, wish_id, giver_id, amount_minor, bought, created_at) FROM stdin;
f909664c-5159-45a1-b7b7-6c441633d970	a2b1eed1-d7db-40c6-b571-5601fd881b27	5833ac82-c8f5-4311-bddc-c1b916111f36	200000	f	2026-11-26 00:41:50.263053+00
387dbd27-0dae-461a-bbad-32ba0a27457e	a2b1eed1-d7db-40c6-b571-5601fd881b27	8e4cc9cc-a520-4a21-a783-7d35b4a02589	150000	f	2026-11-26 00:41:50.272003+00
\.


--
-- Data for Name: wish_reservations; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wish_reservations (id, wish_id, giver_id, bought, created_at) FROM stdin;
1824934f-3e52-496f-8148-8ae0a8b3b44c	c30fca69-3dd0-43c7-a363-0cbf2a55f01f	5833ac82-c8f5-4311-bddc-c1b916111f36	f	2026-11-26 00:41:50.244034+00
b280e1cb-455c-4a11-aba3-6fffc58cc4d8	fed4d6d0-1afd-4528-8e57-14a102705cb8	8e4cc9cc-a520-4a21-a783-7d35b4a02589	f	2026-11-26 00:41:50.253146+00
897e7397-2f85-430b-a70b-4e969c98edb7	5eef65dd-0e5d-4bdd-963b-e419bc8b4041	7e12f0f3-4478-4f39-a402-bc57e953db34	f	2026-11-26 00:41:50.319393+00
\.


--
-- Data for Name: wishes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.wishes (id, name_key, owner_id, list_id, photo_id, name, price_minor, currency, store, link, notes, quantity, priority, "position", created_at, updated_at) FROM stdin;
9728fb45-5fb7-4ea3-a607-68a0c759cf02	hiking boots	7e12f0f3-4478-4f39-a402-bc57e953db34	f274f92d-6dba-4338-91fc-0ade80b84adb	\N	Hiking boots	149900	SEK	Naturkompaniet	https://www.example.com/boots	Size 39, brown	1	high	0	2026-11-26 00:41:50.17527+00	2026-11-26 00:41:50.175272+00
c30fca69-3dd0-43c7-a363-0cbf2a55f01f	moka pot	7e12f0f3-4478-4f39-a402-bc57e953db34	f274f92d-6dba-4338-91fc-0ade80b84adb	\N	Moka pot	39900	SEK	Åhléns	\N		1	normal	1	2026-11-26 00:41:50.181914+00	2026-11-26 00:41:50.181916+00
fed4d6d0-1afd-4528-8e57-14a102705cb8	board game night	7e12f0f3-4478-4f39-a402-bc57e953db34	f274f92d-6dba-4338-91fc-0ade80b84adb	\N	Board game night	\N	\N		\N	Anything cooperative	2	low	2	2026-11-26 00:41:50.18747+00	2026-11-26 00:41:50.187471+00
a2b1eed1-d7db-40c6-b571-5601fd881b27	weekend in prague	7e12f0f3-4478-4f39-a402-bc57e953db34	f274f92d-6dba-4338-91fc-0ade80b84adb	\N	Weekend in Prague	600000	SEK		\N	For two	1	high	3	2026-11-26 00:41:50.193122+00	2026-11-26 00:41:50.193124+00
7d75b00c-7022-4642-bae2-680e43ba0be8	fountain pen	7e12f0f3-4478-4f39-a402-bc57e953db34	\N	\N	Fountain pen	\N	\N		\N	Maybe a Lamy Safari	1	normal	0	2026-11-26 00:41:50.197845+00	2026-11-26 00:41:50.197847+00
931f3106-07ef-41b5-9a5c-834ef6e5d434	wool socks	5833ac82-c8f5-4311-bddc-c1b916111f36	98a17d76-e54e-4d0d-9791-c90ee70cc52a	\N	Wool socks	29900	CZK		\N		3	normal	0	2026-11-26 00:41:50.279154+00	2026-11-26 00:41:50.279156+00
5eef65dd-0e5d-4bdd-963b-e419bc8b4041	espresso cups	5833ac82-c8f5-4311-bddc-c1b916111f36	98a17d76-e54e-4d0d-9791-c90ee70cc52a	\N	Espresso cups	45000	CZK	Kavárna	\N		1	normal	1	2026-11-26 00:41:50.285127+00	2026-11-26 00:41:50.285129+00
bbd13ff3-42c0-4d62-84cc-1934170531a9	electric guitar	607561c2-394a-4d18-90ae-fe7c774a5822	\N	\N	Electric guitar	2500000	CZK	Music shop	\N	A Telecaster, sunburst	1	normal	0	2026-11-26 00:41:50.329302+00	2026-11-26 00:41:50.335156+00
8c2bfd9e-3884-4692-8c58-a89bfc46e028	cargo bike	8e4cc9cc-a520-4a21-a783-7d35b4a02589	\N	\N	Cargo bike	200000	EUR		\N	To take the kids to school	1	normal	0	2026-11-26 00:41:50.338487+00	2026-11-26 00:41:50.343663+00
9c228d68-7be1-428c-9a1a-03e644528efa	pottery course	eb87553b-b4e7-4356-a24e-61e1764d1b4c	\N	\N	Pottery course	320000	SEK		\N		1	normal	0	2026-11-26 00:41:50.442802+00	2026-11-26 00:41:50.447837+00
3eb8f656-2756-40a3-a6ec-b7720f1916f9	concert tickets	5833ac82-c8f5-4311-bddc-c1b916111f36	\N	\N	Concert tickets	400000	CZK		\N	Two tickets for her favourite band	1	normal	0	2026-11-26 00:41:50.554464+00	2026-11-26 00:41:50.557644+00
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
-- Name: idempotency_keys idempotency_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (id);


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
-- Name: push_devices push_devices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_devices
    ADD CONSTRAINT push_devices_pkey PRIMARY KEY (id);


--
-- Name: push_outbox push_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_pkey PRIMARY KEY (id);


--
-- Name: reader_bookmarks reader_bookmarks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_bookmarks
    ADD CONSTRAINT reader_bookmarks_pkey PRIMARY KEY (id);


--
-- Name: reader_positions reader_positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_positions
    ADD CONSTRAINT reader_positions_pkey PRIMARY KEY (id);


--
-- Name: reader_samples reader_samples_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_samples
    ADD CONSTRAINT reader_samples_pkey PRIMARY KEY (id);


--
-- Name: reader_settings reader_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_settings
    ADD CONSTRAINT reader_settings_pkey PRIMARY KEY (id);


--
-- Name: server_secrets server_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.server_secrets
    ADD CONSTRAINT server_secrets_pkey PRIMARY KEY (name);


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
-- Name: idempotency_keys uq:idempotency_keys.user_id+idempotency_keys.key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT "uq:idempotency_keys.user_id+idempotency_keys.key" UNIQUE (user_id, key);


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
-- Name: push_devices uq:push_devices.address; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_devices
    ADD CONSTRAINT "uq:push_devices.address" UNIQUE (address);


--
-- Name: reader_positions uq:reader_positions.user_id+reader_positions.title_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_positions
    ADD CONSTRAINT "uq:reader_positions.user_id+reader_positions.title_id" UNIQUE (user_id, title_id);


--
-- Name: reader_samples uq:reader_samples.user_id+reader_samples.title_id; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_samples
    ADD CONSTRAINT "uq:reader_samples.user_id+reader_samples.title_id" UNIQUE (user_id, title_id);


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
-- Name: reader_bookmarks_by_title; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reader_bookmarks_by_title ON public.reader_bookmarks USING btree (user_id, title_id, changed_at);


--
-- Name: reader_settings_one; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX reader_settings_one ON public.reader_settings USING btree (user_id, COALESCE(title_id, '00000000-0000-0000-0000-000000000000'::uuid));


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
-- Name: idempotency_keys idempotency_keys_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


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
-- Name: push_devices push_devices_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_devices
    ADD CONSTRAINT push_devices_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


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
-- Name: reader_bookmarks reader_bookmarks_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_bookmarks
    ADD CONSTRAINT reader_bookmarks_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: reader_bookmarks reader_bookmarks_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_bookmarks
    ADD CONSTRAINT reader_bookmarks_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: reader_positions reader_positions_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_positions
    ADD CONSTRAINT reader_positions_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: reader_positions reader_positions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_positions
    ADD CONSTRAINT reader_positions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: reader_samples reader_samples_library_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_samples
    ADD CONSTRAINT reader_samples_library_id_fkey FOREIGN KEY (library_id) REFERENCES public.library_libraries(id) ON DELETE CASCADE;


--
-- Name: reader_samples reader_samples_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_samples
    ADD CONSTRAINT reader_samples_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: reader_samples reader_samples_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_samples
    ADD CONSTRAINT reader_samples_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: reader_settings reader_settings_title_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_settings
    ADD CONSTRAINT reader_settings_title_id_fkey FOREIGN KEY (title_id) REFERENCES public.library_titles(id) ON DELETE CASCADE;


--
-- Name: reader_settings reader_settings_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reader_settings
    ADD CONSTRAINT reader_settings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


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

\unrestrict NdyWcjC31FpfTJLNSaxUeAW55EGXKLUNFaRmfCZZzxLlAbxW0Ge8iCJ7SU9tIa3

