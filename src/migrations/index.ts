import * as migration_20261122_025310_initial from './20261122_025310_initial';
import * as migration_20261122_054049_newsletter_signups_credit_used from './20261122_054049_newsletter_signups_credit_used';
import * as migration_20261122_061352_erp_local from './20261122_061352_erp_local';
import * as migration_20261123_011227_search_events from './20261123_011227_search_events';
import * as migration_20261123_013513_punchout_buyers from './20261123_013513_punchout_buyers';
import * as migration_20261123_015553_punchout_oci from './20261123_015553_punchout_oci';
import * as migration_20261123_202442_accounts_forms_jobs from './20261123_202442_accounts_forms_jobs';
import * as migration_20261125_004956_punchout_prices_platform from './20261125_004956_punchout_prices_platform';
import * as migration_20261125_010300_synonymes_recherche from './20261125_010300_synonymes_recherche';
import * as migration_20261125_011042_search_queries from './20261125_011042_search_queries';
import * as migration_20261125_050827_issue18_ordering from './20261125_050827_issue18_ordering';
import * as migration_20261126_181302_media_storage from './20261126_181302_media_storage';
import * as migration_20261126_204016_stripe_payments from './20261126_204016_stripe_payments';
import * as migration_20261127_153500_buying_tools from './20261127_153500_buying_tools';
import * as migration_20261128_122850_catalogue_import from './20261128_122850_catalogue_import';
import * as migration_20261129_125105_shipments from './20261129_125105_shipments';
import * as migration_20261129_125350_einvoice_companies from './20261129_125350_einvoice_companies';
import * as migration_20261129_170932_invoice_payments from './20261129_170932_invoice_payments';

export const migrations = [
  {
    up: migration_20261122_025310_initial.up,
    down: migration_20261122_025310_initial.down,
    name: '20261122_025310_initial',
  },
  {
    up: migration_20261122_054049_newsletter_signups_credit_used.up,
    down: migration_20261122_054049_newsletter_signups_credit_used.down,
    name: '20261122_054049_newsletter_signups_credit_used',
  },
  {
    up: migration_20261122_061352_erp_local.up,
    down: migration_20261122_061352_erp_local.down,
    name: '20261122_061352_erp_local',
  },
  {
    up: migration_20261123_011227_search_events.up,
    down: migration_20261123_011227_search_events.down,
    name: '20261123_011227_search_events',
  },
  {
    up: migration_20261123_013513_punchout_buyers.up,
    down: migration_20261123_013513_punchout_buyers.down,
    name: '20261123_013513_punchout_buyers',
  },
  {
    up: migration_20261123_015553_punchout_oci.up,
    down: migration_20261123_015553_punchout_oci.down,
    name: '20261123_015553_punchout_oci',
  },
  {
    up: migration_20261123_202442_accounts_forms_jobs.up,
    down: migration_20261123_202442_accounts_forms_jobs.down,
    name: '20261123_202442_accounts_forms_jobs',
  },
  {
    up: migration_20261125_004956_punchout_prices_platform.up,
    down: migration_20261125_004956_punchout_prices_platform.down,
    name: '20261125_004956_punchout_prices_platform',
  },
  {
    up: migration_20261125_010300_synonymes_recherche.up,
    down: migration_20261125_010300_synonymes_recherche.down,
    name: '20261125_010300_synonymes_recherche',
  },
  {
    up: migration_20261125_011042_search_queries.up,
    down: migration_20261125_011042_search_queries.down,
    name: '20261125_011042_search_queries',
  },
  {
    up: migration_20261125_050827_issue18_ordering.up,
    down: migration_20261125_050827_issue18_ordering.down,
    name: '20261125_050827_issue18_ordering',
  },
  {
    up: migration_20261126_181302_media_storage.up,
    down: migration_20261126_181302_media_storage.down,
    name: '20261126_181302_media_storage',
  },
  {
    up: migration_20261126_204016_stripe_payments.up,
    down: migration_20261126_204016_stripe_payments.down,
    name: '20261126_204016_stripe_payments',
  },
  {
    up: migration_20261127_153500_buying_tools.up,
    down: migration_20261127_153500_buying_tools.down,
    name: '20261127_153500_buying_tools',
  },
  {
    up: migration_20261128_122850_catalogue_import.up,
    down: migration_20261128_122850_catalogue_import.down,
    name: '20261128_122850_catalogue_import',
  },
  {
    up: migration_20261129_125105_shipments.up,
    down: migration_20261129_125105_shipments.down,
    name: '20261129_125105_shipments',
  },
  {
    up: migration_20261129_125350_einvoice_companies.up,
    down: migration_20261129_125350_einvoice_companies.down,
    name: '20261129_125350_einvoice_companies',
  },
  {
    up: migration_20261129_170932_invoice_payments.up,
    down: migration_20261129_170932_invoice_payments.down,
    name: '20261129_170932_invoice_payments'
  },
];
