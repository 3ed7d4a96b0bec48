`default_nettype none
// luffa256_control: the message buffer's flags, the slot sequencer and the digest
// read-out.  A round is 24 slots of ten cycles, slot 3r + j reading step r of Q_j
// word by word (cycles 0..7) and its two step constants (cycles 8, 9), then a drain
// of DRAIN cycles until the last step's words are in T (the next round's message
// injection needs all of them).  After a message's last
// block comes one blank round (M = 0); T then holds the digest.
module luffa256_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell message side
    input  wire       in_valid,
    input  wire       in_blk_last,
    input  wire       in_first_blk,
    input  wire       in_final_blk,
    output wire       in_take,
    // lw_shell digest side
    output wire       out_valid,
    input  wire       out_take,
    // datapath: stage 0
    output wire       rd_v,
    output wire [2:0] rd_i,
    output wire [1:0] rd_j,
    output wire [2:0] rd_r,
    output wire       rd_fresh,
    output wire       rd_blank,
    output wire       rd_rc,
    output wire       rd_h,
    // datapath: digest read-out
    output wire       o_mode,
    output wire       o_re,
    output wire [2:0] o_addr
);
    localparam integer DRAIN = 10;                 // last read -> T[7] written, + 1
    localparam integer DL = DRAIN - 1;
    localparam [3:0]  DRAIN_LAST = DL[3:0];
    localparam [1:0]  S_IDLE = 2'd0, S_RUN = 2'd1, S_OUT = 2'd2;

    reg  [1:0] st_q;
    reg        drain_q;     // after the 24 slots of a round
    reg  [3:0] c_q;         // cycle in the slot (word index)
    reg  [1:0] j_q;
    reg  [2:0] r_q;
    reg        fresh_q, blank_q, final_q;
    reg        full_q, bfirst_q, bfinal_q;     // the message buffer holds a whole block
    reg  [3:0] oaddr_q;
    reg        ovalid_q;

    wire run   = (st_q == S_RUN);
    wire drain = drain_q;
    assign rd_v     = run & ~drain & ~c_q[3];
    assign rd_rc    = run & ~drain & c_q[3];
    assign rd_h     = c_q[0];
    assign rd_i     = c_q[2:0];
    assign rd_j     = j_q;
    assign rd_r     = r_q;
    assign rd_fresh = fresh_q;
    assign rd_blank = blank_q;

    // the block is consumed once the first steps (slots 0..2) have read it
    wire consumed = run & ~blank_q & ~drain_q & (r_q == 3'd0) & (j_q == 2'd2) & (c_q == 4'd9);
    assign in_take = in_valid & ~full_q;

    wire ore = (st_q == S_OUT) & ~oaddr_q[3] & (~ovalid_q | out_take);
    assign o_mode    = (st_q == S_OUT);
    assign o_re      = ore;
    assign o_addr    = oaddr_q[2:0];
    assign out_valid = ovalid_q;

    always @(posedge clk) begin
        if (rst) begin
            st_q     <= S_IDLE;
            drain_q  <= 1'b0;
            c_q      <= 4'd0;
            j_q      <= 2'd0;
            r_q      <= 3'd0;
            fresh_q  <= 1'b0;
            blank_q  <= 1'b0;
            final_q  <= 1'b0;
            full_q   <= 1'b0;
            bfirst_q <= 1'b0;
            bfinal_q <= 1'b0;
            oaddr_q  <= 4'd0;
            ovalid_q <= 1'b0;
        end else begin
            // ---------------- message buffer
            if (in_take && in_blk_last) begin
                full_q   <= 1'b1;
                bfirst_q <= in_first_blk;
                bfinal_q <= in_final_blk;
            end else if (consumed) begin
                full_q <= 1'b0;
            end
            // ---------------- sequencer
            case (st_q)
                S_IDLE: if (full_q) begin
                            st_q    <= S_RUN;
                            drain_q <= 1'b0;
                            c_q     <= 4'd0;
                            j_q     <= 2'd0;
                            r_q     <= 3'd0;
                            fresh_q <= bfirst_q;
                            final_q <= bfinal_q;
                            blank_q <= 1'b0;
                        end
                S_RUN:  if (!drain) begin
                            c_q <= c_q + 4'd1;
                            if (c_q == 4'd9) begin
                                c_q  <= 4'd0;
                                if (j_q == 2'd2) begin
                                    j_q <= 2'd0;
                                    r_q <= r_q + 3'd1;
                                    if (r_q == 3'd7) drain_q <= 1'b1;
                                end else begin
                                    j_q <= j_q + 2'd1;
                                end
                            end
                        end else if (c_q != DRAIN_LAST) begin
                            c_q <= c_q + 4'd1;
                        end else begin
                            drain_q <= 1'b0;
                            c_q     <= 4'd0;
                            if (blank_q) begin
                                st_q    <= S_OUT;
                                oaddr_q <= 4'd0;
                            end else if (final_q) begin
                                blank_q <= 1'b1;
                                fresh_q <= 1'b0;
                            end else if (full_q) begin
                                fresh_q <= bfirst_q;
                                final_q <= bfinal_q;
                            end else begin
                                st_q <= S_IDLE;
                            end
                        end
                S_OUT:  begin
                            if (ore) begin
                                ovalid_q <= 1'b1;
                                oaddr_q  <= oaddr_q + 4'd1;
                            end else if (out_take) begin
                                ovalid_q <= 1'b0;
                                st_q     <= S_IDLE;     // the eighth word has gone
                            end
                        end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule
`default_nettype wire
