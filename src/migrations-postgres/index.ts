import * as migration_20261122_030440_initial from './20261122_030440_initial';
import * as migration_20261122_054111_newsletter_signups_credit_used from './20261122_054111_newsletter_signups_credit_used';
import * as migration_20261122_061426_erp_local from './20261122_061426_erp_local';
import * as migration_20261123_011236_search_events from './20261123_011236_search_events';
import * as migration_20261123_013535_punchout_buyers from './20261123_013535_punchout_buyers';
import * as migration_20261123_015509_punchout_oci from './20261123_015509_punchout_oci';
import * as migration_20261123_202456_accounts_forms_jobs from './20261123_202456_accounts_forms_jobs';
import * as migration_20261125_004924_punchout_prices_platform from './20261125_004924_punchout_prices_platform';
import * as migration_20261125_010246_synonymes_recherche from './20261125_010246_synonymes_recherche';
import * as migration_20261125_011133_search_queries from './20261125_011133_search_queries';
import * as migration_20261125_050815_issue18_ordering from './20261125_050815_issue18_ordering';
import * as migration_20261126_181324_media_storage from './20261126_181324_media_storage';
import * as migration_20261126_204044_stripe_payments from './20261126_204044_stripe_payments';
import * as migration_20261127_153518_buying_tools from './20261127_153518_buying_tools';
import * as migration_20261128_123004_catalogue_import from './20261128_123004_catalogue_import';
import * as migration_20261129_125136_shipments from './20261129_125136_shipments';
import * as migration_20261129_125503_einvoice_companies from './20261129_125503_einvoice_companies';
import * as migration_20261129_171029_invoice_payments from './20261129_171029_invoice_payments';

export const migrations = [
  {
    up: migration_20261122_030440_initial.up,
    down: migration_20261122_030440_initial.down,
    name: '20261122_030440_initial',
  },
  {
    up: migration_20261122_054111_newsletter_signups_credit_used.up,
    down: migration_20261122_054111_newsletter_signups_credit_used.down,
    name: '20261122_054111_newsletter_signups_credit_used',
  },
  {
    up: migration_20261122_061426_erp_local.up,
    down: migration_20261122_061426_erp_local.down,
    name: '20261122_061426_erp_local',
  },
  {
    up: migration_20261123_011236_search_events.up,
    down: migration_20261123_011236_search_events.down,
    name: '20261123_011236_search_events',
  },
  {
    up: migration_20261123_013535_punchout_buyers.up,
    down: migration_20261123_013535_punchout_buyers.down,
    name: '20261123_013535_punchout_buyers',
  },
  {
    up: migration_20261123_015509_punchout_oci.up,
    down: migration_20261123_015509_punchout_oci.down,
    name: '20261123_015509_punchout_oci',
  },
  {
    up: migration_20261123_202456_accounts_forms_jobs.up,
    down: migration_20261123_202456_accounts_forms_jobs.down,
    name: '20261123_202456_accounts_forms_jobs',
  },
  {
    up: migration_20261125_004924_punchout_prices_platform.up,
    down: migration_20261125_004924_punchout_prices_platform.down,
    name: '20261125_004924_punchout_prices_platform',
  },
  {
    up: migration_20261125_010246_synonymes_recherche.up,
    down: migration_20261125_010246_synonymes_recherche.down,
    name: '20261125_010246_synonymes_recherche',
  },
  {
    up: migration_20261125_011133_search_queries.up,
    down: migration_20261125_011133_search_queries.down,
    name: '20261125_011133_search_queries',
  },
  {
    up: migration_20261125_050815_issue18_ordering.up,
    down: migration_20261125_050815_issue18_ordering.down,
    name: '20261125_050815_issue18_ordering',
  },
  {
    up: migration_20261126_181324_media_storage.up,
    down: migration_20261126_181324_media_storage.down,
    name: '20261126_181324_media_storage',
  },
  {
    up: migration_20261126_204044_stripe_payments.up,
    down: migration_20261126_204044_stripe_payments.down,
    name: '20261126_204044_stripe_payments',
  },
  {
    up: migration_20261127_153518_buying_tools.up,
    down: migration_20261127_153518_buying_tools.down,
    name: '20261127_153518_buying_tools',
  },
  {
    up: migration_20261128_123004_catalogue_import.up,
    down: migration_20261128_123004_catalogue_import.down,
    name: '20261128_123004_catalogue_import',
  },
  {
    up: migration_20261129_125136_shipments.up,
    down: migration_20261129_125136_shipments.down,
    name: '20261129_125136_shipments',
  },
  {
    up: migration_20261129_125503_einvoice_companies.up,
    down: migration_20261129_125503_einvoice_companies.down,
    name: '20261129_125503_einvoice_companies',
  },
  {
    up: migration_20261129_171029_invoice_payments.up,
    down: migration_20261129_171029_invoice_payments.down,
    name: '20261129_171029_invoice_payments'
  },
];
