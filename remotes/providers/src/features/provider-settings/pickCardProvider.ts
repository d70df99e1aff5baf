import type { TProvider } from '@duesflow/shared-contracts/providers';

/**
 * The provider a settings card stands for: the type's default provider, else its first by priority
 * (lowest number), ties broken by name. Status plays no part, so switching a card's provider off
 * keeps the same provider on the card instead of moving the card to another one.
 */
export function pickCardProvider(providers: TProvider[], type: TProvider['type']): TProvider | undefined {
  const ofType = providers
    .filter((provider) => provider.type === type)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  return ofType.find((provider) => provider.isDefault) ?? ofType[0];
}
