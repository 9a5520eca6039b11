export { GET } from "@/features/transactions/server/routes/transactions";
