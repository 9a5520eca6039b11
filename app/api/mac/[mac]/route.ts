export { GET, DELETE } from "@/features/mac/server/routes/mac";
