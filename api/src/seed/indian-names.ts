/** Name and place lists the demo data draws from. */

export const MALE_FIRST_NAMES = [
  'Aarav', 'Abhishek', 'Aditya', 'Ajay', 'Akash', 'Amit', 'Anil', 'Arjun', 'Ashok', 'Deepak', 'Dinesh',
  'Ganesh', 'Gaurav', 'Harish', 'Hemant', 'Jatin', 'Karan', 'Kiran', 'Krishna', 'Mahesh', 'Manoj',
  'Mohan', 'Mukesh', 'Naveen', 'Nikhil', 'Nitin', 'Pankaj', 'Prakash', 'Pranav', 'Rahul', 'Rajesh',
  'Rakesh', 'Ramesh', 'Ravi', 'Rohit', 'Sachin', 'Sandeep', 'Sanjay', 'Santosh', 'Satish', 'Shankar',
  'Sunil', 'Suresh', 'Tarun', 'Varun', 'Vijay', 'Vikas', 'Vikram', 'Vinod', 'Vivek', 'Yogesh',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Aarti', 'Aishwarya', 'Anita', 'Anjali', 'Ananya', 'Bhavna', 'Deepa', 'Divya', 'Gayatri', 'Geeta',
  'Jyoti', 'Kavita', 'Kavya', 'Lakshmi', 'Madhuri', 'Meena', 'Megha', 'Neha', 'Nisha', 'Pooja',
  'Priya', 'Radha', 'Rekha', 'Ritu', 'Sangeeta', 'Sarita', 'Shalini', 'Shobha', 'Shweta', 'Smita',
  'Sneha', 'Sunita', 'Swati', 'Usha', 'Vandana', 'Vidya',
] as const;

export const LAST_NAMES = [
  'Agarwal', 'Bansal', 'Bhat', 'Chatterjee', 'Chauhan', 'Desai', 'Deshpande', 'Gupta', 'Iyer', 'Jain',
  'Joshi', 'Kapoor', 'Khan', 'Kulkarni', 'Kumar', 'Malhotra', 'Mehta', 'Menon', 'Mishra', 'Nair',
  'Naidu', 'Pandey', 'Patel', 'Patil', 'Pillai', 'Rao', 'Reddy', 'Saxena', 'Shah', 'Sharma', 'Shetty',
  'Singh', 'Sinha', 'Srivastava', 'Thakur', 'Tiwari', 'Trivedi', 'Varma', 'Verma', 'Yadav',
] as const;

export const BUSINESS_KINDS = [
  'Traders', 'Enterprises', 'Textiles', 'Hardware', 'Electricals', 'Medical Stores', 'Agencies',
  'Distributors', 'Kirana Store', 'Auto Parts', 'Steel Works', 'Sweets', 'Pharma', 'Garments',
  'Builders', 'Packaging', 'Furniture', 'Mobiles', 'Jewellers', 'Caterers',
] as const;

export const BUSINESS_PREFIXES = ['Sri', 'Shree', 'New', 'Om', 'Jai', 'Royal', 'Sai', 'Balaji', 'Laxmi', 'Ganesh'] as const;

export interface City {
  name: string;
  state: string;
  /** First three digits of the city's PIN codes. */
  pinPrefix: string;
  localities: readonly string[];
}

export const CITIES: readonly City[] = [
  { name: 'Mumbai', state: 'Maharashtra', pinPrefix: '400', localities: ['Andheri East', 'Dadar West', 'Borivali West', 'Ghatkopar', 'Malad West', 'Chembur'] },
  { name: 'Pune', state: 'Maharashtra', pinPrefix: '411', localities: ['Kothrud', 'Hadapsar', 'Shivajinagar', 'Baner', 'Wakad'] },
  { name: 'Nagpur', state: 'Maharashtra', pinPrefix: '440', localities: ['Sitabuldi', 'Dharampeth', 'Sadar'] },
  { name: 'Delhi', state: 'Delhi', pinPrefix: '110', localities: ['Karol Bagh', 'Lajpat Nagar', 'Rohini Sector 7', 'Chandni Chowk', 'Dwarka Sector 12'] },
  { name: 'Gurugram', state: 'Haryana', pinPrefix: '122', localities: ['Sector 14', 'DLF Phase 3', 'Sohna Road'] },
  { name: 'Noida', state: 'Uttar Pradesh', pinPrefix: '201', localities: ['Sector 18', 'Sector 62', 'Sector 137'] },
  { name: 'Lucknow', state: 'Uttar Pradesh', pinPrefix: '226', localities: ['Hazratganj', 'Aminabad', 'Gomti Nagar'] },
  { name: 'Kanpur', state: 'Uttar Pradesh', pinPrefix: '208', localities: ['Swaroop Nagar', 'Kidwai Nagar'] },
  { name: 'Jaipur', state: 'Rajasthan', pinPrefix: '302', localities: ['Malviya Nagar', 'Vaishali Nagar', 'Johari Bazar', 'Mansarovar'] },
  { name: 'Ahmedabad', state: 'Gujarat', pinPrefix: '380', localities: ['Navrangpura', 'Maninagar', 'Satellite', 'Naroda'] },
  { name: 'Surat', state: 'Gujarat', pinPrefix: '395', localities: ['Ring Road', 'Varachha', 'Adajan'] },
  { name: 'Vadodara', state: 'Gujarat', pinPrefix: '390', localities: ['Alkapuri', 'Fatehgunj'] },
  { name: 'Indore', state: 'Madhya Pradesh', pinPrefix: '452', localities: ['Vijay Nagar', 'Rajwada', 'Palasia'] },
  { name: 'Bhopal', state: 'Madhya Pradesh', pinPrefix: '462', localities: ['MP Nagar', 'Arera Colony'] },
  { name: 'Bengaluru', state: 'Karnataka', pinPrefix: '560', localities: ['Koramangala', 'Jayanagar', 'Indiranagar', 'Whitefield', 'Rajajinagar', 'Yelahanka'] },
  { name: 'Mysuru', state: 'Karnataka', pinPrefix: '570', localities: ['Saraswathipuram', 'Vijayanagar'] },
  { name: 'Chennai', state: 'Tamil Nadu', pinPrefix: '600', localities: ['T. Nagar', 'Adyar', 'Anna Nagar', 'Velachery', 'Mylapore'] },
  { name: 'Coimbatore', state: 'Tamil Nadu', pinPrefix: '641', localities: ['RS Puram', 'Gandhipuram', 'Peelamedu'] },
  { name: 'Hyderabad', state: 'Telangana', pinPrefix: '500', localities: ['Banjara Hills', 'Kukatpally', 'Secunderabad', 'Madhapur', 'Dilsukhnagar'] },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', pinPrefix: '530', localities: ['Dwaraka Nagar', 'MVP Colony'] },
  { name: 'Kochi', state: 'Kerala', pinPrefix: '682', localities: ['Edappally', 'Kakkanad', 'MG Road'] },
  { name: 'Kolkata', state: 'West Bengal', pinPrefix: '700', localities: ['Salt Lake', 'Park Street', 'Howrah', 'Ballygunge'] },
  { name: 'Bhubaneswar', state: 'Odisha', pinPrefix: '751', localities: ['Saheed Nagar', 'Patia'] },
  { name: 'Patna', state: 'Bihar', pinPrefix: '800', localities: ['Boring Road', 'Kankarbagh'] },
  { name: 'Chandigarh', state: 'Chandigarh', pinPrefix: '160', localities: ['Sector 17', 'Sector 35'] },
  { name: 'Ludhiana', state: 'Punjab', pinPrefix: '141', localities: ['Model Town', 'Ghumar Mandi'] },
] as const;

export const STREETS = [
  'MG Road', 'Station Road', 'Main Road', 'Gandhi Nagar', 'Nehru Street', 'Market Road', 'Link Road',
  '1st Cross', '4th Main', 'Shastri Marg', 'Tilak Road', 'Subhash Chowk', 'Industrial Area', 'Ring Road',
] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'] as const;
