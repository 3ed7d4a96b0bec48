`default_nettype none
// The controller of the two-rounds-a-cycle datapath (sha256-large): a main FSM, one
// counter, and the valid bits of the 8-pair message buffer.
//
//   INIT -> (window holds a block ? START : WAIT)
//   WAIT -> XFER (8 cycles: the buffer's block moves into the window) -> START
//   START (1: H += a..h, a..h <- H, p of rounds 0, 1) -> ROUND (32: two rounds each)
//   ROUND -> START, when the next block moved into the window during cycles 24..31
//         -> FIN (1: H += a..h, a..h <- 0) -> OUT (8 digest words) -> INIT, after a
//            message's last block; -> WAIT otherwise
module sha256x2_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire       in_odd,       // the word is the odd one of its pair (msg_idx[0])
    input  wire       in_blk_last,  // the word ends its block
    input  wire       in_final,     // ... which is the last block of its message
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    output wire       c_coll,
    output wire [7:0] c_lld,
    output wire       c_wshift,
    output wire       c_wfroml,
    output wire       c_init,
    output wire       c_start,
    output wire       c_fin,
    output wire       c_round,
    output wire [4:0] c_kpair,
    output wire [2:0] c_oidx
);
    localparam [2:0] S_INIT = 3'd0, S_WAIT = 3'd1, S_XFER = 3'd2, S_START = 3'd3,
                     S_ROUND = 3'd4, S_FIN = 3'd5, S_OUT = 3'd6;

    reg [2:0] st_q;
    reg [4:0] cnt_q;        // round cycle / transfer cycle / output word
    reg [7:0] lv_q;         // buffer stage holds a pair
    reg       cv_q;         // the collector holds an even word
    reg       lfin_q;       // the block whose last pair entered the buffer ends its message
    reg       drn_q;        // this block's rounds move the next block into the window
    reg       wfull_q;      // the window holds a whole block not yet started
    reg       wfin_q;       // ... which ends its message
    reg       cfin_q;       // the block in the rounds ends its message

    // the buffer: stage i loads from stage i+1 (stage 7 from the collector and the bus)
    // when it is empty or its pair moves on this cycle
    wire       drain = (st_q == S_XFER) || (st_q == S_ROUND && drn_q && cnt_q[4:3] == 2'b11);
    wire       push  = in_valid && in_odd && cv_q;
    wire [7:0] src_v = {push, lv_q[7:1]};
    // stage i's pair leaves it: the head when the window takes it, any other stage
    // when a stage below it is empty (the gap closes) or everything below moves too
    wire [7:0] mv;
    wire [7:0] ld;
    genvar gi;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_ld
            if (gi == 0) begin : g_head
                assign mv[gi] = drain;
            end else begin : g_body
                assign mv[gi] = lv_q[gi] && (drain || !(&lv_q[gi-1:0]));
            end
            assign ld[gi] = src_v[gi] && (!lv_q[gi] || mv[gi]);
        end
    endgenerate
    wire lfull = &lv_q;

    assign in_take   = in_valid && (in_odd ? ld[7] : !cv_q);
    assign c_coll    = in_valid && !in_odd && !cv_q;
    assign c_lld     = ld;
    assign c_wshift  = (st_q == S_ROUND) || (st_q == S_XFER);
    assign c_wfroml  = drain;
    assign c_init    = (st_q == S_INIT);
    assign c_start   = (st_q == S_START);
    assign c_fin     = (st_q == S_FIN);
    assign c_round   = (st_q == S_ROUND);
    // K pair i is read one cycle before p of rounds 2i, 2i+1 is formed: START forms
    // pair 0 (read the cycle before), round cycle k forms pair k+1
    assign c_kpair   = c_start ? 5'd1 : (c_round && cnt_q != 5'd31) ? cnt_q + 5'd2 : 5'd0;
    assign c_oidx    = cnt_q[2:0];
    assign out_valid = (st_q == S_OUT);

    always @(posedge clk) begin
        if (rst) begin
            st_q    <= S_INIT;
            cnt_q   <= 5'd0;
            lv_q    <= 8'd0;
            cv_q    <= 1'b0;
            lfin_q  <= 1'b0;
            drn_q   <= 1'b0;
            wfull_q <= 1'b0;
            wfin_q  <= 1'b0;
            cfin_q  <= 1'b0;
        end else begin
            lv_q <= ld | (lv_q & ~mv);
            if (c_coll) cv_q <= 1'b1;
            else if (ld[7]) cv_q <= 1'b0;
            if (ld[7] && in_blk_last) lfin_q <= in_final;
            case (st_q)
                S_INIT:  st_q <= wfull_q ? S_START : S_WAIT;
                S_WAIT:  if (lfull) begin
                             st_q   <= S_XFER;
                             cnt_q  <= 5'd0;
                             wfin_q <= lfin_q;
                         end
                S_XFER:  begin
                             cnt_q <= cnt_q + 5'd1;
                             if (cnt_q == 5'd7) st_q <= S_START;
                         end
                S_START: begin
                             st_q    <= S_ROUND;
                             cnt_q   <= 5'd0;
                             cfin_q  <= wfin_q;
                             wfull_q <= 1'b0;
                         end
                S_ROUND: begin
                             cnt_q <= cnt_q + 5'd1;
                             if (cnt_q == 5'd23 && lfull) begin
                                 drn_q  <= 1'b1;
                                 wfin_q <= lfin_q;
                             end
                             if (cnt_q == 5'd31) begin
                                 drn_q   <= 1'b0;
                                 wfull_q <= drn_q;
                                 st_q    <= (drn_q && !cfin_q) ? S_START : S_FIN;
                             end
                         end
                S_FIN:   begin
                             cnt_q <= 5'd0;
                             st_q  <= cfin_q ? S_OUT : S_WAIT;
                         end
                S_OUT:   if (out_take) begin
                             cnt_q <= cnt_q + 5'd1;
                             if (cnt_q[2:0] == 3'd7) begin
                                 cnt_q <= 5'd0;
                                 st_q  <= S_INIT;
                             end
                         end
                default: st_q <= S_INIT;
            endcase
        end
    end
endmodule

`default_nettype wire
