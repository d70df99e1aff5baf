-- Custom SQL migration file, put your code below! ---- Workflow types named by what they do (shared-contracts WORKFLOW_NAMES): the stored runs take the new names.
-- A run queued before the upgrade still runs, under its new name: its job carries only the run's id.
UPDATE workflow_executions SET workflow_type = CASE workflow_type
    WHEN 'payment_follow_up' THEN 'payment_calls'
    WHEN 'payment_followup' THEN 'customer_call'
    WHEN 'customer_follow_up' THEN 'card_follow_up'
    WHEN 'execute_followups' THEN 'execute_all_follow_ups'
  END
WHERE workflow_type IN ('payment_follow_up', 'payment_followup', 'customer_follow_up', 'execute_followups');
