import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';
import type { DATA_STORE_PROVIDERS } from '@duesflow/shared-contracts/business-data';
import { useGetBusinessDataSettingsQuery } from './api';

/** What a secret field says when a secret is stored: it is never shown, and blank keeps it. */
export const KEEP_SECRET_PLACEHOLDER = 'unchanged — leave blank to keep';

/**
 * Fills a store's form with the non-secret fields of the configuration in use, when that store is the
 * one in use (once per configuration, so typing is never overwritten by a refetch). Answers whether a
 * secret is stored for it: then the secret field may stay blank.
 */
export function useStoredSettings(form: FormInstance, provider: (typeof DATA_STORE_PROVIDERS)[number]): { secretStored: boolean } {
  const { data } = useGetBusinessDataSettingsQuery();
  const mine = data?.provider === provider ? data : undefined;
  const filled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!mine) return;
    const key = JSON.stringify(mine.settings);
    if (filled.current === key) return;
    filled.current = key;
    form.setFieldsValue(mine.settings);
  }, [mine, form]);
  return { secretStored: mine?.secretStored ?? false };
}

/** The secret to send: left out when blank, so the API keeps the stored one. */
export function secretOrNothing<K extends string>(field: K, value: string | undefined): Partial<Record<K, string>> {
  return value && value.trim() ? ({ [field]: value } as Record<K, string>) : {};
}
