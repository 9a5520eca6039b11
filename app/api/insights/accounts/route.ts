export { GET } from "@/features/insights/server/routes/sub-accounts";
