import { pickCardProvider } from './pickCardProvider';
import { provider } from '../../test/fixtures';

describe('pickCardProvider', () => {
  it('takes the default provider of the type', () => {
    const providers = [
      provider({ id: 'a', priority: 1, isDefault: false }),
      provider({ id: 'b', priority: 2, isDefault: true }),
      provider({ id: 'c', type: 'voice', priority: 1, isDefault: true }),
    ];
    expect(pickCardProvider(providers, 'sms')?.id).toBe('b');
  });

  it('without a default takes the lowest priority number, whatever its status', () => {
    const providers = [
      provider({ id: 'a', name: 'b', priority: 2, isDefault: false }),
      provider({ id: 'b', name: 'a', priority: 1, isDefault: false, status: 'inactive' }),
    ];
    expect(pickCardProvider(providers, 'sms')?.id).toBe('b');
  });

  it('is undefined when no provider of that type is stored', () => {
    expect(pickCardProvider([provider()], 'whatsapp')).toBeUndefined();
  });
});
