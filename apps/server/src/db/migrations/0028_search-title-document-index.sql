DROP INDEX "search_documents_document_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm";--> statement-breakpoint
CREATE INDEX "search_documents_title_document_idx" ON "search_documents" USING gin ("title_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm" ON "search_documents" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);