`default_nettype none
// groestl_fast_control: the schedule of the wide Grøstl datapath.
//
// A block runs as 2*ROUNDS S-box passes, pass k in cycle L2 + k (k even: Q, k odd:
// P, round k/2).  The cycle before L2 (L1) puts the buffered block in x (Q's
// input); L2 puts h ^ m in x (P's input).  The last two MixBytes results are Q's
// and P's outputs: they go into h in cycles F1 = L2 + 2R - 1 and F2 = L2 + 2R.
// When the next block is buffered by F1, F1 is its L1 and F2 its L2, so blocks
// follow each other every 2*ROUNDS cycles.  The output transformation is one more
// "block" with m = 0 whose Q half is ignored; then h holds the digest and shifts
// out OW bits a word, and h <- IV.
module groestl_fast_control #(
    parameter integer ROUNDS = 10,
    parameter integer NW     = 8,    // 64-bit words a block
    parameter integer NOUT   = 4     // digest words
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    output wire       c_shift,
    output wire       c_eh,
    output wire       c_eb,
    output wire       c_em,
    output wire       c_perm,
    output wire [3:0] c_rnd,
    output wire       c_hiv,
    output wire       c_hsh,
    output wire       c_hm
);
    localparam integer KL = 2 * ROUNDS - 1;
    localparam [4:0] KLAST = KL[4:0];
    localparam [4:0] NWC   = NW[4:0];
    localparam integer NOM = NOUT - 1;
    localparam [4:0] NOL   = NOM[4:0];

    reg       run_q;       // a block (or the output transformation) is in the ring
    reg [4:0] k_q;         // its S-box pass
    reg       fin_q;       // this cycle is F2 of a block
    reg       ot_q;        // the block in the ring is the output transformation
    reg       otp_q;       // the output transformation is the next block
    reg       out_q;       // the digest is being written
    reg [4:0] oc_q;        // digest words written
    reg [4:0] cnt_q;       // words in the buffer
    reg       blast_q;     // the buffered block ends its message

    wire full   = (cnt_q == NWC);
    wire nready = otp_q | full;
    wire l2     = run_q & (k_q == 5'd0);
    wire f1     = run_q & (k_q == KLAST);
    wire l1run  = f1 & ~ot_q & nready;
    wire l1idle = ~run_q & ~out_q & ~(fin_q & ot_q) & nready;
    wire l1     = l1run | l1idle;
    wire use_b  = l2 & ~ot_q;                  // the buffer is read for the last time
    wire otdone = fin_q & ~run_q & ot_q;       // F2 of the output transformation
    wire olast  = (oc_q == NOL);

    assign in_take   = ~full | use_b;
    assign out_valid = out_q;
    assign c_shift   = in_valid & in_take;
    assign c_em      = ~l1 & ~(l2 & ~fin_q);
    assign c_eh      = l2;
    assign c_eb      = l1 | use_b;
    assign c_perm    = k_q[0];
    assign c_rnd     = k_q[4:1];
    assign c_hiv     = rst | (out_q & out_take & olast);   // h <- IV after reset and after a digest
    assign c_hsh     = out_q & out_take;
    assign c_hm      = (f1 & ~ot_q) | fin_q;

    always @(posedge clk) begin
        if (rst) begin
            run_q   <= 1'b0;
            k_q     <= 5'd0;
            fin_q   <= 1'b0;
            ot_q    <= 1'b0;
            otp_q   <= 1'b0;
            out_q   <= 1'b0;
            oc_q    <= 5'd0;
            cnt_q   <= 5'd0;
            blast_q <= 1'b0;
        end else begin
            // the buffer
            if (c_shift) blast_q <= in_last;
            cnt_q <= (use_b ? 5'd0 : cnt_q) + {4'd0, c_shift};
            // the ring
            fin_q <= f1;
            if (run_q) k_q <= k_q + 5'd1;
            if (f1) run_q <= 1'b0;
            if (l1) begin
                run_q <= 1'b1;
                k_q   <= 5'd0;
                ot_q  <= otp_q;
                otp_q <= ~otp_q & blast_q;
            end
            // the digest
            if (otdone) begin
                out_q <= 1'b1;
                oc_q  <= 5'd0;
            end
            if (out_q & out_take) begin
                oc_q <= oc_q + 5'd1;
                if (olast) out_q <= 1'b0;
            end
        end
    end
endmodule
`default_nettype wire
