-- Seeds a PostgreSQL database for `just bench-scale`: 10,000 agents and 1,000,000 reports
-- (500,000 showings with their showing report and market analysis). The measured agent
-- (:measured, already signed up through the API with one generated showing) gets 1,000 reports;
-- everything copies the rows the API wrote, so every value is one the application reads.
\set ON_ERROR_STOP on
\timing on
BEGIN;
-- 9,990 more agents (10 signed up through the API).
INSERT INTO users (first_name, last_name, email, phone, company, broker_office_name,
    password_hash, selected_plan, subscription_plan, subscription_status,
    reports_used_this_month, reports_limit, session_version, created_at, updated_at,
    purchased_reports, cancel_at_period_end)
SELECT first_name, last_name, 'seed-' || g || '@example.com', phone, company,
    broker_office_name, password_hash, selected_plan, subscription_plan, subscription_status,
    0, 10000000, 1, created_at, updated_at, 0, false
FROM users, generate_series(1, 9990) AS g
WHERE users.id = :measured;

SELECT max(id) AS before_max FROM showings \gset
-- 500,000 showings: 499 more for the measured agent (it has 1), the rest spread over the others.
CREATE TEMP TABLE seed_owner AS
SELECT g, CASE WHEN g <= 499 THEN :measured
               ELSE (SELECT min(id) FROM users WHERE email LIKE 'seed-%') + (g % 9990) END AS owner
FROM generate_series(1, 499999) AS g;
INSERT INTO showings (user_id, property_address, property_description, list_price_cents,
    client_name, client_email, client_phone, agent_name, agent_email, agent_phone, agent_company,
    repairs_needed, updates_wanted, status, created_at, updated_at, square_feet, bedrooms,
    bathroom_halves, year_built, lot_size_acres, comparables, comparables_revision, charged_basis)
SELECT o.owner, o.g || ' ' || s.property_address, s.property_description, s.list_price_cents,
    s.client_name, s.client_email, s.client_phone, s.agent_name, s.agent_email, s.agent_phone,
    s.agent_company, s.repairs_needed, s.updates_wanted, s.status,
    s.created_at - (o.g || ' minutes')::interval, s.updated_at, s.square_feet, s.bedrooms,
    s.bathroom_halves, s.year_built, s.lot_size_acres, s.comparables, s.comparables_revision,
    s.charged_basis
FROM seed_owner o, (SELECT * FROM showings WHERE user_id = :measured ORDER BY id LIMIT 1) s;

-- Each seeded showing gets a copy of the template's two reports.
INSERT INTO reports (showing_id, user_id, report_type, content, email_sent, pdf_file_path,
    created_at, updated_at)
SELECT sh.id, sh.user_id, r.report_type, r.content, false, NULL, sh.created_at, sh.updated_at
FROM showings sh
CROSS JOIN (SELECT report_type, content FROM reports
            WHERE showing_id = (SELECT min(id) FROM showings WHERE user_id = :measured)) r
WHERE sh.id > :before_max;
-- Every agent may generate as much as the benchmark asks, and send: their address-check links
-- went to the SMTP sink, which nobody opens.
UPDATE users SET reports_limit = 10000000, email_verified_at = COALESCE(email_verified_at, created_at);
COMMIT;
ANALYZE;
SELECT count(*) AS reports FROM reports;
SELECT count(*) AS measured_agent_reports FROM reports WHERE user_id = :measured;
