-- Custom SQL migration file, put your code below! ---- One truth per payment vendor: its gateway row (docs/providers.md). What the providers table said about a
-- vendor that has a gateway moves onto the gateway where the gateway has nothing of its own; fee, currency
-- and active state stay the gateway's, which is what routed the money.
UPDATE payment_gateways g SET
  description = CASE WHEN g.description = '' THEN p.description ELSE g.description END,
  supported_countries = CASE WHEN g.supported_countries = '[]'::jsonb THEN p.supported_countries ELSE g.supported_countries END,
  supported_features = CASE WHEN g.supported_features = '[]'::jsonb THEN p.supported_features ELSE g.supported_features END,
  credentials = CASE WHEN g.credentials = '{}'::jsonb THEN p.config - 'feePercentage' ELSE g.credentials END
FROM providers p
WHERE p.type = 'payment' AND p.name = g.provider;
--> statement-breakpoint
-- A payment provider without a gateway becomes one (a sandbox gateway until its keys are set; limits ₹1 to
-- ₹1,00,000; its fixed fee kept only when it was in rupees, since no rate converts another currency).
INSERT INTO payment_gateways (name, provider, priority, is_active, maintenance, min_amount_paise, max_amount_paise, supported_currencies,
  fee_percentage, fixed_fee_paise, credentials, health_check_url, description, supported_countries, supported_features)
SELECT p.display_name, p.name, p.priority, p.status = 'active', p.status = 'maintenance', 100, 10000000, '["INR"]'::jsonb,
  CASE WHEN (p.config->>'feePercentage') ~ '^[0-9]{1,3}(\.[0-9]+)?$' THEN round((p.config->>'feePercentage')::numeric, 2) ELSE 0 END,
  CASE WHEN p.currency = 'INR' THEN round(p.cost_per_unit * 100)::bigint ELSE 0 END,
  p.config - 'feePercentage', p.health_check_url, p.description, p.supported_countries, p.supported_features
FROM providers p
WHERE p.type = 'payment' AND NOT EXISTS (SELECT 1 FROM payment_gateways g WHERE g.provider = p.name)
ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
DELETE FROM providers p WHERE p.type = 'payment' AND EXISTS (SELECT 1 FROM payment_gateways g WHERE g.provider = p.name);
