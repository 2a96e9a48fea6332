import { Router } from 'express';
import { publishedFeeYearCsv } from '../../domain/page-texts/fee-csv.js';
import type { AppDeps } from '../deps.js';
import { publicAnswer } from '../middleware/cache.js';

/** The published fee structure of one academic year as CSV (the fees page's "Download as CSV"); public and cacheable like the page. */
export function feeRoutes({ store, clock }: AppDeps): Router {
  const router = Router();

  router.get('/:year.csv', publicAnswer, async (req, res) => {
    const { filename, csv } = await publishedFeeYearCsv({ store, clock }, req.params.year, req.query.lang);
    res.type('text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${filename}"`);
    res.send(csv);
  });

  return router;
}
