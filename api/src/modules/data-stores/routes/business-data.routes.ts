import { createRoute } from '@hono/zod-openapi';
import {
  ZAirtableSwitchRequest,
  ZBusinessDataSettings,
  ZBusinessDataStatus,
  ZBusinessDataSwitchResponse,
  ZBusinessDataTestResponse,
  ZPostgresSwitchRequest,
  ZSupabaseSwitchRequest,
} from '@duesflow/shared-contracts/business-data';
import { BAD_REQUEST, errorResponse, jsonBody, jsonContent } from '../../../core/lib/openapi';
import { access } from '../../../core/auth/access';

const TAGS = ['Business data'];
const SWITCHED = {
  200: jsonContent(ZBusinessDataSwitchResponse, 'The target answered; it is now the customer store'),
  ...BAD_REQUEST,
  422: errorResponse('The target refused the credentials or lacks the customers table; the current store stays in use'),
  502: errorResponse('The target cannot be reached; the current store stays in use'),
};

export const settings = createRoute({
  ...access('administer'),
  method: 'get',
  path: '/api/business-data/config',
  tags: TAGS,
  summary: 'The store in use and its settings without the secret (API key, key or password), to fill the forms',
  responses: { 200: jsonContent(ZBusinessDataSettings, "provider default means duesflow's own database") },
});

export const status = createRoute({
  ...access('read'),
  method: 'get',
  path: '/api/business-data/status',
  tags: TAGS,
  summary: 'The customer store in use, whether it answers, and its tables (never a secret)',
  responses: { 200: jsonContent(ZBusinessDataStatus, 'Status') },
});

export const testConnection = createRoute({
  ...access('administer', 'business-data.test-connection'),
  method: 'post',
  path: '/api/business-data/test-connection',
  tags: TAGS,
  summary: 'Connects to the customer store in use and reads its customers table',
  responses: { 200: jsonContent(ZBusinessDataTestResponse, 'connected, and what was found or why not') },
});

export const switchAirtable = createRoute({
  ...access('administer', 'business-data.switch-airtable'),
  method: 'post',
  path: '/api/business-data/switch/airtable',
  tags: TAGS,
  summary: "Use an Airtable base's 'Customers' table (personal access token + base id)",
  request: { body: jsonBody(ZAirtableSwitchRequest) },
  responses: SWITCHED,
});

export const switchSupabase = createRoute({
  ...access('administer', 'business-data.switch-supabase'),
  method: 'post',
  path: '/api/business-data/switch/supabase',
  tags: TAGS,
  summary: "Use a Supabase-style database's `customers` table through its REST interface (url + key)",
  request: { body: jsonBody(ZSupabaseSwitchRequest) },
  responses: SWITCHED,
});

export const switchPostgres = createRoute({
  ...access('administer', 'business-data.switch-postgres'),
  method: 'post',
  path: '/api/business-data/switch/postgres',
  tags: TAGS,
  summary: 'Use the `customers` table of an on-premise PostgreSQL',
  request: { body: jsonBody(ZPostgresSwitchRequest) },
  responses: SWITCHED,
});

export const switchBuiltIn = createRoute({
  ...access('administer', 'business-data.switch-default'),
  method: 'post',
  path: '/api/business-data/switch/default',
  tags: TAGS,
  summary: "Back to duesflow's own database (the default store)",
  responses: { 200: jsonContent(ZBusinessDataSwitchResponse, 'The built-in database is the customer store again') },
});
