import {
  apiErrorSchema,
  createPreviewBodySchema,
  previewIdParamsSchema,
  previewJobSchema,
  previewNotFoundMessage,
  videoTemplates,
} from '@claims/contracts';
import { notFound, type FastifyPluginAsyncZod } from '@claims/service-kit';
import { titleFromText } from '../../../render/storyboard';
import type { PreviewLimiter } from '../../../lib/preview-limit';

/** `/api/media/previews`: ask for a preview (a job, answered at once) and follow it. */
const previewRoutes: FastifyPluginAsyncZod<{ limitPreviews: PreviewLimiter }> = async (
  app,
  { limitPreviews },
) => {
  app.post(
    '',
    {
      preHandler: limitPreviews,
      schema: {
        tags: ['previews'],
        summary: 'Queue a preview of a template or a custom description; answers at once with the job',
        body: createPreviewBodySchema,
        response: { 202: previewJobSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { templateId, description, audience, variation } = request.body;
      const template = videoTemplates.find((candidate) => candidate.id === templateId);
      const job = await app.previewJobs.create({
        templateId: template?.id ?? null,
        title: template ? template.title : titleFromText(description ?? ''),
        text: template ? `${template.description} ${template.prompt}` : (description ?? ''),
        audience: template ? template.audience : audience,
        variation,
        requestedBy: request.ip,
      });
      request.log.info({ jobId: job.id, templateId: job.templateId, variation }, 'preview queued');
      return reply
        .code(202)
        .header('location', `/api/media/previews/${job.id}`)
        .send({ ...job, renderersOnline: await app.renderers.countAlive() });
    },
  );

  app.get(
    '/:id',
    {
      // Polled while a job runs: the general request limit is for pages, not for progress.
      config: { rateLimit: false },
      schema: {
        tags: ['previews'],
        summary: "A preview job's status, progress and, once done, its frames",
        params: previewIdParamsSchema,
        response: { 200: previewJobSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const job = await app.previewJobs.find(request.params.id);
      if (!job) throw notFound(previewNotFoundMessage);
      void reply.header('cache-control', 'no-store');
      if (job.status === 'queued' || job.status === 'rendering')
        return { ...job, renderersOnline: await app.renderers.countAlive() };
      return job;
    },
  );
};

export default previewRoutes;
