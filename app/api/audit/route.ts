export { GET } from "@/features/journal/server/routes/upstream-audit";
