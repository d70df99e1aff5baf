import { ZBulkSmsRequest } from './workflows';

it('names each bad recipient by what was typed, and why', () => {
  const result = ZBulkSmsRequest.safeParse({ message: 'Hi', recipients: ['hello', '12', '+91 98765 43210'] });
  expect(result.success).toBe(false);
  expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['recipients.0', '"hello": Expected a phone number such as +91 98765 43210'],
    ['recipients.1', '"12": A phone number has 8 to 15 digits'],
  ]);
  expect(ZBulkSmsRequest.parse({ message: 'Hi', recipients: [' +91 98765 43210 '] }).recipients).toEqual(['+91 98765 43210']);
});
