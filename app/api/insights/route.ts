export { GET } from "@/features/insights/server/routes/insights";
